import { describe, expect, it } from 'vitest';
import { below } from './breakpoints';

describe('breakpoint queries', () => {
  it('end just below the breakpoint, where Panda’s min-width condition begins', () => {
    expect(below('tablet')).toBe('(max-width: 766.98px)');
    expect(below('sm')).toBe('(max-width: 959.98px)');
  });
});
