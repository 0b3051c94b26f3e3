import type { Context } from 'hono';
import type * as z from 'zod/mini';
import { html, raw } from 'hono/html';
import type { OutboxMessage } from '@/api/auth';
import { outboxQuerySchema } from '@/api/auth';
import type { AppEnv } from '@/server/http/context';
import { validateQuery } from '../route-helpers';
import { OUTBOX_SHOWN, readOutbox } from './outbox-read';

/**
 * GET /dev/outbox (development only, mounted by app.ts): the newest emails and texts, so a person can
 * read their code without a mail server (DECISIONS.md "Email and SMS"). Every message is an
 * <article data-recipient> with its body in a <pre>; Playwright reads codes from there. hono/html
 * escapes every interpolated value, and the page loads nothing and runs no script.
 */
const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #1b1b1b; background: #fff; }
  form { display: flex; flex-wrap: wrap; gap: .5rem; align-items: end; margin-bottom: 1rem; }
  label { display: flex; flex-direction: column; font-weight: 600; }
  input, button { font: inherit; padding: .4rem .6rem; }
  article { border: 1px solid #767676; border-radius: .4rem; padding: .75rem 1rem; margin: 0 0 1rem; }
  h3 { font-size: 1.1rem; margin: 0 0 .25rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .1rem 1rem; margin: 0 0 .5rem; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f3f3f3; padding: .5rem; margin: 0; }
`;

function messageArticle(message: OutboxMessage) {
  return html`<article data-recipient="${message.recipient}" data-channel="${message.channel}" aria-labelledby="message-${message.id}">
  <h3 id="message-${message.id}">${message.subject || '(no subject)'}</h3>
  <dl>
    <dt>Time</dt><dd><time datetime="${message.created}">${message.created}</time></dd>
    <dt>Channel</dt><dd>${message.channel === 'sms' ? 'Text message' : 'Email'}</dd>
    <dt>To</dt><dd>${message.recipient}</dd>
    <dt>Delivered</dt><dd>${message.sent ?? 'Recorded only (no transport)'}</dd>
  </dl>
  <pre>${message.body}</pre>
</article>`;
}

export function renderOutboxPage(messages: OutboxMessage[], to: string | undefined) {
  const heading = to ? `Messages to ${to}` : `The newest ${OUTBOX_SHOWN} messages`;
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Outbox (development)</title>
<style>${raw(STYLE)}</style>
</head>
<body>
<main>
<h1>Outbox (development)</h1>
<p>Every email and text the app sends is recorded here. Codes expire after 10 minutes.</p>
<form method="get" action="/dev/outbox" role="search">
  <label for="to">Recipient (email or phone)<input id="to" name="to" type="search" value="${to ?? ''}" maxlength="254" autocomplete="off"></label>
  <button type="submit">Filter</button>
  ${to ? html`<a href="/dev/outbox">Show all</a>` : ''}
</form>
<section aria-labelledby="messages-heading">
<h2 id="messages-heading">${heading}</h2>
${messages.length ? messages.map(messageArticle) : html`<p>No messages yet.</p>`}
</section>
</main>
</body>
</html>`;
}

/** The page's handler; app.ts mounts it outside /api, and only when APP_ENV is local. */
export const outboxPageHandler = [validateQuery(outboxQuerySchema), async (c: Context<AppEnv, string, { out: { query: z.output<typeof outboxQuerySchema> } }>) => {
  const to = c.req.valid('query').to?.trim() || undefined;
  const messages = await readOutbox(c.get('db'), to);
  c.header('Cache-Control', 'no-store');
  // Nothing on the page loads or runs; the inline style is the only resource.
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'");
  c.header('Referrer-Policy', 'no-referrer');
  return c.html(renderOutboxPage(messages, to));
}] as const;
