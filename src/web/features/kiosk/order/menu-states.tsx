import { css } from 'styled-system/css';
import { ProductCardSkeleton } from '@/web/shared/product/product-card-skeleton';
import { Button } from '@/web/ui/button';
import { Notice } from '@/web/ui/notice';
import { LoadingRegion } from '@/web/ui/skeleton';
import { kioskButton } from '../screen/kiosk-styles';
import { ORDER_TEXT } from './order-text';
import { menuGrid } from './order-styles';

/** Tile-shaped placeholders while the menu loads. */
export function MenuSkeleton({ tiles = 6 }: { tiles?: number }) {
  return (
    <LoadingRegion label={ORDER_TEXT.menuLoading}>
      <ul className={menuGrid}>
        {Array.from({ length: tiles }, (_, index) => (
          <li key={index}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    </LoadingRegion>
  );
}

/** The menu could not be read (no network, a server error): say so and offer to try again. */
export function MenuProblem({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', alignItems: 'flex-start' })}>
      <Notice tone="error" className={css({ fontSize: 'lg', width: 'full' })}>
        <span data-testid="kiosk-menu-error">{ORDER_TEXT.menuFailed}</span>
      </Notice>
      <Button variant="outline" className={kioskButton} onClick={onRetry}>
        {ORDER_TEXT.tryAgain}
      </Button>
    </div>
  );
}
