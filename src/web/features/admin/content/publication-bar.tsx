import { useState } from 'react';
import { css } from 'styled-system/css';
import type { AdminContentDocument, Publication } from '@/api/admin-content';
import { Button } from '@/web/ui/button';
import { ConfirmDialog } from '@/web/ui/confirm-dialog';
import { TextField } from '@/web/ui/field';
import { row } from './field-styles';
import { StateBadge } from './state-badge';

/** A moment typed in the browser's own time ('2026-12-01T09:00') as the API's ISO form. */
const isoOf = (local: string) => (local ? new Date(local).toISOString() : '');

/**
 * Where the document stands and what can happen to it: save (keeping its state), publish now,
 * schedule for a moment, back to draft, delete (asked first, in a dialog).
 */
export function PublicationBar({
  document,
  busy,
  onSave,
  onDelete,
  deleteError,
}: {
  document: AdminContentDocument | undefined;
  busy: boolean;
  onSave: (publication?: Publication) => void;
  onDelete: () => void;
  /** Why the last delete failed, shown in the dialog that asked for it. */
  deleteError?: string;
}) {
  const [when, setWhen] = useState('');
  const [whenError, setWhenError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const state = document?.state ?? 'draft';
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', borderTop: '1px solid token(colors.line)', pt: '4' })}>
      <p className={row}>
        <StateBadge state={state} />
        <span className={css({ fontSize: 'sm', color: 'muted' })}>
          {!document
            ? 'Not saved yet: it will be kept as a draft until you publish it.'
            : state === 'draft'
              ? 'Shoppers do not see this draft.'
              : state === 'scheduled'
                ? `Shoppers see it from ${new Date(document.published_on!).toLocaleString()}.`
                : `Shoppers see it since ${new Date(document.published_on!).toLocaleString()}.`}
        </span>
      </p>
      <div className={row}>
        <Button type="submit" variant="outline" disabled={busy}>
          {document ? 'Save' : 'Save draft'}
        </Button>
        <Button type="button" disabled={busy} onClick={() => onSave('now')}>
          {state === 'published' ? 'Save and publish now' : 'Publish now'}
        </Button>
        {document && state !== 'draft' && (
          <Button type="button" variant="ghost" disabled={busy} onClick={() => onSave(null)}>
            Unpublish (back to draft)
          </Button>
        )}
      </div>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'flex-end' })}>
        <div className={css({ minW: '56' })}>
          <TextField label="Publish on (your time)" type="datetime-local" value={when} error={whenError} onChange={(event) => setWhen(event.target.value)} />
        </div>
        <Button
          type="button"
          variant="outline"
          disabled={busy}
          onClick={() => {
            const iso = isoOf(when);
            setWhenError(iso ? undefined : 'Choose a date and time.');
            if (iso) onSave(iso);
          }}
        >
          Schedule
        </Button>
      </div>
      {document && (
        <div className={row}>
          <Button type="button" variant="ghost" disabled={busy} onClick={() => setConfirming(true)}>
            Delete…
          </Button>
          <ConfirmDialog open={confirming} title="Delete this document?" confirmLabel="Delete" busy={busy} error={deleteError} onCancel={() => setConfirming(false)} onConfirm={onDelete}>
            <p>Shoppers stop seeing it, and it cannot be brought back.</p>
          </ConfirmDialog>
        </div>
      )}
    </div>
  );
}
