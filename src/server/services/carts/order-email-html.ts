import { escapeHtml } from '@/api/shell-document';

/**
 * The HTML part of an order notice email (issue 21 "branded HTML emails"): the brand's name on its
 * colour, the notice, the order's number, store, lines and total, and a link to the order page. Pure:
 * every value is escaped where it is written, so a store or product name holding `<` or `&` stays
 * text. Table layout and inline styles, as mail clients strip style sheets; the plain-text part is
 * the notice's existing text (order-notices.ts).
 */
export interface OrderEmail {
  brand: { name: string; color: string };
  /** The message's title, as in the subject (e.g. 'Your order #123 was received'). */
  title: string;
  /** The notice itself: the plain-text part's sentence. */
  message: string;
  orderNumber: string;
  store: string;
  /** Each product and how many, on the placing notice; empty on the others. */
  lines: ReadonlyArray<{ name: string; quantity: number }>;
  total: string;
  /** The order page on the brand's storefront; no button when the brand has no host. */
  orderUrl: string | undefined;
}

/** The default brand green; a registry colour that is not a plain hex colour never reaches a style attribute. */
const FALLBACK_COLOR = '#1f6f4a';
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
export const emailColor = (color: string) => (HEX_COLOR.test(color.trim()) ? color.trim() : FALLBACK_COLOR);

const INK = '#1b1f1d';
const MUTED = '#535b57';
const LINE = '#d9dedb';
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

/** One label and value row of the facts table. */
function factRow(label: string, value: string): string {
  return `<tr><th scope="row" align="left" style="padding:6px 12px 6px 0;color:${MUTED};font-weight:600;font-size:14px;white-space:nowrap;vertical-align:top;">${escapeHtml(label)}</th><td style="padding:6px 0;font-size:15px;font-weight:600;">${escapeHtml(value)}</td></tr>`;
}

function linesTable(lines: OrderEmail['lines']): string {
  if (!lines.length) return '';
  const rows = lines
    .map(
      (line) =>
        `<tr><td style="padding:8px 0;border-top:1px solid ${LINE};font-size:15px;">${escapeHtml(line.name)}</td><td align="right" style="padding:8px 0;border-top:1px solid ${LINE};font-size:15px;white-space:nowrap;">&times; ${escapeHtml(String(line.quantity))}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:16px 0 0;border-collapse:collapse;"><tr><th align="left" colspan="2" style="padding:0 0 6px;font-size:14px;color:${MUTED};">Items</th></tr>${rows}</table>`;
}

function orderButton(url: string | undefined, color: string): string {
  if (!url) return '';
  return `<p style="margin:24px 0 0;"><a href="${escapeHtml(url)}" style="display:inline-block;background:${color};color:#ffffff;padding:12px 22px;border-radius:999px;text-decoration:none;font-weight:700;font-size:16px;">View your order</a></p>`;
}

export function renderOrderEmailHtml(email: OrderEmail): string {
  const color = emailColor(email.brand.color);
  const brand = escapeHtml(email.brand.name);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(email.title)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f6f5;color:${INK};font-family:${FONT};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f5;"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid ${LINE};border-radius:12px;border-collapse:separate;">
<tr><td style="background:${color};color:#ffffff;padding:16px 24px;font-size:20px;font-weight:800;border-radius:12px 12px 0 0;">${brand}</td></tr>
<tr><td style="padding:24px;">
<h1 style="margin:0 0 12px;font-size:22px;line-height:1.3;color:${INK};">${escapeHtml(email.title)}</h1>
<p style="margin:0 0 16px;font-size:16px;line-height:1.5;">${escapeHtml(email.message)}</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;">
${factRow('Order', email.orderNumber)}
${factRow('Store', email.store)}
${factRow('Total', email.total)}
</table>
${linesTable(email.lines)}
${orderButton(email.orderUrl, color)}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid ${LINE};font-size:13px;line-height:1.5;color:${MUTED};">You get this email because you chose email for order updates from ${brand}.</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
}
