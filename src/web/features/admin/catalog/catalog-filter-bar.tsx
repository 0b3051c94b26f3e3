import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { CATEGORIES, categoryLabel, STRAIN_LABELS, STRAIN_TYPES } from '@/domain/categories';
import { USAGE_LABEL, type UsageType } from '@/domain/usage-type';
import { Button } from '@/web/ui/button';
import { InputField } from '@/web/ui/input-field';
import { SimpleSelect } from '@/web/ui/select';
import { filterBar } from '../components/table-styles';
import type { CatalogView } from './catalog-filters';

const ANY = '';
const CATEGORY_OPTIONS = [{ value: ANY, label: 'All categories' }, ...CATEGORIES.map((category) => ({ value: category, label: categoryLabel(category) }))];
const STRAIN_OPTIONS = [{ value: ANY, label: 'All strain types' }, ...STRAIN_TYPES.map((type) => ({ value: type, label: STRAIN_LABELS[type] }))];
const VISIBILITY_OPTIONS = [
  { value: 'all', label: 'Shown and hidden' },
  { value: 'visible', label: 'Shown' },
  { value: 'hidden', label: 'Hidden' },
];
const STOCK_OPTIONS = [
  { value: 'all', label: 'Any stock' },
  { value: 'in', label: 'In stock' },
  { value: 'out', label: 'Sold out' },
];

/** Usage type, search (on Enter or Search) and the filters, each applied as it changes. */
export function CatalogFilterBar({ view, usageTypes, onChange }: { view: CatalogView; usageTypes: readonly UsageType[]; onChange: (next: Partial<CatalogView>) => void }) {
  const [search, setSearch] = useState(view.search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ search });
  };
  const usageOptions = (usageTypes.length ? usageTypes : (['recreational', 'medical'] as const)).map((usage) => ({ value: usage, label: USAGE_LABEL[usage] }));
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <form role="search" aria-label="Search items" onSubmit={submit} className={css({ display: 'flex', gap: '2', alignItems: 'end', maxW: '560px' })}>
        <InputField label="Search" type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder="Name, brand or sku" rootClassName={css({ flex: '1' })} />
        <Button type="submit" size="md" variant="outline">
          Search
        </Button>
      </form>
      <div className={filterBar}>
        <SimpleSelect label="Usage type" options={usageOptions} value={view.usageType} onValueChange={(value) => onChange({ usageType: value as UsageType })} />
        <SimpleSelect label="Category" options={CATEGORY_OPTIONS} value={view.category} onValueChange={(value) => onChange({ category: value as CatalogView['category'] })} />
        <SimpleSelect label="Strain type" options={STRAIN_OPTIONS} value={view.strainType} onValueChange={(value) => onChange({ strainType: value as CatalogView['strainType'] })} />
        <SimpleSelect label="Visibility" options={VISIBILITY_OPTIONS} value={view.visibility} onValueChange={(value) => onChange({ visibility: value as CatalogView['visibility'] })} />
        <SimpleSelect label="Stock" options={STOCK_OPTIONS} value={view.stock} onValueChange={(value) => onChange({ stock: value as CatalogView['stock'] })} />
      </div>
    </div>
  );
}
