import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from '@/domain/constants';
import { maxLineQuantity } from '@/domain/line-quantity';
import { QuantityPicker } from './quantity-picker';

function Harness({ sellable }: { sellable: number }) {
  const [value, setValue] = useState(1);
  return <QuantityPicker value={value} max={maxLineQuantity(sellable)} onChange={setValue} />;
}

const decrease = () => screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement;
const increase = () => screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement;
const field = () => screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement;

describe('QuantityPicker', () => {
  afterEach(cleanup);

  it('disables decrement at 1 and increment at the sellable stock', () => {
    render(<Harness sellable={3} />);
    expect(decrease().disabled).toBe(true);
    fireEvent.click(increase());
    fireEvent.click(increase());
    expect(field().value).toBe('3');
    expect(increase().disabled).toBe(true);
    expect(decrease().disabled).toBe(false);
  });

  it('caps at MAX_LINE_QUANTITY even with more stock', () => {
    render(<Harness sellable={500} />);
    fireEvent.change(field(), { target: { value: '99' } });
    fireEvent.blur(field());
    expect(field().value).toBe(String(MAX_LINE_QUANTITY));
    expect(increase().disabled).toBe(true);
  });

  it('ignores a typed value that is not numeric', () => {
    render(<Harness sellable={10} />);
    fireEvent.change(field(), { target: { value: 'two' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(field().value).toBe('1');
  });
});
