import { css } from 'styled-system/css';
import type { CartItem } from '@/api/cart';
import { isCategory } from '@/domain/categories';
import { formatCents } from '@/domain/money';
import { productPlaceholder } from '@/web/ui/product-tile';

export const lineName = (line: Pick<CartItem, 'inventory'>) => line.inventory.ecomm_display_name || line.inventory.name;

/** The added line as the server priced it: picture, name, brand, size and the line's price. */
export function AddedItem({ line }: { line: CartItem }) {
  const { inventory } = line;
  const placeholder = productPlaceholder(isCategory(inventory.category) ? inventory.category : 'other');
  const discounted = line.discounted_total_cents < line.total_cents;
  return (
    <div className={css({ display: 'flex', gap: '4', alignItems: 'flex-start' })}>
      <img
        src={inventory.image_urls[0] ?? placeholder}
        onError={(event) => {
          if (event.currentTarget.src !== placeholder) event.currentTarget.src = placeholder;
        }}
        alt=""
        className={css({ w: '20', h: '20', flexShrink: 0, objectFit: 'contain', bg: 'wash', borderRadius: 'md' })}
      />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' })}>
        <p className={css({ fontSize: 'sm', color: 'muted' })}>{inventory.brand}</p>
        <p className={css({ fontWeight: 'bold' })}>{lineName(line)}</p>
        {inventory.display_size && <p className={css({ fontSize: 'sm', color: 'muted' })}>{inventory.display_size}</p>}
        <p className={css({ fontWeight: 'semibold' })}>
          {discounted && (
            <>
              <s className={css({ color: 'muted', fontWeight: 'normal', mr: '2' })}>
                <span className={css({ srOnly: true })}>Was </span>
                {formatCents(line.total_cents)}
              </s>
              <span className={css({ srOnly: true })}>Now </span>
            </>
          )}
          {formatCents(line.discounted_total_cents)}
        </p>
        {line.applied_special_caption && <p className={css({ fontSize: 'sm', color: 'brand' })}>{line.applied_special_caption}</p>}
      </div>
    </div>
  );
}
