import { describe, expect, test } from 'vitest';
import { contentState } from './content-state';

const now = new Date('2026-11-27T12:00:00Z');

describe('contentState (README "Content in the console")', () => {
  test('no publish date is a draft', () => expect(contentState(null, now)).toBe('draft'));
  test('a date still to come is scheduled', () => expect(contentState(new Date('2026-11-27T12:00:01Z'), now)).toBe('scheduled'));
  test('a date reached or passed is published', () => {
    expect(contentState(now, now)).toBe('published');
    expect(contentState(new Date('2020-01-01T00:00:00Z'), now)).toBe('published');
  });
});
