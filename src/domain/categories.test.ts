import { describe, expect, it } from 'vitest';
import { CATEGORIES, categoryFromSlug, categoryLabel, categorySlug, FLOWER_TYPE_CATEGORIES, isListTag, tagLabel } from './categories';

describe('categories (part 1 §9)', () => {
  it('has the twelve form categories in menu order', () => {
    expect(CATEGORIES).toEqual([
      'flower', 'vapes', 'edibles', 'prerolls', 'concentrates', 'topicals',
      'capsules', 'tinctures', 'oral_solutions', 'beverages', 'accessories', 'other',
    ]);
  });

  it('groups flower, prerolls, vapes and concentrates as flower-type', () => {
    expect([...FLOWER_TYPE_CATEGORIES].sort()).toEqual(['concentrates', 'flower', 'prerolls', 'vapes']);
  });

  it('labels medical edibles as Ingestibles in NY and PA only (part 1 §2, §9)', () => {
    expect(categoryLabel('edibles', 'NY', 'medical')).toBe('Ingestibles');
    expect(categoryLabel('edibles', 'PA', 'medical')).toBe('Ingestibles');
    expect(categoryLabel('edibles', 'NY', 'recreational')).toBe('Edibles');
    expect(categoryLabel('edibles', 'IL', 'medical')).toBe('Edibles');
    expect(categorySlug('edibles', 'PA', 'medical')).toBe('ingestibles');
    expect(categorySlug('edibles', 'MA', 'medical')).toBe('edibles');
  });

  it('reads list slugs back, ingestibles meaning edibles', () => {
    expect(categoryFromSlug('ingestibles')).toBe('edibles');
    expect(categoryFromSlug('oral_solutions')).toBe('oral_solutions');
    expect(categoryFromSlug('snacks')).toBeUndefined();
  });

  it('titles tag slugs', () => {
    expect(tagLabel('best-for-beginners')).toBe('Best For Beginners');
    expect(tagLabel('420-collection')).toBe('420 Collection');
  });
});

describe('list tags (part 1 §2 /collection, /consumption, /experience)', () => {
  it('knows the tags that have a list, and no other', () => {
    expect(isListTag('collection', 'staff-picks')).toBe(true);
    expect(isListTag('consumption', 'vape')).toBe(true);
    expect(isListTag('experience', 'beginner')).toBe(true);
    expect(isListTag('collection', 'vape')).toBe(false);
    expect(isListTag('consumption', 'no-such-tag')).toBe(false);
  });
});
