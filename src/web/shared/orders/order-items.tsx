import { useState } from 'react';
import { css } from 'styled-system/css';
import type { CartItem } from '@/api/cart';
import { isCategory } from '@/domain/categories';
import { formatCents } from '@/domain/money';
import { Card } from '@/web/ui/card';
import { productPlaceholder } from '@/web/ui/product-tile';
import { muted, sectionTitle } from './styles';

const line = css({ display: 'grid', gridTemplateColumns: '4.5rem 1fr auto', gap: '3', alignItems: 'start', py: '3', borderTop: '1px solid token(colors.line)' });
const struck = css({ textDecoration: 'line-through', color: 'muted', fontWeight: 'normal', fontSize: 'sm' });

/** The cart items of a placed order (part 2 §2, §3 "Cart item"). */
export function OrderItems({ items }: { items: CartItem[] }) {
  const count = items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <Card asChild>
      <section aria-labelledby="order-items-title" className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <h2 id="order-items-title" className={sectionTitle}>
          Items <span className={muted}>({count})</span>
        </h2>
        <ul className={css({ listStyle: 'none', p: '0', m: '0' })}>
          {items.map((item) => (
            <OrderItemLine key={item.id} item={item} />
          ))}
        </ul>
      </section>
    </Card>
  );
}

function OrderItemLine({ item }: { item: CartItem }) {
  const { inventory } = item;
  const name = inventory.ecomm_display_name || inventory.name;
  const size = inventory.display_size || inventory.weight;
  const unitDiscounted = item.discounted_price_cents !== null && item.discounted_price_cents < item.price_cents;
  const lineDiscounted = item.discounted_total_cents < item.total_cents;
  return (
    <li className={line}>
      <ItemImage item={item} />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' })}>
        <p className={css({ fontSize: 'xs', fontWeight: 'semibold', color: 'muted', textTransform: 'uppercase', letterSpacing: 'wide' })}>{inventory.brand}</p>
        <p className={css({ fontWeight: 'bold', lineHeight: 'snug' })}>{name}</p>
        <p className={muted}>
          {size && `${size} · `}Qty {item.quantity} ·{' '}
          {unitDiscounted && (
            <>
              <s className={struck}>{formatCents(item.price_cents)}</s>{' '}
            </>
          )}
          {formatCents(item.discounted_price_cents ?? item.price_cents)} each
        </p>
        {item.applied_special_caption && <p className={css({ fontSize: 'sm', color: 'success', fontWeight: 'semibold' })}>{item.applied_special_caption}</p>}
      </div>
      <p className={css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', fontWeight: 'bold' })}>
        {lineDiscounted && (
          <s className={struck}>
            <span className={css({ srOnly: true })}>Was </span>
            {formatCents(item.total_cents)}
          </s>
        )}
        <span>{formatCents(item.discounted_total_cents)}</span>
      </p>
    </li>
  );
}

/** The product's first picture, or its category's placeholder when it has none or it fails (part 1 §8). */
function ItemImage({ item }: { item: CartItem }) {
  const category = item.inventory.category;
  const placeholder = productPlaceholder(isCategory(category) ? category : 'other');
  const [src, setSrc] = useState(item.inventory.image_urls[0] ?? placeholder);
  return (
    <img
      src={src}
      alt=""
      width={72}
      height={72}
      loading="lazy"
      decoding="async"
      onError={() => src !== placeholder && setSrc(placeholder)}
      className={css({ width: '4.5rem', height: '4.5rem', objectFit: 'contain', bg: 'wash', borderRadius: 'md', p: '1' })}
    />
  );
}
