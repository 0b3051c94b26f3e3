/**
 * The sections of the contact form (part 2 §2 /contact): the values /contact?section=&sub_section=
 * may preselect. Kept apart from contact-form.ts because the route's search schema needs them at
 * start, and the form's rules belong to the lazily loaded screen.
 */

export const INQUIRY_TYPES = [
  'verification',
  'add-to-order',
  'cancel',
  'general',
  'inventory',
  'late-pickup',
  'returns',
  'press-inquiry',
  'loyalty-and-rewards-inquiries',
  'website-issues',
] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

export const LOYALTY_SUB_SECTIONS = [
  'duplicate-accounts',
  'rewards-points-discrepancies',
  'previous-program-points-unavailable',
  'general-questions',
] as const;
export type LoyaltySubSection = (typeof LOYALTY_SUB_SECTIONS)[number];
