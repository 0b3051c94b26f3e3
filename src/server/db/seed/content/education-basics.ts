import { ART, h2, h3, ol, p, quote, ul } from './blocks';
import { contentDoc } from './document';

/** Learn articles, part 1: how cannabis works and how to start (part 1 §2 /learn). Our own copy. */
export const EDUCATION_BASICS = [
  contentDoc('education_post', 'terpenes-101', 12, {
    title: 'Terpenes 101: Why Your Flower Smells the Way It Does',
    summary: 'Terpenes shape the aroma and flavour of every cultivar. Here is how to read them on a label and use them to find what you like.',
    featured_image: ART.terpenes,
    external_link: null,
    body: [
      p('Open a jar of flower and the first thing you notice is the smell: lemon peel, pine needles, black pepper, ripe mango. Those aromas come from terpenes, the same family of aromatic compounds that give citrus, herbs and conifers their scent. Cannabis makes them in the tiny resin glands (trichomes) that also hold THC and CBD.'),
      h2('The terpenes you will see most'),
      ul(
        'Myrcene: earthy, musky, a little like ripe fruit. Common in cultivars people describe as relaxing.',
        'Limonene: bright citrus. Often found in cultivars described as uplifting.',
        'Caryophyllene: peppery and warm; it also shows up in black pepper and cloves.',
        'Pinene: fresh pine and rosemary.',
        'Linalool: floral, like lavender.',
        'Terpinolene: herbal, piney and slightly sweet.',
      ),
      h2('Does the terpene decide the effect?'),
      p('Researchers are still studying how terpenes and cannabinoids work together, and everybody responds a little differently. What we can say is that aroma is a useful guide to preference: if you loved one citrus-forward cultivar, another limonene-rich one is a good next try. Treat terpene notes as a tasting vocabulary rather than a promise of a particular effect.'),
      h3('Reading terpenes on our menu'),
      p('Product pages list the dominant terpenes reported on the lab certificate. You can filter a product list by terpene, and our budtenders are happy to open a few display jars so you can compare aromas side by side.'),
      quote('Smell three jars before you choose. Your nose is the best shortcut to a cultivar you will enjoy.', 'An Apotheca budtender'),
      p('Ready to explore? Try the [Spring Collection](/collection/spring-collection) for bright, citrusy picks, or ask in store for a terpene flight.'),
    ],
  }, ['terpenes', 'cannabis-101', 'flavor', 'master']),

  contentDoc('education_post', 'cannabinoids-explained', 20, {
    title: 'THC, CBD, CBN and CBG: A Plain-Language Guide to Cannabinoids',
    summary: 'What the letters on a label mean, how the main cannabinoids differ, and why ratios matter.',
    featured_image: ART.leaf,
    external_link: null,
    body: [
      p('Cannabinoids are the active compounds of the cannabis plant. More than a hundred have been identified, but four appear on most labels, and knowing them makes any menu easier to read.'),
      h2('The big four'),
      ul(
        'THC (delta-9-tetrahydrocannabinol) is the main intoxicating cannabinoid: it produces the "high".',
        'CBD (cannabidiol) does not produce a high. Many people choose it alongside THC for a gentler, more balanced experience.',
        'CBN (cannabinol) forms as THC ages. It is mildly intoxicating and often appears in night-time products.',
        'CBG (cannabigerol) is the precursor the plant turns into other cannabinoids. It is non-intoxicating and usually present in small amounts.',
      ),
      h2('THCA and "total THC"'),
      p('Raw flower contains mostly THCA, which turns into THC when heated. That is why flower labels show both THCA and THC percentages, and why eating raw flower does not have the effect of smoking or vaping it.'),
      h2('Why ratios matter'),
      p('Products with a CBD:THC ratio such as 1:1 or 20:1 pair the two on purpose. Higher CBD ratios tend to feel milder, which makes them a popular place to start. You will find ratio products under the [Beginner](/experience/beginner) experience level.'),
      p('Everyone reacts differently, and cannabinoids can interact with medication. If you take prescriptions or have a health condition, talk to your clinician before trying something new.'),
    ],
  }, ['cannabinoids', 'cannabis-101', 'labels']),

  contentDoc('education_post', 'first-dispensary-visit', 30, {
    title: 'Your First Dispensary Visit: What to Expect',
    summary: 'From the ID check at the door to paying at the counter: a calm walk-through of a first visit.',
    featured_image: ART.firstVisit,
    external_link: null,
    body: [
      p('Walking into a dispensary for the first time can feel like stepping into a pharmacy, a wine shop and a tea house at once. Here is what happens, step by step, so nothing comes as a surprise.'),
      h2('1. At the door'),
      p('A team member checks a valid, unexpired government photo ID for everyone entering. You must be 21 or older, or a registered medical patient with your state card. Medical patients should bring their card every visit.'),
      h2('2. Browsing'),
      p('Menus are on screens and at the counter, and every product is also on this site, with live stock for the store you choose. Budtenders can explain product types, potency and how long effects usually take. There is no such thing as a silly question.'),
      h2('3. Ordering ahead (optional)'),
      p('You can place an order online for pickup, and at some stores curbside or delivery. Your order is held for you and you pay when you collect it. See [how online ordering works](/faq).'),
      h2('4. Paying'),
      p('Because of federal banking rules, many stores take cash or debit only. Most of our stores have an ATM inside. Your receipt lists everything you bought and its potency.'),
      h2('Tips for a first visit'),
      ol('Bring your ID (and medical card, if you have one).', 'Decide on a budget before you arrive.', 'Start with a low dose and a product your budtender recommends for beginners.', 'Plan to stay home the first time you try something new.'),
    ],
  }, ['first-visit', 'shopping', 'beginners', 'master']),

  contentDoc('education_post', 'getting-a-medical-card', 45, {
    title: 'How to Get a Medical Cannabis Card',
    summary: 'The usual steps to register as a medical patient, what it costs, and why patients often choose to.',
    featured_image: ART.medicalCard,
    external_link: null,
    body: [
      p('Every state with a medical program runs it a little differently, but the path to a card follows the same broad steps. Check your state program for the exact rules, qualifying conditions and fees.'),
      h2('The usual steps'),
      ol(
        'Confirm you qualify: read your state program\'s list of qualifying conditions.',
        'Book a certification visit with a registered practitioner, in person or by telehealth where allowed.',
        'Register with the state program online and pay the application fee, if there is one.',
        'Receive your card or patient number, then add it to your account on this site.',
      ),
      h2('Why patients register'),
      ul('Access to medical-only products and, in some states, higher purchase limits.', 'Lower or no adult-use tax on medical purchases in many states.', 'Guidance from pharmacists or trained staff where the state requires it.'),
      h2('Using your card with us'),
      p('Add the card under My Account before you order a medical menu item. We check that it is valid for the state of the store you are shopping. Stores that require a medical card to order will remind you at checkout.'),
      p('Questions about a specific condition or medication are best answered by your practitioner; our team can explain products and dosing formats.'),
    ],
  }, ['medical', 'medical-card', 'patients']),

  contentDoc('education_post', 'reading-a-cannabis-label', 60, {
    title: 'How to Read a Cannabis Label',
    summary: 'Potency, serving size, batch numbers and dates: the parts of a label that help you choose and dose well.',
    featured_image: ART.storage,
    external_link: null,
    body: [
      p('State rules require detailed labels on every cannabis product. Learning to read one takes a minute and pays off every time you shop.'),
      h2('Potency'),
      p('Flower, pre-rolls, vapes and concentrates show potency as a percentage of weight. Edibles, capsules and drinks show milligrams: usually per piece or serving and per package. A 100 mg package of ten gummies holds 10 mg per gummy.'),
      h2('Serving size'),
      p('The serving size is the amount the maker suggests as one dose. For people new to edibles, half a serving or less is a sensible start.'),
      h2('Batch and dates'),
      ul('The batch or lot number ties the product to its lab test certificate.', 'The packaged or harvest date tells you how fresh it is.', 'An expiry or best-by date appears on many edibles and drinks.'),
      h2('Warnings'),
      p('Labels carry required warnings, such as keeping the product away from children and pets and not driving after use. Take them seriously: they exist for good reasons.'),
      quote('If a label confuses you, ask us. Reading labels with customers is part of the job.'),
    ],
  }, ['labels', 'cannabis-101', 'shopping']),
];
