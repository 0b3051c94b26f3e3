import { describe, expect, test } from 'vitest';
import {
  CONTACT_FAILURE_FALLBACK,
  CONTACT_MESSAGES,
  contactFailureMessage,
  contactFormProblems,
  inquiryTypesFor,
  INQUIRY_RULES,
  replyTimeFor,
  type ContactFormInput,
} from './contact-form';

const form = (input: Partial<ContactFormInput>): ContactFormInput => ({ section: 'general', message: 'Hello', ...input });
const member = { signedIn: true };
const visitor = { signedIn: false };

describe('contactFormProblems (part 2 §5 "Contact and support forms", §6)', () => {
  test('a visitor names themselves, a valid email, a usage type and a store', () => {
    expect(Object.keys(contactFormProblems(form({ message: '' }), visitor))).toEqual(['name', 'email', 'customer_type', 'store_id', 'message']);
    expect(contactFormProblems(form({ name: 'Sam', email: 'sam@example', customer_type: 'medical', store_id: 3 }), visitor)).toEqual({ email: CONTACT_MESSAGES.email });
    expect(contactFormProblems(form({ name: 'Sam', email: 'sam@example.com', customer_type: 'medical', store_id: 3 }), visitor)).toEqual({});
  });

  test("a visitor's phone is optional; when given it must be a US number (part 2 §5)", () => {
    const filled = { name: 'Sam', email: 'sam@example.com', customer_type: 'medical', store_id: 3 };
    for (const phone of ['', '  ', '+1 845 555 0142', '(845) 555-0142']) expect(contactFormProblems(form({ ...filled, phone }), visitor), phone).toEqual({});
    expect(contactFormProblems(form({ ...filled, phone: '+44 20 7946 0958' }), visitor)).toEqual({ phone: CONTACT_MESSAGES.phone });
    expect(CONTACT_MESSAGES.phone).toBe('Please enter a valid phone number');
  });

  test('a signed-in general inquiry needs an order or else a store, never name or email', () => {
    expect(contactFormProblems(form({}), member)).toEqual({ order_id: CONTACT_MESSAGES.orderOrStore });
    expect(contactFormProblems(form({ order_id: 9 }), member)).toEqual({});
    expect(contactFormProblems(form({ store_id: 3 }), member)).toEqual({});
  });

  test('website issues: a message and, signed out, a store (no usage type)', () => {
    expect(contactFormProblems(form({ section: 'website-issues' }), member)).toEqual({});
    expect(contactFormProblems(form({ section: 'website-issues', name: 'Sam', email: 'sam@example.com' }), visitor)).toEqual({ store_id: CONTACT_MESSAGES.store });
  });

  test('returns: an order, a product, a message and at least one image', () => {
    expect(contactFormProblems(form({ section: 'returns', message: ' ' }), member)).toEqual({
      order_id: CONTACT_MESSAGES.order,
      product_id: CONTACT_MESSAGES.product,
      message: CONTACT_MESSAGES.message,
      images: CONTACT_MESSAGES.images,
    });
    expect(contactFormProblems(form({ section: 'returns', order_id: 1, product_id: 2, images: ['/api/uploads/x'] }), member)).toEqual({});
  });

  test('loyalty inquiries need a sub-section; the order is optional', () => {
    expect(contactFormProblems(form({ section: 'loyalty-and-rewards-inquiries', sub_section: 'nope' }), member)).toEqual({ sub_section: CONTACT_MESSAGES.subSection });
    expect(contactFormProblems(form({ section: 'loyalty-and-rewards-inquiries', sub_section: 'duplicate-accounts' }), member)).toEqual({});
  });

  test('cancel, returns and loyalty need an account; verification is for visitors only', () => {
    for (const section of ['cancel', 'returns', 'loyalty-and-rewards-inquiries'] as const) {
      expect(contactFormProblems(form({ section, name: 'Sam', email: 'sam@example.com' }), visitor).section).toBe(CONTACT_MESSAGES.signInRequired);
    }
    expect(contactFormProblems(form({ section: 'verification' }), member).section).toBe(CONTACT_MESSAGES.visitorsOnly);
    expect(inquiryTypesFor(true)).not.toContain('verification');
    expect(inquiryTypesFor(false)).toContain('verification');
  });

  test('press: name, email and message present, with no email format check', () => {
    expect(contactFormProblems(form({ section: 'press-inquiry', name: 'Riley', email: 'riley at gazette' }), visitor)).toEqual({});
    expect(Object.keys(contactFormProblems(form({ section: 'press-inquiry', name: '', email: ' ', message: '' }), visitor))).toEqual(['name', 'email', 'message']);
  });

  test('order pickers: returns list finished orders; general and loyalty requested..finished (part 2 §4)', () => {
    expect(INQUIRY_RULES.returns.orderStatuses).toEqual(['finished']);
    expect(INQUIRY_RULES.general.orderStatuses).toEqual(['requested', 'awaiting_checkin', 'submitted', 'fulfilled', 'picked_up', 'finished']);
    expect(INQUIRY_RULES['loyalty-and-rewards-inquiries'].orderStatuses).toEqual(INQUIRY_RULES.general.orderStatuses);
  });
});

describe('contactFailureMessage (part 2 §8 "Contact forms")', () => {
  test('a string, else error, else field errors joined with ". ", else the fallback', () => {
    expect(contactFailureMessage('Mailbox full')).toBe('Mailbox full');
    expect(contactFailureMessage({ error: 'Choose a store.', fields: { store_id: ['x'] } })).toBe('Choose a store.');
    expect(contactFailureMessage({ fields: { name: ['Enter your name.'], email: ['Enter a valid email address.'] } })).toBe('Enter your name. Enter a valid email address.');
    expect(contactFailureMessage({ fields: { phone: ['Please enter a valid phone number'] } })).toBe('Please enter a valid phone number.');
    expect(contactFailureMessage({})).toBe(CONTACT_FAILURE_FALLBACK);
    expect(contactFailureMessage(undefined)).toBe('Failed to submit contact request.');
  });
});

test('reply times (part 2 §9): loyalty up to 3 business days, others 24-48 hours', () => {
  expect(replyTimeFor('loyalty-and-rewards-inquiries')).toBe('up to 3 business days');
  expect(replyTimeFor('returns')).toBe('24-48 hours');
});
