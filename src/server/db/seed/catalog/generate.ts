import type { Category } from '@/domain/categories';
import type { Rng } from '../random';
import type { ProductDraft } from './draft';
import { draftFlowerType } from './flower-type';
import { draftAccessory, draftOther } from './goods';
import { draftInfused } from './infused';

/** How a typical dispensary menu splits across the twelve forms (percent of items). */
export const CATEGORY_WEIGHTS: readonly (readonly [Category, number])[] = [
  ['flower', 22],
  ['vapes', 16],
  ['edibles', 15],
  ['prerolls', 12],
  ['concentrates', 8],
  ['tinctures', 5],
  ['topicals', 4],
  ['capsules', 4],
  ['beverages', 4],
  ['accessories', 5],
  ['oral_solutions', 3],
  ['other', 2],
];

/** One product of a category, as its maker describes it. `house` is the store brand's own label. */
export function draftProduct(rng: Rng, category: Category, house: { name: string; code: string }): ProductDraft {
  switch (category) {
    case 'flower':
    case 'prerolls':
    case 'vapes':
    case 'concentrates':
      return draftFlowerType(rng, category, house);
    case 'accessories':
      return draftAccessory(rng, house);
    case 'other':
      return draftOther(rng, house);
    default:
      return draftInfused(rng, category, house);
  }
}
