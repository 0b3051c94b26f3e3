import { describe, expect, it } from 'vitest';
import { screenKindOf, type PortalKind } from './screen-kind';

const shopper = { portal: 'shopper' as PortalKind, kioskDevice: false };

describe('screen kinds for interruptions (issue 21)', () => {
  it('the shop: home, lists, product pages, account and order pages', () => {
    for (const path of ['/', '/products/flower', '/product/12', '/specials', '/account', '/orders', '/order/5', '/locations']) {
      expect(screenKindOf(path, shopper)).toBe('shop');
    }
  });

  it('checkout: the cart, with or without a trailing path', () => {
    expect(screenKindOf('/cart', shopper)).toBe('checkout');
    expect(screenKindOf('/cart/', shopper)).toBe('checkout');
    expect(screenKindOf('/checkout', shopper)).toBe('checkout');
    expect(screenKindOf('/cartoons', shopper)).toBe('shop');
  });

  it('simple pages: sign-in and registration (part 1 §2)', () => {
    for (const path of ['/login', '/register', '/register/verify-email', '/forgot-password', '/verify-password-change']) {
      expect(screenKindOf(path, shopper)).toBe('simple');
    }
  });

  it('the staff terminal: every screen of a portal user, and the operator console', () => {
    for (const path of ['/', '/orders', '/cart', '/product/12']) expect(screenKindOf(path, { portal: 'staff', kioskDevice: false })).toBe('staff');
    expect(screenKindOf('/admin', shopper)).toBe('staff');
    expect(screenKindOf('/admin/stores', shopper)).toBe('staff');
  });

  it("is held as the staff terminal while a signed-in person's account is read", () => {
    expect(screenKindOf('/orders', { portal: 'checking', kioskDevice: false })).toBe('staff');
  });

  it('the kiosk: its screens and setup, and a pinned device anywhere (its sign-in page too)', () => {
    for (const path of ['/kiosk', '/kiosk/', '/kiosk/setup', '/kiosk/check-in']) expect(screenKindOf(path, shopper)).toBe('kiosk');
    expect(screenKindOf('/kiosk/setup', { portal: 'staff', kioskDevice: false })).toBe('kiosk');
    expect(screenKindOf('/login', { portal: 'shopper', kioskDevice: true })).toBe('kiosk');
  });
});
