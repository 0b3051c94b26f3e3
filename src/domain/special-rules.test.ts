import { describe, expect, it } from 'vitest';
import { SPECIAL_RULE_MESSAGES as M, specialDraftErrors, type SpecialDraft } from './special-rules';
import { percentOffDiscount } from './special-test-fixtures';

/** The rules a special must keep to be saved (part 1 §3 Special, §5; README "Specials in the console"). */
const draft = (over: Partial<SpecialDraft>): SpecialDraft => ({
  ...percentOffDiscount(),
  startsAt: null,
  endsAt: null,
  itemCount: 3,
  targets: [],
  ...over,
});
const at = (iso: string) => new Date(iso);

describe('the discount each kind names', () => {
  it('takes a percent from 1 to 100 only', () => {
    expect(specialDraftErrors(draft({ discount_percent: 20 }))).toEqual({});
    expect(specialDraftErrors(draft({ discount_percent: 100 }))).toEqual({});
    for (const bad of [0, 101, null, Number.NaN]) expect(specialDraftErrors(draft({ discount_percent: bad }))).toEqual({ discount_percent: [M.percent] });
  });

  it('takes dollars off of at least a cent and a fixed price of $0 or more, both up to $1,000', () => {
    expect(specialDraftErrors(draft({ discount_type: 'dollar', discount_dollar_cents: 500 }))).toEqual({});
    expect(specialDraftErrors(draft({ discount_type: 'dollar', discount_dollar_cents: 0 }))).toEqual({ discount_dollar_cents: [M.amount] });
    expect(specialDraftErrors(draft({ discount_type: 'price', discount_dollar_cents: 0 }))).toEqual({});
    expect(specialDraftErrors(draft({ discount_type: 'price', discount_dollar_cents: 100_001 }))).toEqual({ discount_dollar_cents: [M.fixedPrice] });
    expect(M.amount).toBe('Use an amount from $0.01 to $1,000.00.');
  });

  it('keeps cart-level specials to a percent or dollars off, and bundles to the inventory level', () => {
    expect(specialDraftErrors(draft({ discount_level: 'cart', discount_type: 'price', discount_dollar_cents: 100 })).discount_type).toEqual([M.cartType]);
    expect(specialDraftErrors(draft({ discount_level: 'cart', discount_type: 'bundle', bundle_price_cents: 100, targets: [{ inventory_id: 1, quantity_required: 1 }] })).discount_level).toEqual([M.bundleLevel]);
  });
});

describe('what a special reaches', () => {
  it('refuses a bundle without targets, a target quantity out of 1–20, and a target listed twice', () => {
    const bundle = { discount_type: 'bundle' as const, bundle_price_cents: 4000, itemCount: 0 };
    expect(specialDraftErrors(draft({ ...bundle, targets: [] }))).toEqual({ targets: [M.bundleTargets] });
    expect(specialDraftErrors(draft({ ...bundle, targets: [{ inventory_id: 1, quantity_required: 2 }, { inventory_id: 2, quantity_required: 1 }] }))).toEqual({});
    expect(specialDraftErrors(draft({ ...bundle, targets: [{ inventory_id: 1, quantity_required: 21 }] }))).toEqual({ 'targets.0.quantity_required': [M.targetQuantity] });
    expect(specialDraftErrors(draft({ ...bundle, targets: [{ inventory_id: 1, quantity_required: 1 }, { inventory_id: 1, quantity_required: 1 }] }))).toEqual({ targets: [M.duplicateTarget] });
  });

  it('refuses an item special that touches no item; a cart special needs none', () => {
    expect(specialDraftErrors(draft({ itemCount: 0 }))).toEqual({ items: [M.noItems] });
    expect(specialDraftErrors(draft({ discount_level: 'cart', itemCount: 0 }))).toEqual({});
  });

  it('needs a usage type', () => {
    expect(specialDraftErrors(draft({ usage_types: [] }))).toEqual({ usage_types: [M.usageTypes] });
  });
});

describe('the schedule', () => {
  it('refuses an end at or before the start; either may be open', () => {
    expect(specialDraftErrors(draft({ startsAt: at('2026-12-01T05:00:00Z'), endsAt: at('2026-12-01T05:00:00Z') }))).toEqual({ ends_at: [M.endBeforeStart] });
    expect(specialDraftErrors(draft({ startsAt: at('2026-12-02T05:00:00Z'), endsAt: at('2026-12-01T05:00:00Z') }))).toEqual({ ends_at: [M.endBeforeStart] });
    expect(specialDraftErrors(draft({ startsAt: at('2026-12-01T05:00:00Z'), endsAt: null }))).toEqual({});
  });
});

describe('promo codes', () => {
  const promo = (codes: string[], over: Partial<SpecialDraft> = {}) => draft({ discount_level: 'cart', discount_type: 'dollar', discount_dollar_cents: 1000, promo_codes: codes, ...over });
  const welcome = { title: 'Welcome Offer', promo_codes: ['WELCOME10'], startsAt: at('2026-11-01T00:00:00Z'), endsAt: at('2026-12-01T00:00:00Z') };

  it('go on cart-level specials only, each once whatever its case', () => {
    expect(specialDraftErrors(promo(['SAVE5']))).toEqual({});
    expect(specialDraftErrors(draft({ promo_codes: ['SAVE5'] }))).toEqual({ promo_codes: [M.promoOnCart] });
    expect(specialDraftErrors(promo(['SAVE5', ' save5 ']))).toEqual({ promo_codes: [M.duplicateCodeInList] });
  });

  it("refuse a code another special of the store uses while both run, matched as the cart matches codes", () => {
    expect(specialDraftErrors(promo(['welcome10']), [welcome])).toEqual({ promo_codes: [M.promoInUse('welcome10', 'Welcome Offer')] });
    expect(specialDraftErrors(promo(['WELCOME10'], { startsAt: at('2026-12-01T00:00:00Z') }), [welcome])).toEqual({});
    expect(specialDraftErrors(promo(['WELCOME10'], { endsAt: at('2026-11-01T00:00:00Z') }), [welcome])).toEqual({});
    expect(specialDraftErrors(promo(['WELCOME10'], { startsAt: at('2026-11-30T23:00:00Z') }), [welcome]).promo_codes).toHaveLength(1);
  });
});
