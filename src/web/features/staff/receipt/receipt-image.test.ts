import { describe, expect, it } from 'vitest';
import { isReceiptImage, receiptImage } from './receipt-image';

describe('receipt images (part 2 §7: fetched only when jpg, jpeg, png or gif)', () => {
  it.each(['/images/a.jpg', '/images/a.JPEG', 'https://cdn.example.test/p/a.png', '/a.gif?v=3', '/a.png#front'])('prints %s', (url) => {
    expect(isReceiptImage(url)).toBe(true);
  });

  it.each(['/images/products/flower.svg', '/a.webp', '/a.jpg.svg', '/images/no-extension', '/a.png/large', '', undefined, null])('leaves off %s', (url) => {
    expect(isReceiptImage(url)).toBe(false);
  });

  it("a line's first printable picture, or none", () => {
    expect(receiptImage(['/a.svg', '/b.webp', '/c.jpg', '/d.png'])).toBe('/c.jpg');
    expect(receiptImage(['/images/products/flower.svg'])).toBeUndefined();
    expect(receiptImage([])).toBeUndefined();
  });
});
