import type { Dispatch } from 'react';
import { css, cx } from 'styled-system/css';
import type { Store } from '@/api/store';
import { categoryLabel, type Category } from '@/domain/categories';
import type { UsageType } from '@/domain/usage-type';
import { Button } from '@/web/ui/button';
import { useKioskMenu } from '../api/kiosk-menu';
import { kioskButton, kioskText } from '../screen/kiosk-styles';
import type { KioskCart, KioskCartAction } from './kiosk-cart';
import { MenuProblem, MenuSkeleton } from './menu-states';
import { MenuTile } from './menu-tile';
import { ORDER_TEXT } from './order-text';
import { menuGrid } from './order-styles';

interface MenuProductsProps {
  store: Store;
  usageType: UsageType;
  category: Category | undefined;
  cart: KioskCart;
  cartFull: boolean;
  dispatch: Dispatch<KioskCartAction>;
}

/** The products of one category as kiosk tiles, a page at a time. */
export function MenuProducts({ store, usageType, category, cart, cartFull, dispatch }: MenuProductsProps) {
  const { query, products } = useKioskMenu(store, usageType, category);
  if (!category) return <p className={kioskText}>{ORDER_TEXT.noProducts}</p>;
  if (query.isPending) return <MenuSkeleton />;
  if (query.isError && products.length === 0) return <MenuProblem onRetry={() => void query.refetch()} />;
  if (products.length === 0) return <p className={kioskText}>{ORDER_TEXT.noProducts}</p>;

  const postTax = store.show_post_tax_pricing;
  return (
    <>
      <ul className={menuGrid} aria-label={categoryLabel(category, store.state, usageType)}>
        {products.map((product) => (
          <li key={product.id}>
            <MenuTile
              product={product}
              postTax={postTax}
              line={cart.find((line) => line.inventoryId === product.id)}
              cartFull={cartFull}
              dispatch={dispatch}
            />
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <Button
          variant="outline"
          className={cx(kioskButton, css({ alignSelf: 'center' }))}
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {ORDER_TEXT.showMore}
        </Button>
      )}
    </>
  );
}
