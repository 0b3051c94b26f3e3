import { describe, expect, it } from 'vitest';
import { sanitizeSearch } from './search';

describe('search text (part 1 §5)', () => {
  it('removes double quotes and backslashes', () => {
    expect(sanitizeSearch('"blue \\dream"')).toBe('blue dream');
  });
  it('treats blank as no search so the parameter is cleared', () => {
    expect(sanitizeSearch('  ')).toBeUndefined();
    expect(sanitizeSearch('""')).toBeUndefined();
    expect(sanitizeSearch(undefined)).toBeUndefined();
  });
});
