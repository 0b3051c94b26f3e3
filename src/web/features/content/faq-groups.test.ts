import { describe, expect, it } from 'vitest';
import { categoryId, defaultFaqTab, groupFaqs } from './faq-groups';
import { makeFaq } from './test-fixtures';

describe('FAQ grouping (part 1 §2 "FAQ module")', () => {
  it('keeps the spec order of categories, drops empty ones and orders questions by position', () => {
    const groups = groupFaqs([makeFaq('c', 'Other Questions', 1), makeFaq('b', 'Cannabis 101', 2), makeFaq('a', 'Cannabis 101', 1)]);
    expect(groups.map((group) => group.category)).toEqual(['Cannabis 101', 'Other Questions']);
    expect(groups[0]!.items.map((faq) => faq.uid)).toEqual(['a', 'b']);
  });

  it('opens on Online Ordering, or on the first category shown when Online Ordering is empty', () => {
    expect(defaultFaqTab(groupFaqs([makeFaq('a', 'Cannabis 101', 1), makeFaq('b', 'Online Ordering', 1)]))).toBe('Online Ordering');
    expect(defaultFaqTab(groupFaqs([makeFaq('a', 'Visiting the store', 1), makeFaq('b', 'Other Questions', 1)]))).toBe('Visiting the store');
    expect(defaultFaqTab([])).toBeUndefined();
  });

  it('makes ids from category names', () => {
    expect(categoryId('Visiting the store')).toBe('visiting-the-store');
    expect(categoryId('Cannabis 101')).toBe('cannabis-101');
  });
});
