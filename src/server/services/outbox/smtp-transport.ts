import nodemailer, { type Transporter } from 'nodemailer';

/** One pooled SMTP transport per URL (nodemailer: a maintained SMTP client, TLS and auth included). */
const transports = new Map<string, Transporter>();

export async function deliverEmail(smtpUrl: string, mail: { from: string; to: string; subject: string; text: string }): Promise<void> {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport(`${smtpUrl}${smtpUrl.includes('?') ? '&' : '?'}pool=true`);
    transports.set(smtpUrl, transport);
  }
  await transport.sendMail(mail);
}
