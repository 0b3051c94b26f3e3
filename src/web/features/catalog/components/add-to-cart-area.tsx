import { useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { css } from 'styled-system/css';
import type { Product } from '@/api/inventory';
import type { Store } from '@/api/store';
import { MIN_LINE_QUANTITY } from '@/domain/constants';
import { usagePrefix, type UsageType } from '@/domain/usage-type';
import { sessionState } from '@/web/state/session';
import { AppLink } from '@/web/ui/app-link';
import { maxLineQuantity } from '@/domain/line-quantity';
import { QuantityPicker } from './quantity-picker';
import { primaryButton, secondaryButton } from './styles';

interface AddToCartAreaProps {
  product: Product;
  store: Store;
  usageType: UsageType;
  /** Wired by the cart feature; until then the button stays disabled. */
  onAdd?: (quantity: number) => void;
}

const notice = css({ p: '4', borderRadius: 'card', bg: 'wash', display: 'flex', flexDirection: 'column', gap: '3' });

/**
 * The add-to-cart area (part 1 §4): exactly one message, in the spec's order, else the quantity
 * picker and the button. Only the first two checks live here for now; the cart issue replaces this
 * component with the full gate from src/domain.
 */
export function AddToCartArea({ product, store, usageType, onAdd }: AddToCartAreaProps) {
  const session = useSnapshot(sessionState);
  const { pathname } = useLocation();
  const [quantity, setQuantity] = useState(MIN_LINE_QUANTITY);
  const prefix = usagePrefix(usageType);

  if (store.is_divested || !store[`is_${prefix}_menu`]) {
    return <p className={notice}>This store doesn't allow online ordering.</p>;
  }
  if (!session.accessToken) {
    return (
      <div className={notice}>
        <p className={css({ fontWeight: 'semibold' })}>Log in or create an account to order</p>
        <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
          <AppLink to="/login" search={{ from: pathname }} className={primaryButton}>
            Log In
          </AppLink>
          <AppLink to="/register" search={{ from: pathname }} className={secondaryButton}>
            Create Account
          </AppLink>
        </div>
      </div>
    );
  }
  const max = maxLineQuantity(product.quantity);
  if (max <= 0) return <p className={notice}>Out of Stock</p>;
  return (
    <div className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
      <QuantityPicker value={quantity} max={max} onChange={setQuantity} />
      <button type="button" className={`${primaryButton} ${css({ flex: '1', minW: '180px' })}`} disabled={!onAdd} onClick={() => onAdd?.(quantity)}>
        Add to Cart
      </button>
    </div>
  );
}
