import { css } from 'styled-system/css';
import type { AdminCatalogRow, AdminCatalogSort } from '@/api/admin-catalog';
import { categoryLabel } from '@/domain/categories';
import { formatCents } from '@/domain/money';
import { headerCell, SortableHeader } from '../components/sortable-header';
import type { SortState } from '../components/table-sort';
import { table, tableScroll } from '../components/table-styles';

export interface CatalogTableProps {
  rows: readonly AdminCatalogRow[];
  busy: boolean;
  /** Sorted by the server: a header asks for the next sort. */
  sort: SortState<AdminCatalogSort>;
  onSort: (column: AdminCatalogSort) => void;
  selected: ReadonlySet<number>;
  onSelect: (selected: ReadonlySet<number>) => void;
  onEdit: (itemId: number) => void;
}

/** One page of items: a checkbox per row (and one for the page), sortable headers, Edit per row. */
export function CatalogTable({ rows, busy, sort, onSort, selected, onSelect, onEdit }: CatalogTableProps) {
  const allOnPage = rows.every((row) => selected.has(row.id));
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (!next.delete(id)) next.add(id);
    onSelect(next);
  };
  const header = (label: string, column: AdminCatalogSort) => <SortableHeader label={label} column={column} sort={sort} onSort={onSort} />;
  return (
    <div className={tableScroll} aria-busy={busy || undefined}>
      <table className={table}>
        <caption className={css({ srOnly: true })}>Items, sortable by column</caption>
        <thead>
          <tr>
            <th scope="col" className={headerCell}>
              <input type="checkbox" className={box} aria-label="Select every item on this page" checked={allOnPage} onChange={() => onSelect(allOnPage ? new Set() : new Set(rows.map((row) => row.id)))} />
            </th>
            {header('Name', 'name')}
            {header('Brand', 'brand')}
            {header('Category', 'category')}
            {header('Price', 'price')}
            {header('Sellable', 'quantity')}
            <th scope="col" className={headerCell}>
              Shown
            </th>
            {header('Received', 'received')}
            <th scope="col" className={headerCell}>
              <span className={css({ srOnly: true })}>Edit</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-selected={selected.has(row.id) || undefined} className={css({ '&[data-selected]': { bg: 'brand.soft' } })}>
              <td>
                <input type="checkbox" className={box} aria-label={`Select ${row.name}`} checked={selected.has(row.id)} onChange={() => toggle(row.id)} />
              </td>
              <td>
                <span className={css({ fontWeight: 'semibold' })}>{row.name}</span>
                <span className={css({ display: 'block', color: 'muted', fontSize: 'xs' })}>
                  {row.sku} · {row.size}
                </span>
              </td>
              <td>{row.brand}</td>
              <td>{categoryLabel(row.category)}</td>
              <td className={css({ whiteSpace: 'nowrap' })}>{row.price_cents === null ? 'Not offered' : formatCents(row.price_cents)}</td>
              <td className={css({ textAlign: 'right' })}>{row.sellable_qty}</td>
              <td>{row.hidden ? 'Hidden' : 'Shown'}</td>
              <td className={css({ whiteSpace: 'nowrap' })}>{row.received_at.slice(0, 10)}</td>
              <td>
                <button type="button" className={editButton} aria-label={`Edit ${row.name}`} onClick={() => onEdit(row.id)}>
                  Edit
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const box = css({ w: '5', h: '5', accentColor: 'token(colors.brand)', cursor: 'pointer' });
const editButton = css({ color: 'brand', fontWeight: 'semibold', textDecoration: 'underline', bg: 'transparent', border: 'none', cursor: 'pointer', p: '1', minH: '9' });
