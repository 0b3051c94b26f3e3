import { describe, expect, it } from 'vitest';
import { allowsLoyaltyClaims, dealsLabel, showsDeliveryInfo, showsFaq, showsDealsDropdown, showsFooterLink, showsGuideLearnMore, showsLearn, type FooterLinkContext } from './store-state';

const main = { isMainBrand: true, usage: 'recreational' as const };

describe('header rules per state and brand (part 1 §2, §9)', () => {
  it("labels Deals 'New Pricing' for MA recreational, 'Savings' in PA and OH, else 'Deals'", () => {
    expect(dealsLabel({ ...main, state: 'MA' })).toBe('New Pricing');
    expect(dealsLabel({ ...main, state: 'MA', usage: 'medical' })).toBe('Deals');
    expect(dealsLabel({ ...main, state: 'PA' })).toBe('Savings');
    expect(dealsLabel({ ...main, state: 'OH', usage: 'medical' })).toBe('Savings');
    expect(dealsLabel({ ...main, state: 'NY' })).toBe('Deals');
  });

  it('hides the Deals dropdown for MA recreational only', () => {
    expect(showsDealsDropdown({ ...main, state: 'MA' })).toBe(false);
    expect(showsDealsDropdown({ ...main, state: 'MA', usage: 'medical' })).toBe(true);
  });

  it('shows Learn only for the main brand outside OH and PA', () => {
    expect(showsLearn({ ...main, state: 'NY' })).toBe(true);
    expect(showsLearn({ ...main, state: 'OH' })).toBe(false);
    expect(showsLearn({ ...main, state: 'PA' })).toBe(false);
    expect(showsLearn({ ...main, state: 'MA', isMainBrand: false })).toBe(false);
  });

  it("hides the guide's Learn More in OH", () => {
    expect(showsGuideLearnMore({ state: 'OH' })).toBe(false);
    expect(showsGuideLearnMore({ state: 'IL' })).toBe(true);
  });
});

describe('footer quick-link filtering (part 1 §2)', () => {
  const ctx = (overrides: Partial<FooterLinkContext>): FooterLinkContext => ({
    ...main, state: 'NY', loggedIn: false, rewardsAllowed: true, ...overrides,
  });

  it('hides Loyalty in MA and PA, FAQ in OH; Delivery Info only in FL; HIPAA only in IL', () => {
    expect(showsFooterLink('loyalty', ctx({ state: 'MA' }))).toBe(false);
    expect(showsFooterLink('loyalty', ctx({ state: 'PA' }))).toBe(false);
    expect(showsFooterLink('loyalty', ctx({ state: 'AZ' }))).toBe(true);
    expect(showsFooterLink('faq', ctx({ state: 'OH' }))).toBe(false);
    expect(showsFooterLink('delivery_info', ctx({ state: 'FL' }))).toBe(true);
    expect(showsFooterLink('delivery_info', ctx({ state: 'NY' }))).toBe(false);
    expect(showsFooterLink('hipaa', ctx({ state: 'IL' }))).toBe(true);
    expect(showsFooterLink('hipaa', ctx({ state: 'NY' }))).toBe(false);
  });

  it('keeps About, Delivery, Careers, Reviews, FAQ and Rewards to the main brand', () => {
    for (const key of ['about', 'delivery', 'careers', 'reviews', 'faq', 'rewards'] as const) {
      expect(showsFooterLink(key, ctx({ isMainBrand: false, state: 'MA' }))).toBe(false);
      expect(showsFooterLink(key, ctx({}))).toBe(true);
    }
  });

  it('shows My Account only when logged in and Rewards only when the account option allows', () => {
    expect(showsFooterLink('my_account', ctx({}))).toBe(false);
    expect(showsFooterLink('my_account', ctx({ loggedIn: true }))).toBe(true);
    expect(showsFooterLink('rewards', ctx({ rewardsAllowed: false }))).toBe(false);
  });
});

describe('other store-state exceptions (part 1 §9)', () => {
  it('hides the FAQ page and module in OH only', () => {
    expect(showsFaq({ state: 'OH' })).toBe(false);
    for (const state of ['NY', 'IL', 'AZ', 'MA', 'PA', 'FL']) expect(showsFaq({ state })).toBe(true);
  });

  it('offers Delivery Info in FL only', () => {
    expect(showsDeliveryInfo({ state: 'FL' })).toBe(true);
    expect(showsDeliveryInfo({ state: 'NY' })).toBe(false);
  });

  it('disables loyalty claims in OH', () => {
    expect(allowsLoyaltyClaims({ state: 'OH' })).toBe(false);
    expect(allowsLoyaltyClaims({ state: 'MA' })).toBe(true);
  });
});
