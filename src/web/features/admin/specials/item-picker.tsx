import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useSnapshot } from 'valtio';
import { css } from 'styled-system/css';
import type { SpecialItemRef } from '@/api/admin-specials';
import { categoryLabel, isCategory, type Category } from '@/domain/categories';
import { SEARCH_DEBOUNCE_MS } from '@/domain/constants';
import { LoadFailed } from '@/web/shared/load-failed';
import { sessionState } from '@/web/state/session';
import { Button } from '@/web/ui/button';
import { Checkbox } from '@/web/ui/checkbox';
import { TextField } from '@/web/ui/field';
import { useDebouncedValue } from '@/web/ui/hooks/use-debounced-value';
import { muted } from '@/web/ui/page-styles';
import { SimpleSelect } from '@/web/ui/select';
import { Skeleton } from '@/web/ui/skeleton';
import { specialItemsQueryOptions } from '../api/specials';
import { CONSOLE_OFFLINE } from '../components/console-messages';

const ANY = '';
const list = css({ listStyle: 'none', p: '0', m: '0', display: 'flex', flexDirection: 'column', gap: '1', maxH: '16rem', overflowY: 'auto' });
const row = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', py: '1', borderBottom: '1px solid token(colors.line)' });

interface ItemSearchProps {
  storeId: number;
  /** Names the search for screen readers: 'Items' or 'Bundle targets'. */
  label: string;
  chosen: readonly number[];
  onAdd: (item: SpecialItemRef) => void;
}

const ROVING_KEYS: Record<string, (index: number, last: number) => number> = {
  ArrowDown: (index, last) => Math.min(index + 1, last),
  ArrowUp: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_index, last) => last,
};

/**
 * Searches the store's items by name or sku, narrowed by brand and category; each result adds with one button.
 * The results are one tab stop (roving tabindex): arrow keys, Home and End move between their Add buttons,
 * so twenty results do not stand between the search and the rest of the form.
 */
export function ItemSearch({ storeId, label, chosen, onAdd }: ItemSearchProps) {
  const { userId } = useSnapshot(sessionState);
  const [search, setSearch] = useState('');
  const [brand, setBrand] = useState(ANY);
  const [category, setCategory] = useState(ANY);
  // One request once typing pauses, not one (and one cached answer) per keystroke.
  const settled = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const query = { ...(settled ? { search: settled } : {}), ...(brand ? { brand } : {}), ...(isCategory(category) ? { category } : {}) };
  const found = useQuery(specialItemsQueryOptions(userId, storeId, query));
  const results = found.data?.data ?? [];
  const [active, setActive] = useState(0);
  const current = Math.min(active, Math.max(results.length - 1, 0));
  const listRef = useRef<HTMLUListElement>(null);
  const move = (event: KeyboardEvent) => {
    const next = ROVING_KEYS[event.key]?.(current, results.length - 1);
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    listRef.current?.querySelectorAll<HTMLElement>('button')[next]?.focus();
  };
  const hintId = useId();
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', xs: 'repeat(3, minmax(0, 1fr))' }, gap: '2' })}>
        <TextField label={`Search ${label.toLowerCase()}`} type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder="Name or sku" />
        <SimpleSelect label="Brand" value={brand} onValueChange={setBrand} options={[{ value: ANY, label: 'Any brand' }, ...(found.data?.brands ?? []).map((value) => ({ value, label: value }))]} />
        <SimpleSelect label="Category" value={category} onValueChange={setCategory} options={[{ value: ANY, label: 'Any category' }, ...(found.data?.categories ?? []).filter(isCategory).map((value) => ({ value, label: categoryLabel(value) }))]} />
      </div>
      {found.isError && <LoadFailed error={found.error} message={found.error.message} offlineMessage={CONSOLE_OFFLINE} onRetry={() => void found.refetch()} retrying={found.isFetching} />}
      {!found.data && !found.isError && <Skeleton height="6rem" />}
      {results.length > 1 && (
        <p id={hintId} className={css({ fontSize: 'xs', color: 'muted' })}>
          Up and down arrows move between the results.
        </p>
      )}
      <ul ref={listRef} className={list} aria-label={`${label} found`} onKeyDown={move}>
        {results.map((item, index) => {
          const added = chosen.includes(item.id);
          return (
            <li key={item.id} className={row}>
              <span>
                {item.name} <span className={muted}>· {item.brand}</span>
              </span>
              {/* aria-disabled, not disabled: an added result keeps focus and its place in the arrow-key order. */}
              <Button
                size="sm"
                variant="outline"
                tabIndex={index === current ? 0 : -1}
                aria-disabled={added || undefined}
                aria-describedby={results.length > 1 ? hintId : undefined}
                onFocus={() => setActive(index)}
                onClick={() => !added && onAdd(item)}
                aria-label={`Add ${item.name}`}
              >
                {added ? 'Added' : 'Add'}
              </Button>
            </li>
          );
        })}
        {found.data && found.data.data.length === 0 && <li className={muted}>No items match.</li>}
      </ul>
    </div>
  );
}

/** Every brand and category of the store as checkboxes: the special reaches every item of those chosen. */
export function RulePicker({ storeId, brands, categories, onChange }: { storeId: number; brands: readonly string[]; categories: readonly Category[]; onChange: (next: { brands: string[]; categories: Category[] }) => void }) {
  const { userId } = useSnapshot(sessionState);
  const all = useQuery(specialItemsQueryOptions(userId, storeId, {}));
  const toggle = <T,>(values: readonly T[], value: T, on: boolean) => (on ? [...values, value] : values.filter((entry) => entry !== value));
  const box = css({ border: '1px solid token(colors.line)', borderRadius: 'md', p: '3', m: '0', display: 'flex', flexWrap: 'wrap', gap: '2', maxH: '12rem', overflowY: 'auto' });
  if (all.isError) return <LoadFailed error={all.error} message={all.error.message} offlineMessage={CONSOLE_OFFLINE} onRetry={() => void all.refetch()} retrying={all.isFetching} />;
  if (!all.data) return <Skeleton height="8rem" />;
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', xs: 'repeat(2, minmax(0, 1fr))' }, gap: '3' })}>
      <fieldset className={box}>
        <legend className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>Every item of these brands</legend>
        {(all.data?.brands ?? []).map((brand) => (
          <Checkbox key={brand} checked={brands.includes(brand)} onCheckedChange={({ checked }) => onChange({ brands: toggle(brands, brand, checked), categories: [...categories] })}>
            {brand}
          </Checkbox>
        ))}
      </fieldset>
      <fieldset className={box}>
        <legend className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>In these categories</legend>
        {(all.data?.categories ?? []).filter(isCategory).map((category) => (
          <Checkbox key={category} checked={categories.includes(category)} onCheckedChange={({ checked }) => onChange({ brands: [...brands], categories: toggle(categories, category, checked) })}>
            {categoryLabel(category)}
          </Checkbox>
        ))}
      </fieldset>
    </div>
  );
}
