/**
 * Why /login was asked for, when a screen that needs an account sent the shopper here (part 2 §2
 * redirects every account screen to /login): the first line of the page says so, and that they
 * come back after signing in (the `from` query brings them), instead of a bare form.
 */
const REASONS: readonly { matches: (path: string) => boolean; text: string }[] = [
  { matches: (path) => path === '/cart' || path.startsWith('/cart?'), text: "Your cart is kept with your account. Log in to see it and place your order; you'll come right back to your cart." },
  { matches: (path) => /^\/(orders|order\/)/.test(path), text: "Log in to see your orders and their status; you'll come right back to them." },
  { matches: (path) => /^\/account(\/|\?|$)/.test(path), text: "Log in to see your account; you'll come right back to it." },
];

export const DEFAULT_LOGIN_INTRO = 'Sign in to order online and see your orders and rewards.';

/** The login page's first line for a return path (already checked as same-site). */
export function signInReason(returnPath: string | undefined): string {
  if (!returnPath) return DEFAULT_LOGIN_INTRO;
  return REASONS.find((reason) => reason.matches(returnPath))?.text ?? DEFAULT_LOGIN_INTRO;
}
