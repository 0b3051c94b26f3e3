import { css } from 'styled-system/css';

/** 'N Products', announced politely when it changes. */
export function ResultCount({ total, pending }: { total: number | undefined; pending: boolean }) {
  return (
    <p role="status" aria-live="polite" aria-atomic="true" className={css({ fontWeight: 'semibold', whiteSpace: 'nowrap' })}>
      {pending || total === undefined ? 'Loading products…' : `${total} ${total === 1 ? 'Product' : 'Products'}`}
    </p>
  );
}
