import { css } from 'styled-system/css';

/**
 * 'N Products', announced politely when it changes. A list that failed with nothing kept (offline)
 * has no count, and says nothing here rather than 'Loading' forever; the list says why.
 */
export function ResultCount({ total, pending }: { total: number | undefined; pending: boolean }) {
  return (
    <p role="status" aria-live="polite" aria-atomic="true" className={css({ fontWeight: 'semibold', whiteSpace: 'nowrap' })}>
      {pending ? 'Loading products…' : total === undefined ? '' : `${total} ${total === 1 ? 'Product' : 'Products'}`}
    </p>
  );
}
