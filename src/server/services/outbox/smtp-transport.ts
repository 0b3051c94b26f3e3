import nodemailer from 'nodemailer';
import type { OutboxTransport } from './delivery-worker';

/**
 * Email through SMTP_URL (nodemailer: a maintained SMTP client, TLS and auth included). One pooled
 * connection, as the worker sends one message at a time; every wait (connecting, the greeting, a
 * silent server) is bounded by the send timeout, so a send never outlives its claim. Settings the
 * URL already gives win.
 */
export function smtpTransport(smtpUrl: string, mailFrom: string, sendTimeoutMs: number): OutboxTransport {
  const url = new URL(smtpUrl);
  const defaults = { pool: 'true', maxConnections: '1', connectionTimeout: sendTimeoutMs, greetingTimeout: sendTimeoutMs, socketTimeout: sendTimeoutMs };
  for (const [name, value] of Object.entries(defaults)) if (!url.searchParams.has(name)) url.searchParams.set(name, String(value));
  const mailer = nodemailer.createTransport(url.toString());
  // A pooled connection that drops while idle is replaced on the next send; it must not crash the process.
  mailer.on('error', (error) => console.error('[outbox] SMTP connection:', error.message));
  return async (message) => {
    // An email with an HTML part goes as multipart/alternative: the text part for clients that want it.
    await mailer.sendMail({ from: mailFrom, to: message.recipient, subject: message.subject, text: message.body, ...(message.html ? { html: message.html } : {}) });
  };
}
