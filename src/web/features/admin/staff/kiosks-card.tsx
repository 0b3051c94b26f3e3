import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { css } from 'styled-system/css';
import type { ConsoleKiosk } from '@/api/admin-staff';
import { USAGE_LABEL } from '@/domain/usage-type';
import { LoadFailed } from '@/web/shared/load-failed';
import { sessionState } from '@/web/state/session';
import { Button } from '@/web/ui/button';
import { muted } from '@/web/ui/page-styles';
import { SectionCard } from '@/web/ui/section-card';
import { Skeleton } from '@/web/ui/skeleton';
import { storeKiosksQueryOptions, useUnpinKiosk } from '../api/staff';
import { CONSOLE_OFFLINE } from '../components/console-messages';
import { ConfirmRowDialog } from '../components/confirm-row-dialog';
import { ConsoleTable } from '../components/console-table';

/** A kiosk's row header takes focus once its Unpin button is gone, so focus stays in the table. */
const rowHeaderId = (kioskId: number) => `kiosk-${kioskId}`;
const unpinButtonId = (kioskId: number) => `kiosk-unpin-${kioskId}`;
const when = (iso: string, timeZone: string) => new Date(iso).toLocaleString('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' });

/** The kiosks pinned at the console's store, with Unpin (DECISIONS.md "Kiosk mode"). */
export function KiosksCard({ store }: { store: { id: number; name: string; timezone: string } }) {
  const { userId } = useSnapshot(sessionState);
  const kiosks = useQuery(storeKiosksQueryOptions(userId, store.id));
  const unpin = useUnpinKiosk(store.id);
  const [unpinning, setUnpinning] = useState<ConsoleKiosk>();
  const usages = (kiosk: ConsoleKiosk) => kiosk.usage_types.map((usage) => USAGE_LABEL[usage]).join(' and ');
  return (
    <SectionCard title={`Kiosks at ${store.name}`}>
      <p className={muted}>A kiosk is a device a staff member pinned to this store for check-ins. Unpinning it signs the device out at once.</p>
      {kiosks.isError ? (
        <LoadFailed error={kiosks.error} message={`The kiosks could not be loaded: ${kiosks.error.message}`} offlineMessage={CONSOLE_OFFLINE} onRetry={() => void kiosks.refetch()} retrying={kiosks.isFetching} />
      ) : !kiosks.data ? (
        <Skeleton height="6rem" />
      ) : kiosks.data.data.length === 0 ? (
        <p>No kiosks have been pinned at this store.</p>
      ) : (
        <ConsoleTable caption={`Kiosks at ${store.name}`} columns={['Kiosk', 'Serves', 'Pinned', 'State']} actionsLabel="Unpin">
          {kiosks.data.data.map((kiosk) => (
            <tr key={kiosk.id}>
              <th scope="row" id={rowHeaderId(kiosk.id)} tabIndex={-1} className={css({ textAlign: 'left' })}>
                Kiosk {kiosk.id}
              </th>
              <td>{usages(kiosk)}</td>
              <td>
                {when(kiosk.pinned_at, store.timezone)} by {kiosk.pinned_by}
              </td>
              <td>{kiosk.state === 'pinned' ? 'Pinned' : `Unpinned ${when(kiosk.unpinned_at!, store.timezone)} by ${kiosk.unpinned_by}`}</td>
              <td>
                {kiosk.state === 'pinned' && (
                  <Button id={unpinButtonId(kiosk.id)} size="sm" variant="outline" onClick={() => setUnpinning(kiosk)} aria-label={`Unpin kiosk ${kiosk.id}`}>
                    Unpin
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
      <ConfirmRowDialog
        row={unpinning}
        action={unpin}
        onClose={() => setUnpinning(undefined)}
        title={`Unpin kiosk ${unpinning?.id ?? ''}?`}
        confirmLabel="Unpin"
        busyLabel="Unpinning"
        // Cancel returns to Unpin; once unpinned, the button is gone, so the row takes focus.
        focusAfter={(kiosk) => document.getElementById(unpinButtonId(kiosk.id)) ?? document.getElementById(rowHeaderId(kiosk.id))}
      >
        <p>The device stops working as a kiosk at once. A staff member can pin it again at /kiosk/setup.</p>
      </ConfirmRowDialog>
    </SectionCard>
  );
}
