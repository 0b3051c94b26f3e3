import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { css } from 'styled-system/css';
import { useSnapshot } from 'valtio';
import { STAFF_ORDER_MESSAGES, type CustomerSearchResult } from '@/api/staff-orders';
import { formatPhone } from '@/domain/phone-number';
import { CUSTOMER_SEARCH_DEBOUNCE_MS } from '@/domain/constants';
import { sessionState } from '@/web/state/session';
import { ChoiceRadio } from '@/web/ui/choice-radio';
import { TextField } from '@/web/ui/field';
import { Notice } from '@/web/ui/notice';
import { LoadingRegion, Skeleton } from '@/web/ui/skeleton';
import { customerSearchQueryOptions, searchable } from '../api/search-customers';
import { NEW_ORDER_LABELS, NEW_ORDER_MESSAGES } from './new-order-labels';
import { useDebouncedValue } from '@/web/ui/hooks/use-debounced-value';

interface CustomerSearchProps {
  storeId: number;
  selected: CustomerSearchResult | undefined;
  onSelect: (customer: CustomerSearchResult) => void;
  /** 'Please select a customer first.' or the server's word on the chosen customer. */
  error: string | undefined;
}

const results = css({ border: '0', p: '0', m: '0', display: 'flex', flexDirection: 'column', gap: '2', minW: '0' });

/** 'ID 42 · (312) 555-0199 · ada@example.com': what tells two customers of one name apart. */
export const customerDetails = (customer: CustomerSearchResult) => [`ID ${customer.id}`, customer.phone && formatPhone(customer.phone), customer.email].filter(Boolean).join(' · ');

/**
 * The Existing Customer tab (part 2 §4; §7 users/op/user_search_slim, debounced 700 ms; §3 search
 * result id, first, last, phone, email). The search goes out once typing pauses and only from 2
 * characters. Results are a radio group: Tab or Arrow Down from the field enters it, arrow keys choose.
 */
export function CustomerSearch({ storeId, selected, onSelect, error }: CustomerSearchProps) {
  const { userId } = useSnapshot(sessionState);
  const [text, setText] = useState('');
  const search = useDebouncedValue(text, CUSTOMER_SEARCH_DEBOUNCE_MS);
  const query = useQuery(customerSearchQueryOptions(userId, storeId, search));
  const groupName = useId();
  const typedTooLittle = text.trim() !== '' && !searchable(text);

  function enterResults(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'ArrowDown') return;
    const radios = document.getElementsByName(groupName);
    const target = Array.from(radios).find((radio) => (radio as HTMLInputElement).checked) ?? radios[0];
    if (!target) return;
    event.preventDefault();
    target.focus();
  }

  function list() {
    if (typedTooLittle) return <p className={css({ fontSize: 'sm', color: 'muted' })}>{STAFF_ORDER_MESSAGES.searchTooShort}</p>;
    if (!searchable(search)) return null;
    if (query.isPending) {
      return (
        <LoadingRegion label="Searching customers" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <Skeleton height="4rem" />
          <Skeleton height="4rem" />
        </LoadingRegion>
      );
    }
    if (query.isError && !query.data) return <Notice tone="error">{NEW_ORDER_MESSAGES.searchFailed}</Notice>;
    const found = query.data?.data ?? [];
    if (found.length === 0) return <p role="status">{NEW_ORDER_LABELS.noResults}</p>;
    return (
      <fieldset className={results} aria-busy={query.isFetching || undefined}>
        <legend className={css({ fontSize: 'sm', fontWeight: 'semibold', mb: '2' })}>{NEW_ORDER_LABELS.resultsLegend}</legend>
        {found.map((customer) => (
          <ChoiceRadio
            key={customer.id}
            name={groupName}
            value={String(customer.id)}
            checked={selected?.id === customer.id}
            onSelect={() => onSelect(customer)}
            label={[customer.first, customer.last].filter(Boolean).join(' ') || 'No name given'}
            description={customerDetails(customer)}
          />
        ))}
        {query.data && query.data.total_rows > found.length && (
          <p className={css({ fontSize: 'sm', color: 'muted' })}>{NEW_ORDER_MESSAGES.moreResults(found.length, query.data.total_rows)}</p>
        )}
      </fieldset>
    );
  }

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <TextField
        label={NEW_ORDER_LABELS.searchLabel}
        helperText={NEW_ORDER_LABELS.searchHelp}
        type="search"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={enterResults}
        error={selected ? undefined : error}
        maxLength={100}
      />
      {list()}
      {selected && (
        <p role="status" className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>
          Selected: {[selected.first, selected.last].filter(Boolean).join(' ')} ({customerDetails(selected)})
        </p>
      )}
      {selected && error && <Notice tone="error">{error}</Notice>}
    </div>
  );
}
