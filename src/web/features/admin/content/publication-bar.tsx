import { useState } from 'react';
import { css } from 'styled-system/css';
import type { AdminContentDocument, Publication } from '@/api/admin-content';
import { Button } from '@/web/ui/button';
import { TextField } from '@/web/ui/field';
import { row } from './field-styles';
import { StateBadge } from './state-badge';

/** A moment typed in the browser's own time ('2026-12-01T09:00') as the API's ISO form. */
const isoOf = (local: string) => (local ? new Date(local).toISOString() : '');

/**
 * Where the document stands and what can happen to it: save (keeping its state), publish now,
 * schedule for a moment, back to draft, delete (asked twice).
 */
export function PublicationBar({
  document,
  busy,
  onSave,
  onDelete,
}: {
  document: AdminContentDocument | undefined;
  busy: boolean;
  onSave: (publication?: Publication) => void;
  onDelete: () => void;
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
          {confirming ? (
            <>
              <span className={css({ fontSize: 'sm' })}>Delete this document for good?</span>
              <Button type="button" variant="solid" disabled={busy} onClick={onDelete}>
                Yes, delete
              </Button>
              <Button type="button" variant="ghost" onClick={() => setConfirming(false)}>
                Keep it
              </Button>
            </>
          ) : (
            <Button type="button" variant="ghost" disabled={busy} onClick={() => setConfirming(true)}>
              Delete…
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
