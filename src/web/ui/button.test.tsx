import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPINNER_MIN_MS } from '@/domain/constants';
import { Button } from './button';

describe('Button', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('keeps its spinner for at least 300 ms even when the work ends sooner (part 1 §4)', () => {
    vi.useFakeTimers();
    const { rerender } = render(<Button loading>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.disabled).toBe(true);

    act(() => vi.advanceTimersByTime(50));
    rerender(<Button loading={false}>Save</Button>);
    expect(button.getAttribute('aria-busy')).toBe('true');

    act(() => vi.advanceTimersByTime(SPINNER_MIN_MS - 60));
    expect(button.getAttribute('aria-busy')).toBe('true');
    act(() => vi.advanceTimersByTime(20));
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(button.disabled).toBe(false);
  });
});
