import { describe, expect, it } from 'vitest';
import { emailColor, renderOrderEmailHtml, type OrderEmail } from './order-email-html';

const EMAIL: OrderEmail = {
  brand: { name: 'Harbor & Co', color: '#0b4f6c' },
  title: 'Your order #42 is ready',
  message: 'Your order #42 at Dock <1> is ready for pickup.',
  orderNumber: '#42',
  store: 'Dock <1>',
  lines: [],
  total: '$12.00',
  orderUrl: 'https://harbor.example/order/42?a=1&b="2"',
};

describe('order email HTML (issue 21 "branded HTML emails")', () => {
  it('escapes every value it writes, in text and in attributes', () => {
    const html = renderOrderEmailHtml({ ...EMAIL, lines: [{ name: '<img src=x onerror=alert(1)>', quantity: 3 }] });
    expect(html).toContain('Harbor &amp; Co');
    expect(html).toContain('Dock &lt;1&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('href="https://harbor.example/order/42?a=1&amp;b=&quot;2&quot;"');
    expect(html).not.toMatch(/<img|<1>/);
  });

  it('a registry colour that is not a hex colour never reaches a style', () => {
    expect(emailColor('#0B4F6C')).toBe('#0B4F6C');
    expect(emailColor('#abc')).toBe('#abc');
    expect(emailColor('red;background:url(x)')).toBe('#1f6f4a');
    expect(emailColor('')).toBe('#1f6f4a');
    expect(renderOrderEmailHtml({ ...EMAIL, brand: { name: 'B', color: '"><script>' } })).not.toContain('<script>');
  });

  it('no lines and no storefront host: no items table and no button', () => {
    const html = renderOrderEmailHtml({ ...EMAIL, orderUrl: undefined });
    expect(html).not.toContain('Items');
    expect(html).not.toContain('View your order');
    expect(html).toContain('$12.00');
  });
});
