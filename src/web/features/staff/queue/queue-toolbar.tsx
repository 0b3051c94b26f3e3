import { css } from 'styled-system/css';
import { InputField } from '@/web/ui/input-field';
import { SimpleSelect } from '@/web/ui/select';
import { QUEUE_ORDER_TYPE_VALUES, QUEUE_SORT_VALUES, type QueueOrderType, type QueueSort } from './queue-view-prefs';
import { QUEUE_ORDER_TYPES, QUEUE_SORTS } from './queue-view';

export const QUEUE_SEARCH_LABEL = 'Search orders';
export const QUEUE_TYPE_LABEL = 'Type';
export const QUEUE_SORT_LABEL = 'Sort';
const ALL_TYPES = 'all';

const TYPE_OPTIONS = [{ value: ALL_TYPES, label: 'All types' }, ...QUEUE_ORDER_TYPE_VALUES.map((value) => ({ value, label: QUEUE_ORDER_TYPES[value] }))];
const SORT_OPTIONS = QUEUE_SORT_VALUES.map((value) => ({ value, label: QUEUE_SORTS[value] }));

/** A select with its label beside it, so the toolbar stays one line on a counter screen. */
const inlineSelect = css({
  flexDirection: 'row',
  alignItems: 'center',
  gap: '2',
  // On a phone the two selects share a line; the recipe's full width gives way from 600 px.
  flex: { base: '1 1 0', xs: '0 0 auto' },
  minW: '0',
  width: { xs: 'auto' },
  '& [data-part=control], & [data-part=value-text]': { minW: '0' },
  '& [data-part=control]': { flex: '1' },
  '& [data-part=trigger]': { minW: { xs: '10.5rem' } },
});

export interface QueueToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
  type: QueueOrderType | undefined;
  onTypeChange: (type: QueueOrderType | undefined) => void;
  sort: QueueSort;
  onSortChange: (sort: QueueSort) => void;
}

/**
 * Finding an order at the counter: search by name, order number or phone, show one order type, and
 * order the list by time, status, order type or name. Beside the title on a wide screen; under it on a phone.
 */
export function QueueToolbar({ search, onSearchChange, type, onTypeChange, sort, onSortChange }: QueueToolbarProps) {
  return (
    <div role="search" aria-label="Find orders" className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', flex: '1', justifyContent: { base: 'flex-start', sm: 'flex-end' } })}>
      <InputField
        label={QUEUE_SEARCH_LABEL}
        hideLabel
        type="search"
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        placeholder="Name, order # or phone"
        autoComplete="off"
        rootClassName={css({ flex: { base: '1 1 100%', xs: '1 1 14rem' }, maxW: { xs: '20rem' } })}
      />
      <SimpleSelect
        label={QUEUE_TYPE_LABEL}
        options={TYPE_OPTIONS}
        value={type ?? ALL_TYPES}
        onValueChange={(value) => onTypeChange(value === ALL_TYPES ? undefined : (value as QueueOrderType))}
        className={inlineSelect}
      />
      <SimpleSelect label={QUEUE_SORT_LABEL} options={SORT_OPTIONS} value={sort} onValueChange={(value) => onSortChange(value as QueueSort)} className={inlineSelect} />
    </div>
  );
}
