import type { FaqCategory, RichText } from '@/api/content';
import { ART, p, ul } from './blocks';
import { contentDoc, type SeedDocument } from './document';

interface FaqEntry {
  uid: string;
  category: FaqCategory;
  question: string;
  answer: RichText;
  /** Only the main brand runs a rewards program, delivery and several states. */
  mainBrandOnly?: boolean;
}

/** The FAQ of part 1 §2 (module categories and /faq), written once for both brands. Our own copy. */
function entries(brand: string): FaqEntry[] {
  return [
    { uid: 'what-is-thc-vs-cbd', category: 'Cannabis 101', question: 'What is the difference between THC and CBD?', answer: [p('THC is the cannabinoid that produces a high. CBD does not, and many people use it alongside THC for a milder experience. Labels show how much of each a product holds.'), p('Read more in [our cannabinoid guide](/learn/cannabinoids-explained).')] },
    { uid: 'indica-sativa-hybrid', category: 'Cannabis 101', question: 'What do indica, sativa and hybrid mean?', answer: [p('They describe a plant\'s ancestry and growth habit. Many shoppers use them as a rough guide, but aroma (terpenes) and cannabinoid content say more about how a product may feel. Ask a budtender to compare a few.')] },
    { uid: 'how-much-edible', category: 'Cannabis 101', question: 'How much of an edible should I take?', answer: [p('If you are new, start with 2.5 mg of THC or less and wait at least two hours before taking more. Effects can last six hours or longer.')] },
    { uid: 'how-long-effects-last', category: 'Cannabis 101', question: 'How long do effects last?', answer: [ul('Inhaled: felt within minutes, usually 1 to 3 hours.', 'Edibles and drinks: 30 minutes to 2 hours to start, 4 to 8 hours in all.', 'Tinctures: 15 to 45 minutes to start, several hours in all.')] },
    { uid: 'how-does-online-ordering-work', category: 'Online Ordering', question: 'How does online ordering work?', answer: [p(`Choose a store and Medical or Adult Use, add products to your cart and place your order. ${brand} holds it for you and tells you when it is ready. You pay when you collect it.`)] },
    { uid: 'can-i-pay-online', category: 'Online Ordering', question: 'Can I pay online?', answer: [p('No. Orders are paid at pickup, curbside or on delivery. Most stores accept cash and debit cards, and many have an ATM inside.')] },
    { uid: 'change-or-cancel-order', category: 'Online Ordering', question: 'Can I change or cancel my order?', answer: [p('You can cancel an order from Order History until the store starts preparing it. To change it, cancel and order again, or call the store.')] },
    { uid: 'how-long-order-held', category: 'Online Ordering', question: 'How long will my order be held?', answer: [p('Orders are held until closing time on the day they are ready. If you are running late, call the store and we will do our best to help.')] },
    { uid: 'delivery-areas', category: 'Online Ordering', question: 'Do you deliver?', answer: [p('Some of our stores deliver to nearby zip codes, with an order minimum. Enter your zip on a store page under "Looking for delivery?" to check.')], mainBrandOnly: true },
    { uid: 'what-to-bring', category: 'Visiting the store', question: 'What do I need to bring?', answer: [ul('A valid, unexpired government photo ID for everyone 21 or older.', 'Your state medical card if you shop Medical.', 'Cash or a debit card.')] },
    { uid: 'can-friends-come-in', category: 'Visiting the store', question: 'Can a friend come in with me?', answer: [p('Yes, if they are 21 or older and show ID. Medical-only stores may ask companions who are not registered caregivers to wait outside.')] },
    { uid: 'is-there-parking', category: 'Visiting the store', question: 'Is there parking?', answer: [p('Most stores have free parking on site or nearby. Each store page has directions and notes for arriving.')] },
    { uid: 'curbside-pickup', category: 'Visiting the store', question: 'How does curbside pickup work?', answer: [p('Where a store offers it, choose Curbside at checkout and describe your vehicle. Park in a marked spot, tell us you have arrived, and a team member brings your order and checks your ID at the car.')] },
    { uid: 'rewards-program', category: 'Other Questions', question: 'How do rewards work?', answer: [p('Members earn 1 point for every whole dollar spent and can redeem 40 points for $1 off eligible items. See [Rewards](/rewards) for details; rewards are not available in every state.')], mainBrandOnly: true },
    { uid: 'returns', category: 'Other Questions', question: 'Can I return a product?', answer: [p('State rules limit cannabis returns. If a product is defective, keep the packaging and receipt and contact the store within 7 days; we will make it right where the law allows.')] },
    { uid: 'jobs', category: 'Other Questions', question: 'Are you hiring?', answer: [p('Often. See open roles on our [careers page](/careers).')], mainBrandOnly: true },
    { uid: 'contact-us', category: 'Other Questions', question: 'How do I contact you?', answer: [p('Use the [contact form](/contact) or call your store; phone numbers are on every store page.')] },
  ];
}

/** FAQ documents of a brand, positioned in order within each category. */
export function faqDocuments(brand: string, options: { mainBrand: boolean }): SeedDocument[] {
  const positions = new Map<FaqCategory, number>();
  return entries(brand)
    .filter((entry) => options.mainBrand || !entry.mainBrandOnly)
    .map((entry, index) => {
      const position = (positions.get(entry.category) ?? 0) + 1;
      positions.set(entry.category, position);
      return contentDoc('faq', entry.uid, 70 + index, { category: entry.category, question: entry.question, answer: entry.answer, position }, ['faq']);
    });
}

export const faqPage = (brand: string) =>
  contentDoc('faq_page', 'faq_page', 70, {
    title: 'Frequently Asked Questions',
    intro: `Answers to the questions we hear most at ${brand}. Can't find yours? Ask us through the contact form or at the counter.`,
    hero_image: ART.leaf,
  });
