import { useState } from 'react';
import { css } from 'styled-system/css';
import { SEARCH_DEBOUNCE_MS } from '@/domain/constants';
import { sanitizeSearch } from '@/domain/search';
import { useDebouncedCallback } from '@/web/ui/hooks/use-debounced-callback';
import { SearchIcon } from '@/web/ui/shell-icons';
import { InputField } from '@/web/ui/input-field';

interface SearchBoxProps {
  /** The search text in the URL. */
  value: string | undefined;
  /** Receives the sanitized text, or undefined when cleared (which removes the parameter). */
  onSearch: (text: string | undefined) => void;
  label?: string;
}

/**
 * Product search (part 1 §4, §5): changes apply after SEARCH_DEBOUNCE_MS, double quotes and
 * backslashes are stripped, and clearing removes the search. Enter applies at once.
 */
export function SearchBox({ value, onSearch, label = 'Search products' }: SearchBoxProps) {
  const [text, setText] = useState(value ?? '');
  const [seen, setSeen] = useState(value);
  const commit = useDebouncedCallback((next: string) => onSearch(sanitizeSearch(next)), SEARCH_DEBOUNCE_MS);

  // The URL changed from elsewhere (a chip removed, Back): show it, unless it is what we typed.
  if (value !== seen) {
    setSeen(value);
    if (sanitizeSearch(text) !== value) setText(value ?? '');
  }

  return (
    <form
      role="search"
      className={css({ position: 'relative', flex: '1', minW: { base: 'full', tablet: '240px' } })}
      onSubmit={(event) => {
        event.preventDefault();
        commit.flush();
      }}
    >
      <SearchIcon className={css({ position: 'absolute', left: '3', top: '50%', transform: 'translateY(-50%)', color: 'muted', pointerEvents: 'none' })} />
      <InputField
        label={label}
        hideLabel
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder="Search products"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value === '') {
            commit.cancel();
            onSearch(undefined);
          } else commit.call(event.target.value);
        }}
        className={css({ pl: '10' })}
      />
    </form>
  );
}
