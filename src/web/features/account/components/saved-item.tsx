import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { AppLink } from '@/web/ui/app-link';
import { Button, button } from '@/web/ui/button';
import { tapTarget } from '../styles';

const row = css({ display: 'flex', gap: '3', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', p: '3', bg: 'wash', borderRadius: 'md' });

export interface SavedItemProps {
  /** What the buttons act on, for their accessible names ('Edit 12 Main St'). */
  name: string;
  editTo: string;
  onDelete: () => void;
  children: ReactNode;
}

/** One saved address or medical card of My Account: what it is, then Edit and Delete (part 2 §2). */
export function SavedItem({ name, editTo, onDelete, children }: SavedItemProps) {
  return (
    <li className={row}>
      {children}
      <div className={css({ display: 'flex', gap: '2' })}>
        <AppLink to={editTo} className={cx(button({ size: 'sm', variant: 'ghost' }), tapTarget)} aria-label={`Edit ${name}`}>
          Edit
        </AppLink>
        <Button size="sm" variant="ghost" className={tapTarget} onClick={onDelete} aria-label={`Delete ${name}`}>
          Delete
        </Button>
      </div>
    </li>
  );
}
