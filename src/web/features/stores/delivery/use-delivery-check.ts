import { useQuery } from '@tanstack/react-query';
import type { Store } from '@/api/store';
import { deliveryCheck, DELIVERY_ELIGIBLE_TITLE, DELIVERY_NOT_OFFERED_TITLE, type DeliveryCheck } from '@/domain/delivery-zip';
import type { UsageType } from '@/domain/usage-type';
import { useStartup } from '@/web/features/startup/use-startup';
import { deliveryStoresQueryOptions } from '../api/get-delivery-stores';

export type DeliveryCheckView =
  | { status: 'pending'; title: string }
  | { status: 'error'; title: string; retry: () => void }
  | { status: 'done'; title: string; check: DeliveryCheck<Store> };

/** The results step's answer (GET p/stores?delivery_zips={zip}) read through the domain's rule. */
export function useDeliveryCheck(zip: string, usage: UsageType, enabled: boolean): DeliveryCheckView {
  const { store: current } = useStartup();
  const query = useQuery({ ...deliveryStoresQueryOptions(zip), enabled });
  if (query.isError) return { status: 'error', title: "We couldn't check delivery", retry: () => void query.refetch() };
  if (!query.data) return { status: 'pending', title: 'Checking delivery…' };
  const check = deliveryCheck(query.data.data, zip, usage, current?.id);
  const title = check.kind === 'none' ? DELIVERY_NOT_OFFERED_TITLE : check.kind === 'eligible' ? DELIVERY_ELIGIBLE_TITLE : 'Delivery is on its way';
  return { status: 'done', title, check };
}
