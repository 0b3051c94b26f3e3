import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import type { Product } from '@/api/inventory';
import { STRAIN_LABELS } from '@/domain/categories';
import { AppLink } from './app-link';
import { Chip } from './chip';
import { formatCents } from '@/domain/money';
import { potencySummary } from '@/domain/potency';
import { displayPrice } from '@/domain/price-display';

/** The category placeholder shown when a product has no image or it fails (part 1 §8). */
export function productPlaceholder(category: Product['category']): string {
  return `/images/products/${category}.svg`;
}

export interface ProductTileProps {
  product: Product;
  /** Defaults to /product/{id}. */
  href?: string;
  /** Show post-tax prices (store.show_post_tax_pricing). */
  postTax?: boolean;
  className?: string;
  /** Above the fold as the page arrives (a list's first row): its picture loads at once, first, not lazily. */
  priority?: boolean;
}

const tile = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: 'full',
  bg: 'canvas',
  border: '1px solid',
  borderColor: 'line',
  borderRadius: 'card',
  overflow: 'hidden',
  transition: 'box-shadow 150ms, border-color 150ms',
  _hover: { boxShadow: 'lg', borderColor: 'brand' },
  // The name's link covers the card (its ::after), so the whole card takes the focus ring
  // (data-focus-ring="card", panda.config.ts), with the brand border under it.
  '&:has(a:focus-visible)': { borderColor: 'brand' },
});

/** A product card for lists and carousels: image (category placeholder on error), brand, name, strain, size, potency, price. */
export function ProductTile({ product, href, postTax = false, className, priority = false }: ProductTileProps) {
  const placeholder = productPlaceholder(product.category);
  const [src, setSrc] = useState(product.images[0] ?? placeholder);
  const { current, original } = displayPrice(product, postTax);
  const potency = potencySummary(product.potency);
  const name = product.ecomm_display_name || product.name;

  return (
    <article className={cx(tile, className)} data-testid="product-tile" data-focus-ring="card">
      <div className={css({ aspectRatio: 'square', bg: 'wash', display: 'flex', alignItems: 'center', justifyContent: 'center' })}>
        <img
          src={src}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          width={240}
          height={240}
          onError={() => src !== placeholder && setSrc(placeholder)}
          className={css({ width: 'full', height: 'full', objectFit: 'contain', p: '3' })}
        />
      </div>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', p: '3', flex: '1' })}>
        <p className={css({ fontSize: 'xs', fontWeight: 'semibold', color: 'muted', textTransform: 'uppercase', letterSpacing: 'wide' })}>
          {product.brand}
        </p>
        <h3 className={css({ fontWeight: 'bold', lineHeight: 'snug', lineClamp: '2' })}>
          <AppLink
            to={href ?? `/product/${product.id}`}
            className={css({ textDecoration: 'none', _after: { content: '""', position: 'absolute', inset: '0' }, _focusVisible: { outline: 'none', boxShadow: 'none' } })}
          >
            {name}
          </AppLink>
        </h3>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5', alignItems: 'center' })}>
          {product.strain_type && <Chip tone={product.strain_type}>{STRAIN_LABELS[product.strain_type]}</Chip>}
          {product.display_size && <span className={css({ fontSize: 'xs', color: 'muted' })}>{product.display_size}</span>}
        </div>
        {potency && <p className={css({ fontSize: 'xs', color: 'muted' })}>{potency}</p>}
        <div className={css({ mt: 'auto', pt: '1', display: 'flex', alignItems: 'baseline', gap: '2', flexWrap: 'wrap' })}>
          <span className={css({ fontWeight: 'bold', fontSize: 'lg', color: original !== undefined ? 'danger' : 'ink' })}>
            {original !== undefined && <span className={css({ srOnly: true })}>Sale price </span>}
            {formatCents(current)}
          </span>
          {original !== undefined && (
            <s className={css({ fontSize: 'sm', color: 'muted' })}>
              <span className={css({ srOnly: true })}>Regular price </span>
              {formatCents(original)}
            </s>
          )}
        </div>
        {product.applied_special_caption && (
          <p
            className={css({
              alignSelf: 'flex-start',
              px: '2',
              py: '1',
              borderRadius: 'md',
              fontSize: 'xs',
              fontWeight: 'semibold',
              bg: 'amber.100',
              color: 'amber.900',
            })}
          >
            {product.applied_special_caption}
          </p>
        )}
      </div>
    </article>
  );
}
