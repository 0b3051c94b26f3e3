import { ART, h2, ol, p, quote, ul } from './blocks';
import { contentDoc } from './document';

/** Learn articles, part 2: dosing, formats and care (part 1 §2 /learn). Our own copy. */
export const EDUCATION_WELLNESS = [
  contentDoc('education_post', 'dosing-edibles', 8, {
    title: 'Dosing Edibles: Start Low, Go Slow',
    summary: 'Edibles take longer to work and last longer than smoking. A simple plan for a comfortable first experience.',
    featured_image: ART.edibleDose,
    external_link: null,
    body: [
      p('Edibles are the format people most often overdo, and almost always for the same reason: they did not feel anything after thirty minutes, so they ate more. When you eat cannabis, your body processes THC through the digestive system and liver, which takes time and can make the effect feel stronger and last much longer than inhaling.'),
      h2('Timing'),
      ul('Onset: usually 30 minutes to 2 hours, sometimes longer on a full stomach.', 'Peak: often 2 to 4 hours after eating.', 'Duration: effects can last 6 hours or more.'),
      h2('A starting plan'),
      ol('Start with 2.5 mg of THC or less if you are new, or 5 mg if you have some experience.', 'Wait at least two hours before taking more.', 'Increase by small steps (2.5 mg) on another day, not the same evening.', 'Write down what you took and how it felt, so next time is easier.'),
      h2('If you took too much'),
      p('Find a calm, safe place, drink water, have a snack and rest. The feeling passes. Do not drive. If you feel unwell or unsafe, contact a medical professional.'),
      quote('Two and a half milligrams is a perfectly respectable dose. There is no prize for going big.'),
      p('Browse low-dose options under [Eat](/consumption/eat) and ask your budtender for anything labelled 2.5 mg per piece.'),
    ],
  }, ['edibles', 'dosing', 'beginners', 'master']),

  contentDoc('education_post', 'storing-cannabis', 16, {
    title: 'Keeping Cannabis Fresh (and Safely Stored)',
    summary: 'Light, heat, air and humidity age cannabis fast. How to store flower, edibles and vapes so they stay at their best.',
    featured_image: ART.storage,
    external_link: null,
    body: [
      p('Cannabis is a plant product, and like coffee or spices it loses aroma and potency when it is stored badly. Good storage is simple and inexpensive.'),
      h2('Flower'),
      ul('Keep it in an airtight glass jar, away from sunlight.', 'Aim for a cool, dark cupboard; the fridge is too humid and the freezer makes trichomes brittle.', 'A two-way humidity pack keeps flower from drying out or turning damp.'),
      h2('Edibles and drinks'),
      p('Store them in their original child-resistant packaging, which carries the dose and batch information. Chocolate and gummies keep best somewhere cool; follow any refrigeration note on the label.'),
      h2('Vapes and concentrates'),
      p('Store cartridges upright at room temperature so the oil does not settle over the airflow hole. Keep concentrates in their container, away from heat.'),
      h2('Safety first'),
      p('Store every product locked or out of reach of children and pets, and never in containers that look like ordinary snacks. If a child or pet eats cannabis, call your local poison control centre or a veterinarian right away.'),
    ],
  }, ['storage', 'freshness', 'safety']),

  contentDoc('education_post', 'consumption-methods', 24, {
    title: 'Smoke, Vape, Eat, Drink or Apply? Choosing a Format',
    summary: 'How each way of using cannabis differs in onset, duration and feel, so you can pick the right one for the moment.',
    featured_image: ART.leaf,
    external_link: null,
    body: [
      p('The same cannabinoids can feel quite different depending on how they enter your body. Onset and duration are the two things most worth knowing.'),
      h2('At a glance'),
      ul(
        'Smoking flower or pre-rolls: felt within minutes, lasts 1 to 3 hours.',
        'Vaping: similar to smoking, with no combustion and easy to take a single small puff.',
        'Edibles and drinks: 30 minutes to 2 hours to begin (drinks are often quicker), lasting 4 to 8 hours.',
        'Tinctures under the tongue: usually 15 to 45 minutes, lasting several hours.',
        'Topicals: applied to skin for local use; most do not produce a high.',
      ),
      h2('Matching format to the moment'),
      p('Inhaled products suit people who want to feel the effect quickly and stop when they have had enough. Edibles and capsules suit longer, steadier sessions but reward patience. Topicals suit people who do not want to feel intoxicated at all.'),
      p('Each of these has its own shelf on our menu: [Smoke](/consumption/smoke), [Vape](/consumption/vape), [Eat](/consumption/eat), [Drink](/consumption/drink) and [Apply](/consumption/apply).'),
    ],
  }, ['consumption', 'beginners', 'formats']),

  contentDoc('education_post', 'tinctures-and-sublinguals', 38, {
    title: 'Tinctures and Sublinguals: Measured Doses, No Smoke',
    summary: 'How to use a dropper product, what a millilitre holds, and why holding it under your tongue matters.',
    featured_image: ART.leaf,
    external_link: 'https://learn.example.org/sublingual-basics',
    body: [
      p('Tinctures are cannabis extracts in an oil or alcohol base, sold with a marked dropper. They are easy to measure and easy to adjust, which makes them a favourite with medical patients.'),
      h2('How to take one'),
      ol('Shake the bottle.', 'Fill the dropper to the marked line for your dose.', 'Place the liquid under your tongue and hold it there for 30 to 60 seconds.', 'Swallow, then wait at least an hour before taking more.'),
      h2('Working out a dose'),
      p('The label states the milligrams per bottle and usually per millilitre. A 30 ml bottle holding 300 mg of THC has 10 mg per full millilitre, so a quarter dropper is about 2.5 mg.'),
      p('Swallowing a tincture straight away makes it behave more like an edible: slower and longer. Holding it under your tongue lets some absorb there, which is usually quicker.'),
    ],
  }, ['tinctures', 'dosing', 'medical']),

  contentDoc('education_post', 'tolerance-breaks', 52, {
    title: 'Tolerance Breaks: Why and How to Take One',
    summary: 'Regular use builds tolerance. A short break can reset it; here is how to plan one that sticks.',
    featured_image: ART.hills,
    external_link: null,
    body: [
      p('If you use cannabis often, you may notice the same amount does less than it used to. That is tolerance, and it is normal. A break of a few days to a few weeks lets it come back down.'),
      h2('Planning a break'),
      ul('Pick a length you can keep: even 48 hours helps; two weeks is common.', 'Tell a friend, and put your products out of sight.', 'Replace the ritual: a walk, a tea, a book at the time you would usually partake.', 'Expect a few restless nights or vivid dreams at first; they pass.'),
      h2('Coming back'),
      p('Start well below your old amount. Your tolerance will be lower, which is the point, and a smaller dose will go further.'),
      p('If cutting back feels hard, you are not alone, and support is available. Your doctor is a good first call.'),
    ],
  }, ['wellness', 'dosing']),
];
