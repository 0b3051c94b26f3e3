import { AppLink } from '@/web/ui/app-link';
import { button } from '@/web/ui/button';
import { orderNumber } from './order-format';

/** 'Order Details' of one order in a list (Order History, the staff queue), named for the order it opens. */
export function OrderDetailsLink({ orderId }: { orderId: number }) {
  return (
    <AppLink to={`/order/${orderId}`} aria-label={`Order Details for order ${orderNumber(orderId)}`} className={button({ variant: 'outline', size: 'sm' })}>
      Order Details
    </AppLink>
  );
}
