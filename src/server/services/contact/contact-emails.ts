import type { Upload } from '@/api/contact';
import { INQUIRY_LABELS, LOYALTY_SUB_SECTION_LABELS, replyTimeFor, type InquiryType, type LoyaltySubSection } from '@/domain/contact-form';
import { USAGE_LABEL, type UsageType } from '@/domain/usage-type';
import type { ContactPlace } from './contact-place';

export interface ContactEmailInput {
  requestId: number;
  brandName: string;
  section: InquiryType;
  subSection: LoyaltySubSection | null;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  signedIn: boolean;
  place: ContactPlace;
  files: Upload[];
  /** The site's origin, so the support team can open the uploaded files from the email. */
  origin: string;
}

/** 'Returns (order #12) - Apotheca': the type, its sub-section and order, and the brand. */
export function contactSubject(input: Pick<ContactEmailInput, 'section' | 'subSection' | 'brandName' | 'place'>): string {
  const sub = input.subSection ? `: ${LOYALTY_SUB_SECTION_LABELS[input.subSection]}` : '';
  const order = input.place.orderId ? ` (order #${input.place.orderId})` : '';
  return `${INQUIRY_LABELS[input.section]}${sub}${order} - ${input.brandName}`;
}

/** The support team's copy: every detail of the request, one per line, then the message. */
export function supportEmailBody(input: ContactEmailInput): string {
  const { place } = input;
  const lines: [string, string | null | undefined][] = [
    ['Request', `#${input.requestId}`],
    ['Type', INQUIRY_LABELS[input.section]],
    ['Topic', input.subSection ? LOYALTY_SUB_SECTION_LABELS[input.subSection] : null],
    ['From', `${input.name} <${input.email}>${input.signedIn ? ' (signed in)' : ''}`],
    ['Phone', input.phone],
    ['Usage type', place.usageType ? USAGE_LABEL[place.usageType as UsageType] ?? place.usageType : null],
    ['Store', place.storeName ? `${place.storeName} (#${place.storeId})` : null],
    ['Order', place.orderId ? `#${place.orderId}` : null],
    ['Product', place.product ? `${place.product.name} (#${place.product.id}, ${place.product.category} / ${place.product.subCategory}, batch ${place.product.batch ?? 'unknown'})` : null],
  ];
  const details = lines.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`);
  const files = input.files.map((file) => `- ${file.name} (${file.type}, ${file.size} bytes): ${input.origin}${file.link}`);
  return [...details, ...(files.length ? ['', 'Files:', ...files] : []), '', input.message].join('\n');
}

/** The sender's confirmation: the request number and when to expect a reply (part 2 §9). */
export function confirmationEmail(input: ContactEmailInput): { subject: string; body: string } {
  const team = input.section === 'press-inquiry' ? 'Press team' : 'team';
  return {
    subject: `We received your request #${input.requestId} - ${input.brandName}`,
    body: [
      `Hi ${input.name},`,
      '',
      `Thanks for contacting ${input.brandName}. Your request number is #${input.requestId}.`,
      `Our ${team} will review it and reply to this address. Expected reply time: ${replyTimeFor(input.section)}.`,
      '',
      'What you sent:',
      input.message,
    ].join('\n'),
  };
}
