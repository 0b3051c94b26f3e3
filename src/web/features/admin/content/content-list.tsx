import { css } from 'styled-system/css';
import type { AdminContentDocument } from '@/api/admin-content';
import { Button } from '@/web/ui/button';
import { ConsoleTable } from '../components/console-table';
import { StateBadge } from './state-badge';

/** What a document is called in the list: its title, question, headline or message, else its uid. */
export function titleOf(document: AdminContentDocument): string {
  const data = document.data;
  for (const key of ['title', 'question', 'headline', 'message', 'cta_text', 'tagline']) {
    if (typeof data[key] === 'string' && data[key]) return data[key];
  }
  return document.uid;
}

/** One type's documents with their state and publish date; Edit opens one. */
export function ContentList({ documents, caption, onEdit }: { documents: readonly AdminContentDocument[]; caption: string; onEdit: (document: AdminContentDocument) => void }) {
  if (!documents.length) return <p className={css({ color: 'muted' })}>No documents of this type yet.</p>;
  return (
    <ConsoleTable caption={caption} columns={['Document', 'State', 'Publish date']} actionsLabel="Actions">
      {documents.map((document) => (
        <tr key={document.id}>
          <td>
            <div className={css({ fontWeight: 'semibold' })}>{titleOf(document)}</div>
            <div className={css({ color: 'muted', fontSize: 'xs' })}>{document.uid}</div>
          </td>
          <td>
            <StateBadge state={document.state} />
          </td>
          <td>{document.published_on ? new Date(document.published_on).toLocaleString() : '—'}</td>
          <td>
            <Button type="button" size="sm" variant="outline" onClick={() => onEdit(document)} aria-label={`Edit ${titleOf(document)}`}>
              Edit
            </Button>
          </td>
        </tr>
      ))}
    </ConsoleTable>
  );
}
