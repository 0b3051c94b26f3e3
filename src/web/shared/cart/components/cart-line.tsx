import { css } from 'styled-system/css';
import { CART_MESSAGES, type CartItem } from '@/api/cart';
import { formatCents } from '@/domain/money';
import { LIMIT_MESSAGES } from '@/domain/purchase-limits';
import { AppLink } from '@/web/ui/app-link';
import { Button } from '@/web/ui/button';
import { Chip } from '@/web/ui/chip';
import { QuantityStepper } from './quantity-stepper';

const row = css({
  display: 'grid',
  gridTemplateColumns: { base: '4.5rem 1fr', xs: '6rem 1fr auto' },
  gap: { base: '3', xs: '4' },
  py: '4',
  borderBottom: '1px solid token(colors.line)',
  _last: { borderBottom: '0' },
});
const image = css({ width: 'full', aspectRatio: '1', objectFit: 'contain', borderRadius: 'md', bg: 'wash' });
const name = css({ fontWeight: 'bold', color: 'ink', textDecoration: 'none', _hover: { textDecoration: 'underline' } });
const meta = css({ color: 'muted', fontSize: 'sm' });
const problem = css({ color: 'danger', fontSize: 'sm', fontWeight: 'medium' });
const controls = css({ gridColumn: { base: '1 / -1', xs: 'auto' }, display: 'flex', flexDirection: { base: 'row', xs: 'column' }, alignItems: { base: 'center', xs: 'flex-end' }, justifyContent: 'space-between', gap: '2' });

export interface CartLineProps {
  line: CartItem;
  /** The category's limit when the cart has reached it (part 1 §5, part 2 §8 'Limited to {n} per order.'). */
  reachedLimit: number | undefined;
  /** Why Place Order could not sell this line (submit-cart LinesUnavailable). */
  unavailableReason: string | undefined;
  onQuantity: (quantity: number) => Promise<unknown>;
  onRemove: () => void;
  removing: boolean;
  onPendingChange: (pending: boolean) => void;
}

/** One cart line: image, name, brand and size, unit price (struck list price under a special), quantity, remove. */
export function CartLine({ line, reachedLimit, unavailableReason, onQuantity, onRemove, removing, onPendingChange }: CartLineProps) {
  const product = line.inventory;
  const title = product.ecomm_display_name || product.name;
  const discounted = line.discounted_price_cents !== null && line.discounted_price_cents < line.price_cents;
  const noteId = `cart-line-${line.inventory_id}-note`;
  const soldOut = line.max_quantity <= 0;
  const notes = [unavailableReason, soldOut && !unavailableReason ? CART_MESSAGES.soldOutLine(title) : undefined, reachedLimit === undefined ? undefined : LIMIT_MESSAGES.limitedTo(reachedLimit)].filter(Boolean);
  return (
    <li className={row}>
      {product.image_urls[0] ? <img src={product.image_urls[0]} alt="" width={96} height={96} loading="lazy" className={image} /> : <span aria-hidden className={image} />}
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' })}>
        <AppLink to={`/product/${line.inventory_id}`} className={name}>
          {title}
        </AppLink>
        <span className={meta}>{[product.brand, product.display_size].filter(Boolean).join(' · ')}</span>
        <span className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '2' })}>
          <span className={css({ fontWeight: 'semibold' })}>{formatCents(discounted ? line.discounted_price_cents! : line.price_cents)} each</span>
          {discounted && (
            <s className={meta}>
              <span className={css({ srOnly: true })}>was </span>
              {formatCents(line.price_cents)}
            </s>
          )}
        </span>
        {line.applied_special_caption && (
          <Chip tone="special" className={css({ alignSelf: 'flex-start', whiteSpace: 'normal' })}>
            {line.applied_special_caption}
          </Chip>
        )}
        {notes.length > 0 && (
          <p id={noteId} className={problem} role={unavailableReason ? 'alert' : undefined}>
            {notes.join(' ')}
          </p>
        )}
      </div>
      <div className={controls}>
        {!soldOut && (
          <QuantityStepper
            name={title}
            quantity={line.quantity}
            max={line.max_quantity}
            canAddMore={reachedLimit === undefined}
            describedBy={notes.length > 0 ? noteId : undefined}
            send={onQuantity}
            onPendingChange={onPendingChange}
          />
        )}
        <span className={css({ fontWeight: 'bold' })}>
          <span className={css({ srOnly: true })}>Line total </span>
          {formatCents(line.discounted_total_cents)}
        </span>
        <Button variant="link" size="sm" onClick={onRemove} loading={removing} loadingText="Removing" aria-label={`Remove ${title}`}>
          Remove
        </Button>
      </div>
    </li>
  );
}
