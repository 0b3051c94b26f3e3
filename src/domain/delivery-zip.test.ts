import { describe, expect, it } from 'vitest';
import { canSubmitZip, deliveryCheck, deliveryNotOfferedText, deliversTo, type DeliveryStoreInput } from './delivery-zip';
import { OPEN_STORE } from './store-ordering-test-kit';

const store = (id: number, overrides: Partial<DeliveryStoreInput> = {}): DeliveryStoreInput => ({
  ...OPEN_STORE,
  id,
  name: `Store ${id}`,
  ecomm_display_name: null,
  is_med_delivery: true,
  is_rec_delivery: false,
  delivery_valid_zips: ['33609', '33606'],
  ...overrides,
});

describe('part 1 §5 delivery zip field', () => {
  it('enables Submit only at exactly 5 digits', () => {
    expect(canSubmitZip('3360')).toBe(false);
    expect(canSubmitZip('33609')).toBe(true);
    expect(canSubmitZip('336090')).toBe(false);
    expect(canSubmitZip('3360a')).toBe(false);
  });
});

describe('part 1 §2/§4 delivery check', () => {
  it('a store delivers a usage type only where it serves the zip, delivers that usage and takes orders', () => {
    expect(deliversTo(store(1), '33609', 'medical')).toBe(true);
    expect(deliversTo(store(1), '33609', 'recreational')).toBe(false);
    expect(deliversTo(store(1), '10001', 'medical')).toBe(false);
    expect(deliversTo(store(1, { temp_closed_med: 'closed' }), '33609', 'medical')).toBe(false);
    expect(deliversTo(store(1, { is_divested: true }), '33609', 'medical')).toBe(false);
  });

  it('chooses the current store directly when it delivers there', () => {
    const found = [store(1), store(2)];
    expect(deliveryCheck(found, '33609', 'medical', 2)).toEqual({ kind: 'current', store: found[1] });
  });

  it('lists the other eligible stores, or says delivery is not offered', () => {
    const found = [store(1), store(2, { is_med_delivery: false, is_rec_delivery: true })];
    expect(deliveryCheck(found, '33609', 'medical', 9)).toEqual({ kind: 'eligible', stores: [found[0]] });
    expect(deliveryCheck(found, '33609', 'recreational', undefined)).toEqual({ kind: 'eligible', stores: [found[1]] });
    expect(deliveryCheck([], '90210', 'medical', 1)).toEqual({ kind: 'none' });
    expect(deliveryCheck(found, '90210', 'medical', 1)).toEqual({ kind: 'none' });
  });

  it("words the not-offered message with the zip (part 1 §8)", () => {
    expect(deliveryNotOfferedText('90210')).toBe(
      "Sorry, but it looks like we don't deliver to 90210. Continue by shopping pickup or try to enter another zip code.",
    );
  });
});
