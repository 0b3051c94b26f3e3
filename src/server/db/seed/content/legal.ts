import type { RichText } from '@/api/content';
import { h2, p, ul } from './blocks';
import { contentDoc } from './document';

interface LegalBrand {
  name: string;
  /** Where privacy and legal questions go. */
  email: string;
}

const legal = (uid: string, title: string, seo: string, body: RichText) =>
  contentDoc('page', uid, 330, { title, seo_description: seo, hero_image: null, store_id: null, usage_type: null, body: [p('Effective December 6, 2025.'), ...body] }, ['legal']);

/** The legal pages of part 1 §2 (/terms-of-service ... /text-message-policy), in our own words, for a brand. */
export function legalPages({ name, email }: LegalBrand) {
  return [
    legal('terms-of-service', 'Terms of Service', `The terms for using the ${name} website and ordering service.`, [
      p(`These terms apply when you use the ${name} website or app to browse products or place orders. By using the service you agree to them.`),
      h2('Eligibility'),
      p('You must be 21 or older, or a registered medical patient or caregiver where state law allows, to use the service. We check ID when you collect every order.'),
      h2('Orders'),
      p('An online order is a reservation, not a sale. The sale happens, and payment is taken, when you collect the order and we verify your eligibility. We may cancel orders that break state limits or that we cannot fill.'),
      h2('Prices and availability'),
      p('Prices, specials and stock can change until your order is confirmed. We correct obvious pricing errors before the sale.'),
      h2('Contact'),
      p(`Questions about these terms: ${email}.`),
    ]),
    legal('loyalty-terms-of-service', 'Rewards Terms', `How ${name} rewards points are earned and redeemed.`, [
      p('Members earn 1 point per whole dollar spent after discounts, credited when an order is finished. 40 points equal $1 off eligible items.'),
      ul('Points have no cash value and cannot be transferred.', 'Redemption may be limited by state rules or excluded for some products.', 'Rewards are not offered where state law does not allow them.', 'We may change the program with 30 days\' notice on this page.'),
      p(`Questions: ${email}.`),
    ]),
    legal('privacy-policy', 'Privacy Policy', `What personal information ${name} collects and how we use it.`, [
      h2('What we collect'),
      ul('Account details you give us: name, email, phone and, if you choose, a medical card number.', 'Orders and rewards activity.', 'With your consent, cookies for personalisation, marketing and analytics.'),
      h2('How we use it'),
      p('To fill your orders, meet state record-keeping rules, run rewards and, if you opt in, send you news and offers. We do not sell your personal information.'),
      h2('Your choices'),
      p(`Change cookie settings at any time from the footer. To see, correct or delete your information, email ${email}.`),
    ]),
    legal('cookie-policy', 'Cookie Policy', `The cookies the ${name} site uses and how to control them.`, [
      p('Essential cookies keep the site working: your age confirmation, chosen store and cart. They are always on.'),
      ul('Personalisation: remembers your sign-in between visits.', 'Marketing: measures which offers interest you.', 'Analytics: counts which pages and buttons are used, so we can improve them.'),
      p('Turn each optional group on or off in Cookie Settings in the footer. We ask again if this policy changes.'),
    ]),
    legal('hipaa', 'Notice of Privacy Practices', `How ${name} protects patient health information.`, [
      p('Where our stores act as a health care provider under state medical cannabis programs, we protect patient health information as the law requires.'),
      ul('We use patient information to serve you, for payment and for our operations.', 'We share it with state programs only as the law requires.', 'You may ask for a copy of your records, ask for corrections and ask who we disclosed them to.'),
      p(`Privacy officer: ${email}.`),
    ]),
    legal('california-employee-privacy-notice', 'California Employee and Applicant Privacy Notice', `Information for California job applicants and employees of ${name}.`, [
      p('If you live in California and apply to work with us, we collect the information needed to consider your application and, if hired, to employ you: contact details, work history, and information required by law.'),
      p(`We keep it only as long as we need it or the law requires, and you may ask to see, correct or delete it by writing to ${email}.`),
    ]),
    legal('text-message-policy', 'Text Message Policy', `How ${name} uses text messages.`, [
      p('If you choose text messages for order notifications, we text you about your orders. If you also opt in to promotions, we may send about two marketing texts a week.'),
      ul('Reply STOP to stop, HELP for help.', 'Message and data rates may apply.', 'Consent to marketing texts is never a condition of purchase.'),
    ]),
  ];
}
