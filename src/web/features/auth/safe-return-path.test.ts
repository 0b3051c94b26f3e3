import { describe, expect, it } from 'vitest';
import { isSameSitePath, returnPathFrom } from './safe-return-path';

describe('the return path of /login (part 2 §2: `from` holds it, double-encoded)', () => {
  it('decodes the value once more, keeping the query of the page', () => {
    // The URL carried %252Fproducts%252Fflower%253Fsort%253Dprice; the router decoded it once.
    expect(returnPathFrom('%2Fproducts%2Fflower%3Fsort%3Dprice')).toBe('/products/flower?sort=price');
    expect(returnPathFrom('%2Faccount')).toBe('/account');
  });

  it('accepts a path that was only encoded once', () => {
    expect(returnPathFrom('/account/transactional')).toBe('/account/transactional');
  });

  it.each([
    ['another site by scheme', encodeURIComponent('https://evil.example/steal')],
    ['a protocol-relative URL', encodeURIComponent('//evil.example')],
    ['a backslash the browser reads as a slash', encodeURIComponent('/\\evil.example')],
    ['a script URL', encodeURIComponent('javascript:alert(1)')],
    ['a relative path', encodeURIComponent('account')],
    ['a hidden control character', encodeURIComponent('/\t/evil.example')],
    ['broken encoding', '%E0%A4%A'],
    ['nothing', ''],
  ])('refuses %s', (_name, from) => {
    expect(returnPathFrom(from)).toBeUndefined();
  });

  it('never returns to /login itself', () => {
    expect(returnPathFrom(encodeURIComponent('/login?from=%2Faccount'))).toBeUndefined();
  });

  it('same-site check on plain paths (the `next` of phone verification)', () => {
    expect(isSameSitePath('/account/transactional')).toBe(true);
    expect(isSameSitePath('//evil.example/account')).toBe(false);
    expect(isSameSitePath(undefined)).toBe(false);
  });
});
