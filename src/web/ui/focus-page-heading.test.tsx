import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { focusPageHeading } from './focus-page-heading';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  cleanup();
});

/** Waits a few frames, the way the watcher checks. */
const frames = (count: number) => new Promise<void>((resolve) => {
  const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
  next(count);
});

describe('focusPageHeading (issue 21: focus lands on the page heading after choosing a store)', () => {
  it('focuses the h1 once the page shows it, making it focusable only by script', async () => {
    const { rerender } = render(<main tabIndex={-1} />);
    stop = focusPageHeading();
    await frames(3);
    rerender(
      <main tabIndex={-1}>
        <h1>Flower</h1>
      </main>,
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
    expect(screen.getByRole('heading', { level: 1 }).getAttribute('tabindex')).toBe('-1');
  });

  it('never takes focus from a control that has it (a dialog that opened next, a field)', async () => {
    render(
      <main>
        <h1>Flower</h1>
        <button type="button">Accept All</button>
      </main>,
    );
    screen.getByRole('button').focus();
    stop = focusPageHeading();
    await frames(5);
    expect(document.activeElement).toBe(screen.getByRole('button'));
  });

  it("stops at the person's next key press: a heading shown after it does not take focus", async () => {
    const { rerender } = render(<main />);
    stop = focusPageHeading();
    fireEvent.keyDown(document.body, { key: 'Tab' });
    rerender(
      <main>
        <h1>Flower</h1>
      </main>,
    );
    await frames(5);
    expect(document.activeElement).toBe(document.body);
  });
});
