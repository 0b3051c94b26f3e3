import { isValidEmail } from './contact-rules';
import { isValidPhone, VALID_PHONE_MESSAGE } from './phone-number';
import { INQUIRY_TYPES, LOYALTY_SUB_SECTIONS, type InquiryType, type LoyaltySubSection } from './contact-sections';
import type { OrderStatus } from './order-status';

/**
 * The contact and support form (part 2 §2 /contact, §4, §5 "Contact and support forms", §6, §8):
 * which inquiry types exist, who may send each, which fields each needs, and which orders each
 * picker lists. The web form and the server both call `contactFormProblems`, so the button a
 * shopper sees disabled and the 400 the server answers follow the same rules.
 */

export { INQUIRY_TYPES, LOYALTY_SUB_SECTIONS, type InquiryType, type LoyaltySubSection } from './contact-sections';

export const INQUIRY_LABELS: Record<InquiryType, string> = {
  verification: 'Account Verification',
  'add-to-order': 'Add to an Order',
  cancel: 'Cancel an Order',
  general: 'General Inquiry',
  inventory: 'Product Availability',
  'late-pickup': 'Late Pickup',
  returns: 'Returns',
  'press-inquiry': 'Press Inquiry',
  'loyalty-and-rewards-inquiries': 'Loyalty and Rewards',
  'website-issues': 'Website Issues',
};

export const LOYALTY_SUB_SECTION_LABELS: Record<LoyaltySubSection, string> = {
  'duplicate-accounts': 'Duplicate Accounts',
  'rewards-points-discrepancies': 'Rewards Points Discrepancies',
  'previous-program-points-unavailable': 'Previous Program Points Unavailable',
  'general-questions': 'General Questions',
};

/** Part 2 §9: how soon a reply comes, said on the confirmation view and in the confirmation email. */
export const CONTACT_REPLY_TIME = '24-48 hours';
export const LOYALTY_REPLY_TIME = 'up to 3 business days';
/** Part 2 §8 "Contact forms": the last link of the failure chain. */
export const CONTACT_FAILURE_FALLBACK = 'Failed to submit contact request.';

const PLACED: OrderStatus[] = ['requested', 'awaiting_checkin', 'submitted', 'fulfilled', 'picked_up', 'finished'];
const IN_PROGRESS: OrderStatus[] = ['requested', 'awaiting_checkin', 'submitted', 'fulfilled'];

/**
 * Who may send a type and what it asks beyond a message (part 2 §5, §6):
 * - audience: verification is for visitors only; cancel, returns and loyalty need an account.
 * - about: what a signed-in sender picks: an order, an order or else a store (§5 general inquiry),
 *   a store, an optional order, or nothing. Visitors have no orders: they pick a store instead.
 * - orderStatuses: what the order picker lists (§4: returns finished only; general and loyalty
 *   requested..finished; changes to an order only while it is still in progress).
 */
export interface InquiryRule {
  audience: 'visitors' | 'members' | 'everyone';
  about: 'order' | 'order-or-store' | 'store' | 'optional-order' | 'nothing';
  orderStatuses: readonly OrderStatus[];
  /** Visitors must name their usage type (the website-issues form asks only for a store, §5). */
  visitorUsageType: boolean;
}

export const INQUIRY_RULES: Record<InquiryType, InquiryRule> = {
  verification: { audience: 'visitors', about: 'nothing', orderStatuses: [], visitorUsageType: true },
  'add-to-order': { audience: 'everyone', about: 'order-or-store', orderStatuses: IN_PROGRESS, visitorUsageType: true },
  cancel: { audience: 'members', about: 'order', orderStatuses: IN_PROGRESS, visitorUsageType: true },
  general: { audience: 'everyone', about: 'order-or-store', orderStatuses: PLACED, visitorUsageType: true },
  inventory: { audience: 'everyone', about: 'store', orderStatuses: [], visitorUsageType: true },
  'late-pickup': { audience: 'everyone', about: 'order-or-store', orderStatuses: IN_PROGRESS, visitorUsageType: true },
  returns: { audience: 'members', about: 'order', orderStatuses: ['finished'], visitorUsageType: true },
  'press-inquiry': { audience: 'everyone', about: 'nothing', orderStatuses: [], visitorUsageType: false },
  'loyalty-and-rewards-inquiries': { audience: 'members', about: 'optional-order', orderStatuses: PLACED, visitorUsageType: true },
  'website-issues': { audience: 'everyone', about: 'nothing', orderStatuses: [], visitorUsageType: false },
};

/** The inquiry types offered (verification only while signed out, §2); press opens /news instead. */
export function inquiryTypesFor(signedIn: boolean): InquiryType[] {
  return INQUIRY_TYPES.filter((type) => !(signedIn && INQUIRY_RULES[type].audience === 'visitors'));
}

/** The form as filled in; names follow the request body of p/{product}_contact. */
export interface ContactFormInput {
  section: InquiryType;
  sub_section?: string | null;
  name?: string | null;
  email?: string | null;
  /** Optional (§5): blank, or a US number. */
  phone?: string | null;
  message?: string | null;
  customer_type?: string | null;
  store_id?: number | null;
  order_id?: number | null;
  product_id?: number | null;
  images?: readonly string[] | null;
}

export type ContactField = 'section' | 'sub_section' | 'name' | 'email' | 'phone' | 'customer_type' | 'store_id' | 'order_id' | 'product_id' | 'message' | 'images';
export type ContactProblems = Partial<Record<ContactField, string>>;

export const CONTACT_MESSAGES = {
  signInRequired: 'Please log in to send this request.',
  visitorsOnly: 'Account verification is for visitors; you are already logged in.',
  subSection: 'Choose what your question is about.',
  name: 'Enter your name.',
  email: 'Enter a valid email address.',
  phone: VALID_PHONE_MESSAGE,
  usageType: 'Choose Medical or Adult Use.',
  store: 'Choose a store.',
  order: 'Choose an order.',
  orderOrStore: 'Choose an order or a store.',
  product: 'Choose a product.',
  message: 'Enter a message.',
  images: 'Add at least one image.',
} as const;

const filled = (value: string | null | undefined) => Boolean(value?.trim());

/**
 * What is missing or wrong, field by field, in the order the form shows the fields (an empty object
 * means the form may be sent). Signed-in users' name and email come from their account (§5), so
 * only visitors are asked for them; the press inquiry checks presence only, no email format (§5).
 */
export function contactFormProblems(input: ContactFormInput, context: { signedIn: boolean }): ContactProblems {
  const rule = INQUIRY_RULES[input.section];
  const problems: ContactProblems = {};
  if (rule.audience === 'members' && !context.signedIn) problems.section = CONTACT_MESSAGES.signInRequired;
  if (rule.audience === 'visitors' && context.signedIn) problems.section = CONTACT_MESSAGES.visitorsOnly;
  if (input.section === 'loyalty-and-rewards-inquiries' && !LOYALTY_SUB_SECTIONS.includes(input.sub_section as LoyaltySubSection)) {
    problems.sub_section = CONTACT_MESSAGES.subSection;
  }
  if (!context.signedIn || input.section === 'press-inquiry') {
    if (!filled(input.name)) problems.name = CONTACT_MESSAGES.name;
    const email = input.email?.trim() ?? '';
    if (input.section === 'press-inquiry' ? !email : !isValidEmail(email)) problems.email = CONTACT_MESSAGES.email;
  }
  if (!context.signedIn && filled(input.phone) && !isValidPhone(input.phone!)) problems.phone = CONTACT_MESSAGES.phone;
  if (input.section !== 'press-inquiry') Object.assign(problems, placeProblems(input, rule, context.signedIn));
  if (!filled(input.message)) problems.message = CONTACT_MESSAGES.message;
  if (input.section === 'returns' && !input.images?.length) problems.images = CONTACT_MESSAGES.images;
  return problems;
}

/** Usage type, store, order and product: what the request is about (§5 general inquiry, returns, website issue). */
function placeProblems(input: ContactFormInput, rule: InquiryRule, signedIn: boolean): ContactProblems {
  const problems: ContactProblems = {};
  if (!signedIn) {
    if (rule.audience === 'members') return problems;
    if (rule.visitorUsageType && input.customer_type !== 'medical' && input.customer_type !== 'recreational') problems.customer_type = CONTACT_MESSAGES.usageType;
    if (!input.store_id) problems.store_id = CONTACT_MESSAGES.store;
    return problems;
  }
  if (rule.about === 'order' && !input.order_id) problems.order_id = CONTACT_MESSAGES.order;
  if (rule.about === 'order-or-store' && !input.order_id && !input.store_id) problems.order_id = CONTACT_MESSAGES.orderOrStore;
  if (rule.about === 'store' && !input.store_id) problems.store_id = CONTACT_MESSAGES.store;
  if (input.section === 'returns' && !input.product_id) problems.product_id = CONTACT_MESSAGES.product;
  return problems;
}

/**
 * Part 2 §8 "Contact forms": what a failed send says: the answer itself when it is a string, else
 * its `error`, else its field errors joined with '. ', else 'Failed to submit contact request.'.
 */
export function contactFailureMessage(answer: unknown): string {
  if (typeof answer === 'string') return answer.trim() || CONTACT_FAILURE_FALLBACK;
  if (!answer || typeof answer !== 'object') return CONTACT_FAILURE_FALLBACK;
  const { error, fields } = answer as { error?: unknown; fields?: unknown };
  if (typeof error === 'string' && error.trim()) return error;
  if (fields && typeof fields === 'object') {
    const messages = Object.values(fields).flatMap((value) => (Array.isArray(value) ? value : [value])).filter((value): value is string => typeof value === 'string' && value !== '');
    // Joined with '. '; each message's own final period is dropped first, so none is doubled.
    if (messages.length) return `${messages.map((message) => message.replace(/\.+$/, '')).join('. ')}.`;
  }
  return CONTACT_FAILURE_FALLBACK;
}

/** The confirmation view's reply time (§9): loyalty inquiries up to 3 business days, others 24-48 hours. */
export function replyTimeFor(section: InquiryType): string {
  return section === 'loyalty-and-rewards-inquiries' ? LOYALTY_REPLY_TIME : CONTACT_REPLY_TIME;
}
