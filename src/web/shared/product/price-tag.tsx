import { css, cx } from 'styled-system/css';
import { formatCents } from '@/domain/money';
import type { DisplayPrice } from '@/domain/price-display';

interface PriceTagProps {
  price: DisplayPrice;
  size?: 'md' | 'lg';
  postTax?: boolean;
}

/** The price to pay, with the original struck through when discounted. */
export function PriceTag({ price, size = 'md', postTax = false }: PriceTagProps) {
  const discounted = price.original !== undefined;
  return (
    <span className={css({ display: 'inline-flex', alignItems: 'baseline', gap: '2', flexWrap: 'wrap' })}>
      <span
        className={cx(
          css({ fontWeight: 'bold', color: discounted ? 'danger' : 'ink' }),
          size === 'lg' ? css({ fontSize: '2xl' }) : css({ fontSize: 'md' }),
        )}
      >
        {discounted && <span className={css({ srOnly: true })}>Sale price </span>}
        {formatCents(price.current)}
      </span>
      {discounted && (
        <s className={css({ color: 'muted', fontSize: size === 'lg' ? 'md' : 'sm' })}>
          <span className={css({ srOnly: true })}>Original price </span>
          {formatCents(price.original ?? 0)}
        </s>
      )}
      {postTax && <span className={css({ color: 'muted', fontSize: 'xs' })}>incl. tax</span>}
    </span>
  );
}
