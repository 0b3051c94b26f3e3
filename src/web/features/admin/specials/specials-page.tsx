import { Portal } from '@ark-ui/react/portal';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { css } from 'styled-system/css';
import type { ConsoleStore } from '@/api/admin';
import { ADMIN_SPECIAL_MESSAGES, type AdminSpecial } from '@/api/admin-specials';
import { SPECIAL_STATES, type SpecialState } from '@/domain/special-schedule';
import { LoadFailed } from '@/web/shared/load-failed';
import { sessionState } from '@/web/state/session';
import { Button } from '@/web/ui/button';
import { ConfirmDialog } from '@/web/ui/confirm-dialog';
import { Drawer } from '@/web/ui/drawer';
import { muted } from '@/web/ui/page-styles';
import { SimpleSelect } from '@/web/ui/select';
import { Skeleton } from '@/web/ui/skeleton';
import { StateMessage } from '@/web/ui/state-message';
import { specialListQueryOptions, specialQueryOptions, useSpecialAction, type SpecialAction } from '../api/specials';
import { CONSOLE_OFFLINE } from '../components/console-messages';
import { consolePage, consoleTitle } from '../components/table-styles';
import { useConsole } from '../frame/console-context';
import { SpecialForm } from './special-form';
import { specialRowId, SpecialsTable, STATE_LABEL } from './specials-table';

/** The specials and promo codes of the picked store (README "Specials in the console"). */
export function SpecialsPage() {
  const { store } = useConsole();
  if (!store) return <StateMessage>You manage no store yet.</StateMessage>;
  return <StoreSpecials key={store.id} store={store} />;
}

const ALL = 'all';
const ACTION_TEXT: Record<SpecialAction, { title: string; confirm: string; busy: string; body: string; done: string }> = {
  pause: { title: 'Pause this special?', confirm: 'Pause', busy: 'Pausing', body: 'It stops applying to menus and carts until you resume it.', done: ADMIN_SPECIAL_MESSAGES.paused },
  resume: { title: 'Resume this special?', confirm: 'Resume', busy: 'Resuming', body: 'It applies again at once, within its schedule.', done: ADMIN_SPECIAL_MESSAGES.resumed },
  end: { title: 'End this special?', confirm: 'End special', busy: 'Ending', body: 'It stops now and cannot be started again; it stays in the list.', done: ADMIN_SPECIAL_MESSAGES.ended },
};

function StoreSpecials({ store }: { store: ConsoleStore }) {
  const { userId } = useSnapshot(sessionState);
  const [state, setState] = useState<SpecialState | undefined>();
  const [editing, setEditing] = useState<AdminSpecial | 'new'>();
  const [pending, setPending] = useState<{ special: AdminSpecial; action: SpecialAction }>();
  const [outcome, setOutcome] = useState('');
  const lastActed = useRef(0);
  const list = useQuery(specialListQueryOptions(userId, store.id, state));
  const act = useSpecialAction(store.id);
  const confirm = () => {
    if (!pending) return;
    act.mutate(
      { id: pending.special.id, action: pending.action },
      {
        onSuccess: () => {
          setOutcome(`${ACTION_TEXT[pending.action].done} (${pending.special.title})`);
          setPending(undefined);
        },
      },
    );
  };
  return (
    <div className={consolePage}>
      <div>
        <h1 className={consoleTitle}>Specials and promo codes</h1>
        <p className={muted}>{store.name}: item discounts, bundles, cart discounts and promo codes, scheduled in store time ({store.timezone}).</p>
      </div>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: '3', justifyContent: 'space-between' })}>
        <SimpleSelect
          label="Show"
          className={css({ minW: '12rem', maxW: '20rem', flex: '1' })}
          value={state ?? ALL}
          onValueChange={(value) => setState(value === ALL ? undefined : (value as SpecialState))}
          options={[{ value: ALL, label: 'All specials' }, ...SPECIAL_STATES.map((value) => ({ value, label: STATE_LABEL[value] }))]}
        />
        <Button onClick={() => setEditing('new')}>New special</Button>
      </div>
      <p role="status" className={css({ color: 'success', fontWeight: 'semibold', _empty: { display: 'none' } })}>
        {outcome}
      </p>
      {list.isError ? (
        <LoadFailed error={list.error} message={list.error.message} offlineMessage={CONSOLE_OFFLINE} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : list.data ? (
        list.data.data.length ? (
          <SpecialsTable rows={list.data.data} onEdit={setEditing} onAction={(special, action) => {
              lastActed.current = special.id;
              setPending({ special, action });
            }} />
        ) : (
          <p className={muted}>{state ? `No ${STATE_LABEL[state].toLowerCase()} specials.` : 'No specials yet.'}</p>
        )
      ) : (
        <Skeleton height="12rem" />
      )}
      {editing && (
        <SpecialDrawer
          store={store}
          timezone={list.data?.timezone ?? store.timezone}
          special={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
          onSaved={(special) => {
            setEditing(undefined);
            setOutcome(`${ADMIN_SPECIAL_MESSAGES.saved} (${special.title})`);
          }}
        />
      )}
      {/* The action's own button is gone once it is done (Pause becomes Resume, End leaves none): focus goes to the special's row. */}
      <ConfirmDialog
        open={pending !== undefined}
        title={pending ? ACTION_TEXT[pending.action].title : ''}
        confirmLabel={pending ? ACTION_TEXT[pending.action].confirm : ''}
        busyLabel={pending ? ACTION_TEXT[pending.action].busy : undefined}
        busy={act.isPending}
        error={act.error?.message}
        onConfirm={confirm}
        finalFocusEl={() => document.getElementById(specialRowId(lastActed.current))}
        onCancel={() => {
          act.reset();
          setPending(undefined);
        }}
      >
        {pending && (
          <p>
            <strong>{pending.special.title}</strong>: {ACTION_TEXT[pending.action].body}
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}

/** The form of a special read with every item it discounts (the list names only a few); a new one at once. */
function DrawerForm({ store, timezone, special, onSaved }: { store: ConsoleStore; timezone: string; special?: AdminSpecial; onSaved: (special: AdminSpecial) => void }) {
  const { userId } = useSnapshot(sessionState);
  const full = useQuery({ ...specialQueryOptions(userId, store.id, special?.id ?? 0), enabled: userId !== undefined && special !== undefined });
  if (!special) return <SpecialForm storeId={store.id} timezone={timezone} usageTypes={store.usage_types} onSaved={onSaved} />;
  if (full.isError) return <LoadFailed error={full.error} message={full.error.message} offlineMessage={CONSOLE_OFFLINE} onRetry={() => void full.refetch()} retrying={full.isFetching} />;
  if (!full.data) return <Skeleton height="24rem" />;
  return <SpecialForm storeId={store.id} timezone={timezone} usageTypes={store.usage_types} special={full.data} onSaved={onSaved} />;
}

function SpecialDrawer({ store, timezone, special, onClose, onSaved }: { store: ConsoleStore; timezone: string; special?: AdminSpecial; onClose: () => void; onSaved: (special: AdminSpecial) => void }) {
  return (
    <Drawer.Root open onOpenChange={(details) => !details.open && onClose()} placement="right" lazyMount unmountOnExit>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{special ? `Edit ${special.title}` : 'New special'}</Drawer.Title>
              <Drawer.CloseButton label="Close" />
            </Drawer.Header>
            <Drawer.Body className={css({ p: '4' })}>
              <DrawerForm store={store} timezone={timezone} special={special} onSaved={onSaved} />
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
