import { useMemo, useState } from 'react';
import { css, cx } from 'styled-system/css';
import type { ConsoleStore } from '@/api/admin';
import { USAGE_LABEL } from '@/domain/usage-type';
import { AppLink } from '@/web/ui/app-link';
import { InputField } from '@/web/ui/input-field';
import { muted } from '@/web/ui/page-styles';
import { useConsole } from '../frame/console-context';
import { headerCell as plainHeader, SortableHeader } from '../components/sortable-header';
import { useTableSort } from '../components/table-sort';
import { consolePage, consoleTitle, table, tableScroll } from '../components/table-styles';

type StoreColumn = 'name' | 'city' | 'state' | 'timezone';

/** The console's first page: the stores this role reaches, filterable and sortable. */
export function ConsoleOverview() {
  const { me } = useConsole();
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return needle ? me.stores.filter((store) => [store.name, store.city, store.state, store.store_slug].some((text) => text.toLowerCase().includes(needle))) : me.stores;
  }, [me.stores, filter]);
  const { sort, sortBy, sorted } = useTableSort<ConsoleStore, StoreColumn>(shown, (store, key) => store[key], { key: 'name', direction: 'ascending' });
  return (
    <div className={consolePage}>
      <h1 className={consoleTitle}>Your stores</h1>
      <p className={muted}>
        {me.role === 'operator' ? 'As the operator you manage every store of the brand.' : 'As a store manager you manage these stores.'} {me.stores.length} in all.
      </p>
      <InputField label="Filter stores" type="search" value={filter} onChange={(event) => setFilter(event.target.value)} placeholder="Name, city or state" rootClassName={css({ maxW: '360px' })} />
      <div className={tableScroll}>
        {/* One line a cell: squeezed into a phone's width, the time zones and menus wrapped into rows three lines tall; the table scrolls instead. */}
        <table className={cx(table, css({ '& td': { whiteSpace: 'nowrap' } }))}>
          <caption className={css({ srOnly: true })}>Stores you manage</caption>
          <thead>
            <tr>
              <SortableHeader label="Store" column="name" sort={sort} onSort={sortBy} />
              <SortableHeader label="City" column="city" sort={sort} onSort={sortBy} />
              <SortableHeader label="State" column="state" sort={sort} onSort={sortBy} />
              <SortableHeader label="Time zone" column="timezone" sort={sort} onSort={sortBy} />
              <th scope="col" className={plainHeader}>
                Menus
              </th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((store) => (
              <tr key={store.id}>
                <td>
                  <AppLink to={`/store/${store.store_slug}`} className={css({ fontWeight: 'semibold', color: 'brand', textDecoration: 'underline' })}>
                    {store.name}
                  </AppLink>
                </td>
                <td>{store.city}</td>
                <td>{store.state}</td>
                <td>{store.timezone}</td>
                <td>{store.usage_types.map((usage) => USAGE_LABEL[usage]).join(', ') || 'None'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!sorted.length && <p className={muted}>No store matches “{filter}”.</p>}
    </div>
  );
}

