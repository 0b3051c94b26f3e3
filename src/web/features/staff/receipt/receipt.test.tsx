import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderStatus } from '@/domain/order-status';
import { makeOrder } from '@/web/shared/orders/test-fixtures';
import { makeStaffOrder } from '../test-fixtures';
import { Receipt } from './receipt';

afterEach(cleanup);

const printed = (status: OrderStatus, brandName: string | undefined = 'Apotheca', orderType: 'pickup' | 'delivery' = 'pickup') => {
  const { container } = render(<Receipt staffOrder={makeStaffOrder({ order: makeOrder({ status, order_type: orderType }) })} brandName={brandName} />);
  return container.querySelector<HTMLElement>('[data-receipt]')!;
};

describe('a receipt names the brand and the order status (issue 21: "a cancelled order prints like a live one")', () => {
  it('opens with the brand, then the store and its address', () => {
    const receipt = printed('submitted');
    const lines = [...receipt.querySelectorAll('header p')].map((line) => line.textContent);
    expect(lines.slice(0, 3)).toEqual(['Apotheca', 'Springfield Dispensary', '100 Main St']);
  });

  it("without the brand's name (not loaded) the store's full name stands at the top", () => {
    const { container } = render(<Receipt staffOrder={makeStaffOrder()} brandName={undefined} />);
    expect([...container.querySelectorAll('[data-receipt] header p')].map((line) => line.textContent).slice(0, 2)).toEqual(['Springfield', '100 Main St']);
  });

  it.each([
    ['submitted', 'pickup', 'Submitted'],
    ['fulfilled', 'pickup', 'Ready for Pickup'],
    ['picked_up', 'delivery', 'Out for Delivery'],
    ['finished', 'pickup', 'Picked Up'],
  ] as const)('a %s %s order prints its status, %s, and no warning', (status, orderType, label) => {
    const receipt = printed(status, 'Apotheca', orderType);
    expect(receipt.textContent).toContain(`Status${label}`);
    expect(receipt.querySelector('[data-receipt-stopped]')).toBeNull();
  });

  it.each([
    ['cancelled', 'Cancelled'],
    ['rejected', 'Rejected'],
  ] as const)('a %s order is unmistakable: a boxed %s at the top, and not to be handed over', (status, label) => {
    const receipt = printed(status);
    const banner = receipt.querySelector<HTMLElement>('[data-receipt-stopped]')!;
    expect(banner.firstElementChild!.textContent).toBe(label);
    expect(banner.textContent).toContain(`Order ${label.toLowerCase()}: do not hand over or charge.`);
    // Before the order's lines and totals, right under the store.
    expect(receipt.children[1]).toBe(banner);
    expect(receipt.textContent).toContain(`Status${label}`);
  });
});
