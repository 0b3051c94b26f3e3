import { useQuery } from '@tanstack/react-query';
import type { Store } from '@/api/store';
import { deliveryCheck, DELIVERY_ELIGIBLE_TITLE, DELIVERY_NOT_OFFERED_TITLE, type DeliveryCheck } from '@/domain/delivery-zip';
import type { UsageType } from '@/domain/usage-type';
import { isNetworkFailure } from '@/web/data/api-errors';
import { useStartup } from '@/web/shared/startup/use-startup';
import { deliveryStoresQueryOptions } from '../api/get-delivery-stores';

export const DELIVERY_OFFLINE_TITLE = 'Checking delivery needs a connection';
export const deliveryOfflineText = (zip: string) => `We'll check delivery to ${zip} as soon as you're back online.`;

export type DeliveryCheckView =
  | { status: 'pending'; title: string }
  | { status: 'error'; title: string; retry: () => void; offline: boolean }
  | { status: 'done'; title: string; check: DeliveryCheck<Store> };

/** The results step's answer (GET p/stores?delivery_zips={zip}) read through the domain's rule. */
export function useDeliveryCheck(zip: string, usage: UsageType, enabled: boolean): DeliveryCheckView {
  const { store: current } = useStartup();
  const query = useQuery({ ...deliveryStoresQueryOptions(zip), enabled });
  // A kept answer for this zip stands when a refresh fails (offline).
  if (!query.data && query.isError) {
    // With no network the check waits for the connection; the query reruns by itself on reconnect.
    const offline = isNetworkFailure(query.error);
    return { status: 'error', title: offline ? DELIVERY_OFFLINE_TITLE : "We couldn't check delivery", retry: () => void query.refetch(), offline };
  }
  if (!query.data) return { status: 'pending', title: 'Checking delivery…' };
  const check = deliveryCheck(query.data.data, zip, usage, current?.id);
  const title = check.kind === 'none' ? DELIVERY_NOT_OFFERED_TITLE : check.kind === 'eligible' ? DELIVERY_ELIGIBLE_TITLE : 'Delivery is on its way';
  return { status: 'done', title, check };
}
