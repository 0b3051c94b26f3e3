import { describe, expect, it } from 'vitest';
import { dealsPagePath } from './deals-path';

describe('the deals page per state and usage type (part 1 §2 "The deals listing is a content page")', () => {
  it('gives each state its own /page, and Massachusetts one per usage type', () => {
    expect(dealsPagePath('NY', 'recreational')).toBe('/page/deals-ny');
    expect(dealsPagePath('FL', 'medical')).toBe('/page/deals-fl');
    expect(dealsPagePath('MA', 'medical')).toBe('/page/deals-ma-medical');
    expect(dealsPagePath('MA', 'recreational')).toBe('/page/deals-ma-adult-use');
  });

  it('falls back to the specials list while no store is known', () => {
    expect(dealsPagePath(undefined, 'recreational')).toBe('/specials');
  });
});
