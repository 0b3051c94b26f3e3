import { categoryLabel, type Category } from '@/domain/categories';
import type { UsageType } from '@/domain/usage-type';
import { ORDER_TEXT } from './order-text';
import { categoryPill, categoryRow } from './order-styles';

interface CategoryChoiceProps {
  /** The store's categories that have products, in menu order. */
  categories: readonly Category[];
  state: string;
  usageType: UsageType;
  value: Category | undefined;
  onChange: (category: Category) => void;
}

/** The menu's category filter: one large toggle per category (named as the shop names them). */
export function CategoryChoice({ categories, state, usageType, value, onChange }: CategoryChoiceProps) {
  if (categories.length === 0) return null;
  return (
    <ul className={categoryRow} aria-label={ORDER_TEXT.categories}>
      {categories.map((category) => (
        <li key={category}>
          <button type="button" className={categoryPill} aria-pressed={category === value} onClick={() => onChange(category)}>
            {categoryLabel(category, state, usageType)}
          </button>
        </li>
      ))}
    </ul>
  );
}
