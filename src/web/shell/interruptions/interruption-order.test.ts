import { describe, expect, it } from 'vitest';
import { allowedOn, currentInterruption, INTERRUPTIONS, mayShow, type Interruption, type InterruptionSituation, type ScreenKind } from './interruption-order';

const SCREENS: ScreenKind[] = ['shop', 'simple', 'checkout', 'staff', 'kiosk'];

/** Every interruption waiting at once: what a first visit stacked before issue 21. */
const everything = Object.fromEntries(INTERRUPTIONS.map((interruption) => [interruption, true])) as Record<Interruption, boolean>;

const on = (screen: ScreenKind, waiting: InterruptionSituation['waiting'], shopperDialogOpen = false): InterruptionSituation => ({
  screen,
  waiting,
  shopperDialogOpen,
});

/** Answers the current interruption on `screen` until none is left: the order a shopper meets them. */
function walk(screen: ScreenKind, waiting: InterruptionSituation['waiting']): Interruption[] {
  const left = { ...waiting };
  const met: Interruption[] = [];
  for (let current = currentInterruption(on(screen, left)); current; current = currentInterruption(on(screen, left))) {
    met.push(current);
    left[current] = false;
  }
  return met;
}

describe('interruptions: one at a time, in a fixed order (issue 21)', () => {
  it('a first visit to the shop meets age gate, store choice, cookie choice, special offer, marketing and install card, one after another', () => {
    expect(walk('shop', everything)).toEqual(['age-gate', 'store-choice', 'cookie-choice', 'special-offer', 'marketing-subscribe', 'install-card']);
  });

  it('only the current interruption may show; every later one waits for it', () => {
    const situation = on('shop', everything);
    expect(INTERRUPTIONS.filter((interruption) => mayShow(interruption, situation))).toEqual(['age-gate']);
    for (const [at, interruption] of INTERRUPTIONS.entries()) {
      const answeredBefore = Object.fromEntries(INTERRUPTIONS.map((other, index) => [other, index >= at]));
      const showing = INTERRUPTIONS.filter((other) => mayShow(other, on('shop', answeredBefore)) && answeredBefore[other]);
      expect(showing).toEqual([interruption]);
    }
  });

  it('an interruption that is not waiting holds nothing back', () => {
    expect(currentInterruption(on('shop', { 'install-card': true }))).toBe('install-card');
    expect(currentInterruption(on('shop', { 'cookie-choice': true, 'install-card': true }))).toBe('cookie-choice');
    expect(currentInterruption(on('shop', { 'age-gate': false, 'store-choice': false, 'special-offer': true }))).toBe('special-offer');
    expect(currentInterruption(on('shop', {}))).toBeUndefined();
  });

  it('an earlier one that starts waiting again takes its turn back (the cookie banner returns after Cookie Settings is closed unsaved)', () => {
    expect(mayShow('special-offer', on('shop', { 'cookie-choice': true }))).toBe(false);
    expect(currentInterruption(on('shop', { 'cookie-choice': true, 'install-card': true }))).toBe('cookie-choice');
  });

  it('the promotion waits until the cookie banner is answered or closed', () => {
    expect(mayShow('special-offer', on('shop', { 'cookie-choice': true }))).toBe(false);
    expect(mayShow('special-offer', on('shop', { 'cookie-choice': false }))).toBe(true);
  });

  it('the marketing dialog and the install card wait while the promotion is open', () => {
    const promotionOpen = on('shop', { 'special-offer': true });
    expect(mayShow('marketing-subscribe', promotionOpen)).toBe(false);
    expect(mayShow('install-card', promotionOpen)).toBe(false);
  });

  it('a marketing dialog that comes due while the install card is up takes its turn first', () => {
    expect(currentInterruption(on('shop', { 'marketing-subscribe': true, 'install-card': true }))).toBe('marketing-subscribe');
  });

  it('nothing interrupts a dialog the shopper opened (Cookie Settings), except the age gate', () => {
    const settingsOpen = (waiting: InterruptionSituation['waiting']) => on('shop', waiting, true);
    for (const interruption of INTERRUPTIONS.filter((each) => each !== 'age-gate')) {
      expect(mayShow(interruption, settingsOpen({ [interruption]: true }))).toBe(false);
    }
    expect(currentInterruption(settingsOpen({ 'age-gate': true }))).toBe('age-gate');
  });
});

describe('interruptions: never over checkout, the staff terminal or the kiosk (issue 21)', () => {
  it('checkout keeps the age gate (part 1 §2: every non-simple page) and the store chooser, and nothing else', () => {
    expect(walk('checkout', everything)).toEqual(['age-gate', 'store-choice']);
    for (const interruption of ['cookie-choice', 'special-offer', 'marketing-subscribe', 'install-card'] as const) {
      expect(mayShow(interruption, on('checkout', {}))).toBe(false);
    }
  });

  it('the staff terminal has the age gate only: no store chooser, cookie banner, promotion, marketing or install card', () => {
    expect(walk('staff', everything)).toEqual(['age-gate']);
    expect(currentInterruption(on('staff', { ...everything, 'age-gate': false }))).toBeUndefined();
  });

  it('the kiosk has none at all', () => {
    expect(walk('kiosk', everything)).toEqual([]);
    for (const interruption of INTERRUPTIONS) expect(allowedOn('kiosk', interruption)).toBe(false);
  });

  it('simple pages have no age gate (part 1 §2) and nothing to sell, but the cookie choice may be made there', () => {
    expect(walk('simple', everything)).toEqual(['cookie-choice']);
    // The unconfirmed age holds nothing back where there is no gate.
    expect(mayShow('cookie-choice', on('simple', { 'age-gate': true }))).toBe(true);
  });

  it('the cookie banner shows on the shop and simple pages only', () => {
    expect(SCREENS.filter((screen) => allowedOn(screen, 'cookie-choice'))).toEqual(['shop', 'simple']);
  });

  it('promotion, marketing and install card show on the shop only', () => {
    for (const interruption of ['special-offer', 'marketing-subscribe', 'install-card'] as const) {
      expect(SCREENS.filter((screen) => allowedOn(screen, interruption))).toEqual(['shop']);
    }
  });

  it('on any screen, at most one interruption may show at a time', () => {
    for (const screen of SCREENS) {
      for (let mask = 0; mask < 2 ** INTERRUPTIONS.length; mask += 1) {
        const waiting = Object.fromEntries(INTERRUPTIONS.map((interruption, bit) => [interruption, Boolean(mask & (1 << bit))]));
        const showing = INTERRUPTIONS.filter((interruption) => waiting[interruption] && mayShow(interruption, on(screen, waiting)));
        expect(showing.length).toBeLessThanOrEqual(1);
        expect(showing[0]).toBe(currentInterruption(on(screen, waiting)));
      }
    }
  });
});
