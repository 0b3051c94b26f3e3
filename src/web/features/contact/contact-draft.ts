import type { ContactRequestBody, Upload } from '@/api/contact';
import type { ContactFormInput, ContactProblems, InquiryType, LoyaltySubSection } from '@/domain/contact-form';
import { canonicalPhone } from '@/domain/phone-number';
import type { UsageType } from '@/domain/usage-type';

/** What the contact form holds while it is filled in; kept as typed through failed sends (part 2 §8). */
export interface ContactDraft {
  section: InquiryType | undefined;
  subSection: LoyaltySubSection | undefined;
  name: string;
  email: string;
  phone: string;
  message: string;
  usageType: UsageType | undefined;
  storeId: number | undefined;
  orderId: number | undefined;
  productId: number | undefined;
}

export function initialDraft(start: { section?: InquiryType; subSection?: LoyaltySubSection; storeId?: number; usageType?: UsageType }): ContactDraft {
  return {
    section: start.section,
    subSection: start.subSection,
    name: '',
    email: '',
    phone: '',
    message: '',
    usageType: start.usageType,
    storeId: start.storeId,
    orderId: undefined,
    productId: undefined,
  };
}

/**
 * One change to the draft. Another type lists other orders, so the order and product go; another
 * order has other products, so the product goes (part 2 §5 "Changing the order clears the product").
 */
export function changeDraft(draft: ContactDraft, change: Partial<ContactDraft>): ContactDraft {
  const next = { ...draft, ...change };
  if ('section' in change && change.section !== draft.section) Object.assign(next, { orderId: undefined, productId: undefined });
  if ('orderId' in change && change.orderId !== draft.orderId) next.productId = undefined;
  return next;
}

/** The uploaded files that count: finished uploads only (one still uploading has no link yet). */
const linksOf = (files: readonly Pick<Upload, 'link'>[]) => files.map((file) => file.link);

/** The draft as the shared rules read it (src/domain/contact-form.ts). */
export function formInputOf(draft: ContactDraft, files: readonly Pick<Upload, 'link'>[]): ContactFormInput {
  return {
    section: draft.section ?? 'general',
    sub_section: draft.subSection,
    name: draft.name,
    email: draft.email,
    phone: draft.phone,
    message: draft.message,
    customer_type: draft.usageType,
    store_id: draft.storeId,
    order_id: draft.orderId,
    product_id: draft.productId,
    images: linksOf(files),
  };
}

/** The request body: a signed-in sender's name, email and phone are the account's, so they are not sent. */
export function requestBodyOf(draft: ContactDraft, files: readonly Pick<Upload, 'link'>[], signedIn: boolean): ContactRequestBody {
  const section = draft.section ?? 'general';
  return {
    section,
    sub_section: section === 'loyalty-and-rewards-inquiries' ? draft.subSection : undefined,
    ...(signedIn ? {} : { name: draft.name.trim(), email: draft.email.trim(), phone: canonicalPhone(draft.phone.trim()) || undefined }),
    message: draft.message.trim(),
    customer_type: draft.usageType,
    store_id: draft.orderId ? undefined : draft.storeId,
    order_id: draft.orderId,
    product_id: section === 'returns' ? draft.productId : undefined,
    images: section === 'returns' ? linksOf(files) : undefined,
  };
}

/** What the form shows under its fields: the shared rules' problems (the server's answer in the same places). */
export type FormProblems = ContactProblems;

/** A failed send's per-field messages (the first of each), as the form shows them. */
export function problemsFromFields(fields: Record<string, string[]> | undefined): FormProblems {
  return Object.fromEntries(Object.entries(fields ?? {}).flatMap(([field, messages]) => (messages[0] ? [[field, messages[0]]] : [])));
}
