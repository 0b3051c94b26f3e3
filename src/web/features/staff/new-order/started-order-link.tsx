import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { useSnapshot } from 'valtio';
import { sessionState } from '@/web/state/session';
import { AppLink } from '@/web/ui/app-link';
import { startedOrderQueryOptions } from '../api/started-order';
import { useWorkingStore } from '../working-store';
import { orderingFor } from './order-customer';

/**
 * 'Ordering for Ada L.' in the staff header, linking to the staff cart, once the started order is
 * known. It only reads what the staff home, the cart or a product page already loaded: the header
 * never loads the order itself (part 2 §4 "The staff cart is not auto-loaded at startup").
 */
export function StartedOrderLink({ className }: { className?: string }) {
  const { userId } = useSnapshot(sessionState);
  const { store } = useWorkingStore();
  const { data } = useQuery({ ...startedOrderQueryOptions(userId, store?.id), enabled: false });
  if (!data?.cart) return null;
  return (
    <AppLink to="/cart" className={className ?? css({ fontSize: 'sm', fontWeight: 'semibold', color: 'brand', whiteSpace: 'nowrap' })}>
      {orderingFor(data.customer)}
    </AppLink>
  );
}
