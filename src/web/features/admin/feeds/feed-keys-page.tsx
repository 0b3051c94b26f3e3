import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { css } from 'styled-system/css';
import type { CreatedFeedKey, FeedKey } from '@/api/admin-import';
import { can } from '@/domain/staff-roles';
import { LoadFailed } from '@/web/shared/load-failed';
import { sessionState } from '@/web/state/session';
import { Button } from '@/web/ui/button';
import { InputField } from '@/web/ui/input-field';
import { fieldError, muted } from '@/web/ui/page-styles';
import { SectionCard } from '@/web/ui/section-card';
import { Skeleton } from '@/web/ui/skeleton';
import { StateMessage } from '@/web/ui/state-message';
import { feedKeysQueryOptions, useCreateFeedKey, useRevokeFeedKey } from '../api/feed-keys';
import { ConfirmRowDialog } from '../components/confirm-row-dialog';
import { ConsoleTable } from '../components/console-table';
import { consolePage, consoleTitle } from '../components/table-styles';
import { useConsole } from '../frame/console-context';
import { CONSOLE_OFFLINE } from '../components/console-messages';

/** Point-of-sale feed keys (operators): list, create (the key shown once), revoke. */
export function FeedKeysPage() {
  const { me } = useConsole();
  const { userId } = useSnapshot(sessionState);
  const allowed = can(me, 'feeds.manage');
  const keys = useQuery({ ...feedKeysQueryOptions(userId), enabled: allowed && userId !== undefined });
  const [revoking, setRevoking] = useState<FeedKey>();
  const revoke = useRevokeFeedKey();
  const storeName = (id: number) => me.stores.find((store) => store.id === id)?.name ?? `Store ${id}`;
  if (!allowed) {
    return (
      <div className={consolePage}>
        <h1 className={consoleTitle}>Feed keys</h1>
        <StateMessage tone="error">
          <p>Only operators can do this.</p>
        </StateMessage>
      </div>
    );
  }
  return (
    <div className={consolePage}>
      <div>
        <h1 className={consoleTitle}>Feed keys</h1>
        <p className={muted}>A point-of-sale system sends stock and prices with a key of its own, for the stores the key names. Only the key's hash is kept.</p>
      </div>
      <CreateKeyCard />
      {keys.isError ? (
        <LoadFailed error={keys.error} message={`The feed keys could not be loaded: ${keys.error.message}`} offlineMessage={CONSOLE_OFFLINE} onRetry={() => void keys.refetch()} retrying={keys.isFetching} />
      ) : keys.data ? (
        keys.data.data.length ? (
          <ConsoleTable caption="Feed keys" columns={['Name', 'Key starts', 'Stores', 'Created', 'Last used', 'State']} actionsLabel="Revoke">
            {keys.data.data.map((key) => (
              <tr key={key.id}>
                <td className={css({ fontWeight: 'semibold' })}>{key.name}</td>
                <td>
                  <code>{key.prefix}…</code>
                </td>
                <td>{key.store_ids.map(storeName).join(', ')}</td>
                <td>{key.created_at.slice(0, 10)}</td>
                <td>{key.last_used_at?.slice(0, 10) ?? 'Never'}</td>
                <td>{key.revoked_at ? `Revoked ${key.revoked_at.slice(0, 10)}` : 'Active'}</td>
                <td>
                  {!key.revoked_at && (
                    <Button size="sm" variant="outline" onClick={() => setRevoking(key)} aria-label={`Revoke ${key.name}`}>
                      Revoke
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </ConsoleTable>
        ) : (
          <p className={muted}>No feed keys yet.</p>
        )
      ) : (
        <Skeleton height="8rem" />
      )}
      <ConfirmRowDialog row={revoking} action={revoke} onClose={() => setRevoking(undefined)} title={`Revoke ${revoking?.name ?? 'this key'}?`} confirmLabel="Revoke" busyLabel="Revoking">
        <p>The point-of-sale system using it is refused from its next call. This cannot be undone.</p>
      </ConfirmRowDialog>
    </div>
  );
}

function CreateKeyCard() {
  const { me } = useConsole();
  const create = useCreateFeedKey();
  const [name, setName] = useState('');
  const [storeIds, setStoreIds] = useState<ReadonlySet<number>>(new Set());
  const [created, setCreated] = useState<CreatedFeedKey>();
  const [copied, setCopied] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCopied(false);
    create.mutate({ name, store_ids: [...storeIds] }, { onSuccess: (key) => (setCreated(key), setName(''), setStoreIds(new Set())) });
  };
  const toggle = (id: number) => {
    const next = new Set(storeIds);
    if (!next.delete(id)) next.add(id);
    setStoreIds(next);
  };
  return (
    <SectionCard title="New key">
      <form onSubmit={submit} aria-label="New feed key" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <InputField label="Name" value={name} onChange={(event) => setName(event.target.value)} placeholder="e.g. Dutchie POS" rootClassName={css({ maxW: '360px' })} />
        <fieldset className={css({ border: 'none', p: '0', m: '0' })}>
          <legend className={css({ fontWeight: 'semibold', mb: '2' })}>Stores it may update</legend>
          <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', xs: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }, gap: '1.5' })}>
            {me.stores.map((store) => (
              <label key={store.id} className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
                <input type="checkbox" checked={storeIds.has(store.id)} onChange={() => toggle(store.id)} className={css({ w: '4', h: '4' })} />
                {store.name}
              </label>
            ))}
          </div>
        </fieldset>
        {create.isError && (
          <p role="alert" className={fieldError}>
            {create.error.message}
          </p>
        )}
        <div>
          <Button type="submit" size="sm" loading={create.isPending} loadingText="Creating" disabled={!name.trim() || storeIds.size === 0}>
            Create key
          </Button>
        </div>
      </form>
      {created && (
        <div role="status" className={css({ display: 'flex', flexDirection: 'column', gap: '2', p: '3', bg: 'wash', borderRadius: 'md' })}>
          <p className={css({ fontWeight: 'bold' })}>Copy the key for “{created.name}” now: it is shown only this once.</p>
          <code className={css({ wordBreak: 'break-all', fontSize: 'sm' })}>{created.key}</code>
          <div>
            <Button size="sm" variant="outline" onClick={() => void navigator.clipboard?.writeText(created.key).then(() => setCopied(true))}>
              {copied ? 'Copied' : 'Copy the key'}
            </Button>
          </div>
        </div>
      )}
    </SectionCard>
  );
}

