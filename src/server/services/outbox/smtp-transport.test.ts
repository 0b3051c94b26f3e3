import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxRow } from './outbox-claims';

const sendMail = vi.fn(async (_mail: Record<string, unknown>) => ({}));
vi.mock('nodemailer', () => ({ default: { createTransport: () => ({ on: () => {}, sendMail }) } }));

const { smtpTransport } = await import('./smtp-transport');

const row = (values: Partial<OutboxRow>): OutboxRow => ({
  id: 1,
  orderingAppId: 1,
  userId: null,
  channel: 'email',
  recipient: 'dana@example.com',
  subject: 'Greenleaf: your order #7 was received',
  body: 'Thank you for your order #7.',
  html: null,
  createdAt: new Date(),
  sentAt: null,
  error: null,
  attempts: 1,
  nextAttemptAt: null,
  ...values,
});

afterEach(() => sendMail.mockClear());

describe('SMTP transport (DECISIONS.md "Email and SMS")', () => {
  it('an email with an HTML part goes with both parts; the text part is the body', async () => {
    await smtpTransport('smtp://mail.invalid:25', 'Apotheca <no-reply@apotheca.test>', 1000)(row({ html: '<p>Thanks</p>' }));
    expect(sendMail).toHaveBeenCalledWith(expect.objectContaining({ text: 'Thank you for your order #7.', html: '<p>Thanks</p>', to: 'dana@example.com' }));
  });

  it('a plain email has no HTML part', async () => {
    await smtpTransport('smtp://mail.invalid:25', 'Apotheca <no-reply@apotheca.test>', 1000)(row({}));
    expect(sendMail.mock.calls[0]![0]).not.toHaveProperty('html');
  });
});
