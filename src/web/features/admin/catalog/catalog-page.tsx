import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { css } from 'styled-system/css';
import type { ConsoleStore } from '@/api/admin';
import { sessionState } from '@/web/state/session';
import { LoadFailed } from '@/web/shared/load-failed';
import { Button } from '@/web/ui/button';
import { muted } from '@/web/ui/page-styles';
import { Skeleton } from '@/web/ui/skeleton';
import { StateMessage } from '@/web/ui/state-message';
import { catalogPageQueryOptions } from '../api/catalog-items';
import { CONSOLE_OFFLINE } from '../components/console-messages';
import { consolePage, consoleTitle } from '../components/table-styles';
import { useConsole } from '../frame/console-context';
import { BulkBar } from './bulk-bar';
import { CatalogFilterBar } from './catalog-filter-bar';
import { CATALOG_PAGE_SIZE, catalogQueryOf, firstView, type CatalogView } from './catalog-filters';
import { CatalogTable } from './catalog-table';
import { ItemDrawer } from './item-drawer';

/** The catalog and stock table of the picked store (README "The operator console"). */
export function CatalogPage() {
  const { store } = useConsole();
  if (!store) return <StateMessage>You manage no store yet.</StateMessage>;
  // A new store starts a new view: its own usage types, no selection carried over.
  return <StoreCatalog key={store.id} store={store} />;
}

function StoreCatalog({ store }: { store: ConsoleStore }) {
  const { userId } = useSnapshot(sessionState);
  const [view, setView] = useState<CatalogView>(() => firstView(store.usage_types.includes('recreational') || !store.usage_types.length ? 'recreational' : 'medical'));
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<number>();
  const [outcome, setOutcome] = useState('');
  const items = useQuery(catalogPageQueryOptions(userId, store.id, catalogQueryOf(view)));
  // The selection is of rows on screen: any new page, filter, sort or usage type clears it, so a bulk
  // edit never reaches rows the operator no longer sees (another store remounts this view).
  const change = (next: Partial<CatalogView>) => {
    setView({ ...view, page: 0, ...next });
    setSelected(new Set());
    setOutcome('');
  };
  const total = items.data?.total_rows ?? 0;
  const pages = Math.max(1, Math.ceil(total / CATALOG_PAGE_SIZE));
  return (
    <div className={consolePage}>
      <div>
        <h1 className={consoleTitle}>Catalog and stock</h1>
        <p className={muted}>{store.name}: every item, its price, sellable quantity and visibility per usage type.</p>
      </div>
      <CatalogFilterBar view={view} usageTypes={store.usage_types} onChange={change} />
      {selected.size > 0 && (
        <BulkBar
          storeId={store.id}
          usageType={view.usageType}
          ids={[...selected]}
          onDone={(text) => {
            setSelected(new Set());
            setOutcome(text);
          }}
        />
      )}
      <p role="status" className={css({ color: 'success', fontWeight: 'semibold', _empty: { display: 'none' } })}>
        {outcome}
      </p>
      {items.isError ? (
        <LoadFailed error={items.error} message={items.error.message} offlineMessage={CONSOLE_OFFLINE} onRetry={() => void items.refetch()} retrying={items.isFetching} />
      ) : items.data ? (
        <>
          <p role="status" className={muted}>
            {total === 0 ? 'No items match.' : `${total} ${total === 1 ? 'item' : 'items'}${pages > 1 ? `, page ${view.page + 1} of ${pages}` : ''}`}
          </p>
          {items.data.data.length > 0 && (
            <CatalogTable
              rows={items.data.data}
              busy={items.isPlaceholderData}
              sort={{ key: view.sort, direction: view.dir === 'asc' ? 'ascending' : 'descending' }}
              onSort={(sort) => change({ sort, dir: sort === view.sort && view.dir === 'asc' ? 'desc' : 'asc' })}
              selected={selected}
              onSelect={(next) => {
                setSelected(next);
                setOutcome('');
              }}
              onEdit={setEditing}
            />
          )}
          {pages > 1 && (
            <nav aria-label="Catalog pages" className={css({ display: 'flex', gap: '2' })}>
              <Button size="sm" variant="outline" disabled={view.page === 0} onClick={() => change({ page: view.page - 1 })}>
                Previous
              </Button>
              <Button size="sm" variant="outline" disabled={view.page + 1 >= pages} onClick={() => change({ page: view.page + 1 })}>
                Next
              </Button>
            </nav>
          )}
        </>
      ) : (
        <Skeleton height="20rem" className={css({ borderRadius: 'card' })} />
      )}
      {editing !== undefined && <ItemDrawer storeId={store.id} itemId={editing} usageType={view.usageType} onClose={() => setEditing(undefined)} />}
    </div>
  );
}
