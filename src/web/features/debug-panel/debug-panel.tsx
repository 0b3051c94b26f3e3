import { Portal } from '@ark-ui/react/portal';
import { useSnapshot } from 'valtio';
import { css } from 'styled-system/css';
import { DEBUG_STORE_SWITCHES, type DebugStoreSwitches } from '@/api/dev-debug';
import { USAGE_LABEL } from '@/domain/usage-type';
import { useStartup } from '@/web/shared/startup/use-startup';
import { sessionState } from '@/web/state/session';
import { Button } from '@/web/ui/button';
import { Drawer } from '@/web/ui/drawer';
import { Notice } from '@/web/ui/notice';
import { SimpleSelect } from '@/web/ui/select';
import { Skeleton } from '@/web/ui/skeleton';
import { Switch } from '@/web/ui/switch';
import { useAdjustDebugPoints, useDebugStore, useDebugUser, useSetDebugStore, useSetDebugUser } from './debug-api';

/** Points the +/- buttons add or remove. */
export const DEBUG_POINTS_STEP = 100;

const SWITCH_LABELS: Record<(typeof DEBUG_STORE_SWITCHES)[number], string> = {
  carts_disabled: 'Carts disabled',
  users_disabled: 'Users disabled',
  add_override: 'Add to cart override',
  pickup: 'Pickup',
  curbside: 'Curbside',
  delivery: 'Delivery',
};

const ORDERING_OPTIONS = [
  { value: 'open', label: 'Open' },
  { value: 'ordering_off', label: 'Ordering off' },
  { value: 'closed', label: 'Temporarily closed' },
];

const section = css({ display: 'flex', flexDirection: 'column', gap: '3', p: '4', borderBottom: '1px solid token(colors.line)' });
const heading = css({ fontWeight: 'bold', fontSize: 'md' });

/**
 * The debug panel (part 1 §4: store switches, user flags and loyalty points; not in production):
 * a drawer (Ark Dialog: focus trapped, Escape closes) with the current store's switches for the
 * current usage type and the signed-in user's flags and points. Each change goes to the dev
 * endpoints, and the storefront's data is refetched so the screens behind show its effect.
 */
export function DebugPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} lazyMount unmountOnExit placement="right">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Debug panel</Drawer.Title>
              <Drawer.CloseButton label="Close debug panel" />
            </Drawer.Header>
            <Drawer.Body>
              <StoreSection />
              <UserSection />
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function StoreSection() {
  const { store, usageType } = useStartup();
  const switches = useDebugStore(store?.id, usageType);
  const change = useSetDebugStore();
  const set = (values: Partial<Omit<DebugStoreSwitches, 'store_id' | 'usage_type'>>) =>
    store && change.mutate({ store_id: store.id, usage_type: usageType, ...values });

  return (
    <section aria-labelledby="debug-store" className={section}>
      <h2 id="debug-store" className={heading}>
        Store switches{store ? ` · ${store.ecomm_display_name ?? store.name} · ${USAGE_LABEL[usageType]}` : ''}
      </h2>
      {!store && <p>No store chosen.</p>}
      {switches.isError && <Notice tone="error">Could not read the store's switches.</Notice>}
      {store && switches.isPending && <Skeleton height="12rem" />}
      {switches.data && (
        <>
          <SimpleSelect
            label="Online ordering"
            options={ORDERING_OPTIONS}
            value={switches.data.temp_closed ?? 'open'}
            disabled={change.isPending}
            onValueChange={(value) => set({ temp_closed: value === 'closed' || value === 'ordering_off' ? value : null })}
          />
          {DEBUG_STORE_SWITCHES.map((name) => (
            <Switch key={name} checked={switches.data[name]} disabled={change.isPending} onCheckedChange={({ checked }) => set({ [name]: checked })}>
              {SWITCH_LABELS[name]}
            </Switch>
          ))}
        </>
      )}
    </section>
  );
}

function UserSection() {
  const { userId } = useSnapshot(sessionState);
  const user = useDebugUser(userId);
  const setFlags = useSetDebugUser();
  const points = useAdjustDebugPoints();
  const busy = setFlags.isPending || points.isPending;

  return (
    <section aria-labelledby="debug-user" className={section}>
      <h2 id="debug-user" className={heading}>
        User flags and points
      </h2>
      {userId === undefined && <p>Sign in to change a user's flags and points.</p>}
      {user.isError && <Notice tone="error">Could not read the user's flags.</Notice>}
      {userId !== undefined && user.isPending && <Skeleton height="10rem" />}
      {user.data && (
        <>
          <Switch
            checked={user.data.employee_status === 'confirmed'}
            disabled={busy}
            onCheckedChange={({ checked }) => setFlags.mutate({ employee_status: checked ? 'confirmed' : 'none' })}
          >
            Employee (confirmed)
          </Switch>
          <Switch checked={user.data.is_phone_verified} disabled={busy} onCheckedChange={({ checked }) => setFlags.mutate({ is_phone_verified: checked })}>
            Phone verified
          </Switch>
          <Switch checked={user.data.loyalty_enrolled} disabled={busy} onCheckedChange={({ checked }) => setFlags.mutate({ loyalty_enrolled: checked })}>
            Rewards enrolled
          </Switch>
          <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
            <Button
              size="sm"
              variant="outline"
              disabled={busy || user.data.available_points === 0}
              onClick={() => points.mutate({ points: -DEBUG_POINTS_STEP })}
              aria-label={`Remove ${DEBUG_POINTS_STEP} points`}
            >
              −{DEBUG_POINTS_STEP}
            </Button>
            <output aria-live="polite" className={css({ fontWeight: 'semibold', minW: '24', textAlign: 'center' })}>
              {user.data.available_points} points
            </output>
            <Button size="sm" variant="outline" disabled={busy} onClick={() => points.mutate({ points: DEBUG_POINTS_STEP })} aria-label={`Add ${DEBUG_POINTS_STEP} points`}>
              +{DEBUG_POINTS_STEP}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
