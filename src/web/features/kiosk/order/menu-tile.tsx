import { useEffect, useId, useRef, useState, type Dispatch } from 'react';
import { css } from 'styled-system/css';
import type { Product } from '@/api/inventory';
import { potencySummary } from '@/domain/potency';
import { displayPrice } from '@/domain/price-display';
import { PriceTag } from '@/web/shared/product/price-tag';
import { ProductImage } from '@/web/shared/product/product-image';
import { StrainChip } from '@/web/shared/product/strain-chip';
import { Button } from '@/web/ui/button';
import { kioskButton } from '../screen/kiosk-styles';
import { isAddable, type KioskCartAction, type KioskCartLine } from './kiosk-cart';
import { ORDER_TEXT } from './order-text';
import { QuantityStepper } from './quantity-stepper';

const tile = css({
  display: 'flex',
  flexDirection: 'column',
  height: 'full',
  bg: 'canvas',
  border: '2px solid',
  borderColor: 'line',
  borderRadius: 'card',
  overflow: 'hidden',
  '&[data-in-cart]': { borderColor: 'brand' },
});

interface MenuTileProps {
  product: Product;
  postTax: boolean;
  /** The cart's line of this product, if it has one. */
  line: KioskCartLine | undefined;
  /** The cart holds as many different items as one kiosk order may. */
  cartFull: boolean;
  dispatch: Dispatch<KioskCartAction>;
}

/**
 * One item of the kiosk menu: picture, brand, name, strain type and potency when known,
 * the price, and Add, which becomes the line's quantity stepper once added. Sold out is not addable.
 */
export function MenuTile({ product, postTax, line, cartFull, dispatch }: MenuTileProps) {
  const name = product.ecomm_display_name || product.name;
  const nameId = useId();
  const potency = potencySummary(product.potency);
  const increase = useRef<HTMLButtonElement>(null);
  const [justAdded, setJustAdded] = useState(false);
  // Add turns into the stepper: keyboard focus goes on to its + instead of falling to the page.
  useEffect(() => {
    if (justAdded && line) increase.current?.focus();
  }, [justAdded, line]);

  return (
    <article aria-labelledby={nameId} className={tile} data-in-cart={line ? '' : undefined} data-testid="kiosk-menu-tile">
      {/* A short picture: on a kiosk the name, price and Add matter more than the photo. */}
      <div className={css({ height: { base: '28', sm: '36' }, bg: 'wash' })}>
        <ProductImage src={product.images[0]} category={product.category} alt="" className={css({ p: '2' })} />
      </div>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', p: '4', flex: '1' })}>
        <p className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'muted', textTransform: 'uppercase', letterSpacing: 'wide' })}>{product.brand}</p>
        <h3 id={nameId} className={css({ fontSize: 'xl', fontWeight: 'bold', lineHeight: 'snug' })}>
          {name}
        </h3>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
          <StrainChip strainType={product.strain_type} />
          {product.display_size && <span className={css({ fontSize: 'md', color: 'muted' })}>{product.display_size}</span>}
        </div>
        {potency && <p className={css({ fontSize: 'md', color: 'muted' })}>{potency}</p>}
        <div className={css({ mt: 'auto', pt: '2', display: 'flex', flexDirection: 'column', gap: '3' })}>
          <PriceTag price={displayPrice(product, postTax)} size="lg" postTax={postTax} />
          {!isAddable(product) ? (
            <Button variant="outline" className={kioskButton} fullWidth disabled>
              {ORDER_TEXT.soldOut}
            </Button>
          ) : line ? (
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', alignItems: 'flex-start' })}>
              <span className={css({ fontSize: 'md', fontWeight: 'semibold', color: 'brand' })}>{ORDER_TEXT.inCart}</span>
              <QuantityStepper
                name={name}
                value={line.quantity}
                max={line.max}
                increaseRef={increase}
                onChange={(quantity) => dispatch({ type: 'set-quantity', inventoryId: line.inventoryId, quantity })}
              />
            </div>
          ) : (
            <Button
              className={kioskButton}
              fullWidth
              aria-label={ORDER_TEXT.addNamed(name)}
              disabled={cartFull}
              onClick={() => {
                dispatch({ type: 'add', product, postTax });
                setJustAdded(true);
              }}
            >
              {ORDER_TEXT.add}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
