import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { API_HEADERS } from '@/api/common';
import { kioskPaths } from '@/api/staff-paths';
import { ApiRequestError } from '@/web/data/api-errors';
import { call } from '@/web/data/call';
import { forgetKioskPin, keepKioskPin, type KioskCredentials } from '../kiosk-pin';
import { kioskKeys } from '@/web/data/query-keys';

/** A kiosk token the server no longer accepts (unpinned elsewhere): 401. */
export function isUnpinned(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401;
}

/**
 * Checks the kept pin with the server once the kiosk starts (GET /kiosk/op/me): a 401 means staff
 * unpinned it, so the device forgets the pin; offline it stays a kiosk. The kept store name follows
 * the server's answer.
 */
export function useVerifiedPin(pin: (KioskCredentials & { readonly kiosk: object }) | undefined) {
  const query = useQuery({
    queryKey: kioskKeys.me(pin?.kiosk.id ?? 0),
    queryFn: ({ signal }) => call(kioskPaths.kioskMe, {}, { headers: { [API_HEADERS.kioskToken]: pin!.kiosk_token }, signal, hideErrorToast: true }),
    enabled: pin !== undefined,
    retry: false,
    staleTime: 5 * 60_000,
  });
  const { data, error } = query;
  useEffect(() => {
    if (isUnpinned(error)) forgetKioskPin();
  }, [error]);
  useEffect(() => {
    if (data && pin && data.id === pin.kiosk.id && JSON.stringify(data) !== JSON.stringify(pin.kiosk)) keepKioskPin({ kiosk: data, kiosk_token: pin.kiosk_token });
  }, [data, pin]);
  return query;
}
