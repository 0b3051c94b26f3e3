import { describe, expect, it } from 'vitest';
import { priceCart, promoShortfallCents } from './cart-pricing';
import { cart, dollarsOff, percent, subtotal } from './cart-pricing-test-kit';

describe('promoShortfallCents: what a single-use code gives up on this cart (part 2 §8 promo notice)', () => {
  const promoOn = (subtotalCents: number, singleUse = true, terms = dollarsOff(2, 1000)) =>
    priceCart(cart({ lines: subtotal(subtotalCents), cartSpecials: [dollarsOff(1, 1000)], promo: { code: 'WELCOME10', terms, singleUse } })).promo!;

  it('is the face value less what the code takes when the special left less than the face value', () => {
    const promo = promoOn(1600); // the $10 special leaves $6
    expect(promo).toMatchObject({ discountCents: 600, faceValueCents: 1000 });
    expect(promoShortfallCents(promo)).toBe(400);
    expect(promoShortfallCents(promoOn(1000))).toBe(1000); // nothing left: the code would take $0
  });

  it('is 0 when the code is used in full, may be used again, or is a percentage', () => {
    expect(promoShortfallCents(promoOn(2000))).toBe(0);
    expect(promoShortfallCents(promoOn(1600, false))).toBe(0);
    const percentage = promoOn(1600, true, percent(2, 50));
    expect(percentage).toMatchObject({ discountCents: 300, faceValueCents: null });
    expect(promoShortfallCents(percentage)).toBe(0);
  });
});
