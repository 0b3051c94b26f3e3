import type { Category } from '@/domain/categories';

/** How soon a product is felt and for how long, by the way its category is taken (part 1 §2). */
export interface OnsetText {
  onset: string;
  duration: string;
}

const INHALED: OnsetText = { onset: 'Within a few minutes', duration: '1 to 3 hours' };
const SWALLOWED: OnsetText = { onset: '30 minutes to 2 hours', duration: '4 to 8 hours' };
const SUBLINGUAL: OnsetText = { onset: '15 to 45 minutes', duration: '2 to 6 hours' };
const TOPICAL: OnsetText = { onset: '15 to 30 minutes, where applied', duration: '2 to 4 hours' };

const ONSET_BY_CATEGORY: Partial<Record<Category, OnsetText>> = {
  flower: INHALED,
  prerolls: INHALED,
  vapes: INHALED,
  concentrates: INHALED,
  edibles: SWALLOWED,
  capsules: SWALLOWED,
  beverages: { onset: '15 minutes to 1 hour', duration: '2 to 6 hours' },
  tinctures: SUBLINGUAL,
  oral_solutions: SUBLINGUAL,
  topicals: TOPICAL,
};

/** Onset and duration for a category; accessories and other have none. */
export function onsetFor(category: Category): OnsetText | undefined {
  return ONSET_BY_CATEGORY[category];
}

/** The fixed advice shown with every dosing section. */
export const DOSING_ADVICE =
  'Start low and go slow. Wait for the full onset time before taking more, and talk with a budtender or your care provider about what is right for you.';
