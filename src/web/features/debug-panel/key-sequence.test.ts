import { describe, expect, it } from 'vitest';
import { createSequenceMatcher } from './key-sequence';

const KONAMI = ['ArrowUp', 'ArrowUp', 'ArrowDown', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'ArrowLeft', 'ArrowRight', 'b', 'a'];
const feed = (keys: string[]) => {
  const matches = createSequenceMatcher();
  return keys.map((key) => matches(key));
};

describe('the debug panel key sequences (part 1 §4 "A secret key sequence toggles a debug panel")', () => {
  it('the Konami code matches on its last key, also with a capital B A', () => {
    expect(feed(KONAMI)).toEqual([...Array(9).fill(false), true]);
    expect(feed([...KONAMI.slice(0, 8), 'B', 'A']).at(-1)).toBe(true);
  });

  it("typing 'apodebug' matches, after any other keys", () => {
    expect(feed([...'xxapodebug']).at(-1)).toBe(true);
  });

  it('a wrong key in between breaks the sequence; it matches again only when typed again in full', () => {
    expect(feed([...'apodxebug']).some(Boolean)).toBe(false);
    const results = feed([...'apodebug', ...'bug', ...'apodebug']);
    expect(results.filter(Boolean)).toHaveLength(2);
    expect(results.slice(8, 11)).toEqual([false, false, false]);
  });
});
