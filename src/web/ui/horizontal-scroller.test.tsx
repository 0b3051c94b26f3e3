import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollArrows, useHorizontalScroller } from './horizontal-scroller';

function Carousel() {
  const { ref, edges, measure, scrollBy } = useHorizontalScroller<HTMLDivElement>(12);
  return (
    <>
      <ScrollArrows what="products" edges={edges} onScroll={scrollBy} />
      <div ref={ref} onScroll={measure} data-testid="scroller" />
    </>
  );
}

/** A scroller of 1216 px showing 2394 px of tiles, as the home page's carousel at 1280 px. */
const arrow = (side: 'left' | 'right') => screen.getByRole<HTMLButtonElement>('button', { name: `Scroll products ${side}` });

function laidOut(element: HTMLElement) {
  Object.defineProperties(element, { clientWidth: { value: 1216, configurable: true }, scrollWidth: { value: 2394, configurable: true }, scrollLeft: { value: 0, configurable: true } });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Part 1 §9 horizontal scroll: the arrows say whether there is more to either side.
describe('the scroller arrows', () => {
  it('offer more to the right once the scroller is laid out, even when it was hidden at first (a page shown before the app)', () => {
    const observers: { callback: () => void; targets: Element[] }[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        targets: Element[] = [];
        constructor(callback: () => void) {
          observers.push({ callback, targets: this.targets });
        }
        observe(target: Element) {
          this.targets.push(target);
        }
        disconnect() {}
      },
    );
    render(<Carousel />);
    // Hidden behind the page shown first: nothing to measure, so both arrows wait.
    expect(arrow('right').disabled).toBe(true);

    const scroller = screen.getByTestId('scroller');
    laidOut(scroller);
    const observer = observers.find((entry) => entry.targets.includes(scroller))!;
    act(() => observer.callback());
    expect(arrow('right').disabled).toBe(false);
    expect(arrow('left').disabled).toBe(true);
  });
});
