import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { headerCell } from './sortable-header';
import { table, tableScroll } from './table-styles';

export interface ConsoleTableProps {
  /** Read to screen readers only: what the table lists. */
  caption: string;
  columns: readonly string[];
  /** The last column's header, read to screen readers only: it holds each row's buttons. */
  actionsLabel: string;
  /** The table's rows. */
  children: ReactNode;
}

/** A console list with a button column: the scrolling frame, a hidden caption, plain headers. */
export function ConsoleTable({ caption, columns, actionsLabel, children }: ConsoleTableProps) {
  return (
    <div className={tableScroll}>
      <table className={table}>
        <caption className={css({ srOnly: true })}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((label) => (
              <th key={label} scope="col" className={headerCell}>
                {label}
              </th>
            ))}
            <th scope="col" className={headerCell}>
              <span className={css({ srOnly: true })}>{actionsLabel}</span>
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
