import type { ContactRequestBody, ContactResponse } from '@/api/contact';
import { contactFormProblems, type LoyaltySubSection } from '@/domain/contact-form';
import { isValidEmail, normalizeEmail } from '@/domain/contact-rules';
import type { Database } from '@/server/db/client';
import { contactRequests } from '@/server/db/schema';
import type { SignedInUser } from '@/server/http/auth';
import { badRequest } from '@/server/http/errors';
import { sendMessage, type OutboxOptions } from '@/server/services/outbox/outbox';
import { confirmationEmail, contactSubject, supportEmailBody, type ContactEmailInput } from './contact-emails';
import { resolveContactPlace } from './contact-place';
import { contactRecipient, type ContactBrand } from './contact-recipients';
import { ownUploads } from './uploads';

export interface ContactSubmission {
  orderingAppId: number;
  brand: ContactBrand;
  user: SignedInUser | undefined;
  body: ContactRequestBody;
  /** MAIL_SUPPORT: the support address, `{brand}` replaced by the brand's slug. */
  supportTemplate: string;
  outbox: OutboxOptions;
  origin: string;
  now: Date;
}

/** Who writes: a signed-in user's own name, email and phone (part 2 §5), else what the visitor typed. */
function sender(user: SignedInUser | undefined, body: ContactRequestBody) {
  if (user) return { name: `${user.first} ${user.last}`.trim(), email: user.email, phone: user.phone || null };
  const email = body.email?.trim() ?? '';
  return { name: body.name?.trim() ?? '', email: isValidEmail(email) ? normalizeEmail(email) : email, phone: body.phone || null };
}

/**
 * POST p/{product}_contact (part 2 §7 "Other"): the type's required fields (400 with every field at
 * fault, the first message as the error), the order, product, store and files checked against the
 * rows, then the request is stored and emailed to the brand's support (or press) address with a
 * confirmation to the sender. Answers the request number and the address the confirmation went to.
 */
export async function submitContactRequest(db: Database, submission: ContactSubmission): Promise<ContactResponse> {
  const { body, user, orderingAppId } = submission;
  const from = sender(user, body);
  const problems = contactFormProblems({ ...body, name: from.name, email: from.email }, { signedIn: user !== undefined });
  const faults = Object.entries(problems);
  if (faults.length) throw badRequest(faults[0]![1], Object.fromEntries(faults.map(([field, message]) => [field, [message]])));

  const place = await resolveContactPlace(db, orderingAppId, user?.id, body);
  const files = await ownUploads(db, user?.id, body.images ?? []);
  const subSection = body.section === 'loyalty-and-rewards-inquiries' ? (body.sub_section as LoyaltySubSection) : null;
  const subject = contactSubject({ section: body.section, subSection, brandName: submission.brand.name, place });
  const sendTo = await contactRecipient(db, { orderingAppId, brandSlug: submission.brand.slug, section: body.section, supportTemplate: submission.supportTemplate, now: submission.now });

  const [row] = await db
    .insert(contactRequests)
    .values({
      orderingAppId,
      userId: user?.id ?? null,
      storeId: place.storeId,
      requestType: 'email',
      section: body.section,
      subSection,
      subject,
      name: from.name,
      email: from.email,
      phone: from.phone,
      message: body.message,
      sendTo,
      customerType: place.usageType,
      orderId: place.orderId,
      productId: place.product?.id ?? null,
      productName: place.product?.name ?? null,
      productInfo: place.product ? { category: place.product.category, subcategory: place.product.subCategory, bt_batch: place.product.batch } : null,
      images: files.map((file) => file.link),
      tags: [body.section, ...(subSection ? [subSection] : []), user ? 'member' : 'visitor'],
    })
    .returning({ id: contactRequests.id });
  const requestId = row!.id;

  const email: ContactEmailInput = { requestId, brandName: submission.brand.name, section: body.section, subSection, ...from, message: body.message, signedIn: Boolean(user), place, files, origin: submission.origin };
  const base = { orderingAppId, userId: user?.id ?? null, channel: 'email' as const };
  await sendMessage(db, { ...base, recipient: sendTo, subject: `${subject} [#${requestId}]`, body: supportEmailBody(email) }, submission.outbox);
  // The press form checks presence only (§5): no confirmation goes to something that is not an address.
  if (isValidEmail(from.email)) await sendMessage(db, { ...base, recipient: from.email, ...confirmationEmail(email) }, submission.outbox);
  return { success: true, mc_response: { id: requestId, email_address: from.email } };
}
