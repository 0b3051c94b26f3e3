import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { css } from 'styled-system/css';
import { ADMIN_CONTENT_MESSAGES, CONTENT_TYPE_LABELS, type AdminContentDocument } from '@/api/admin-content';
import { CONTENT_TYPES, type ContentType } from '@/api/content';
import { can } from '@/domain/staff-roles';
import { LoadFailed } from '@/web/shared/load-failed';
import { sessionState } from '@/web/state/session';
import { Button } from '@/web/ui/button';
import { ConfirmDialog } from '@/web/ui/confirm-dialog';
import { muted } from '@/web/ui/page-styles';
import { Skeleton } from '@/web/ui/skeleton';
import { StateMessage } from '@/web/ui/state-message';
import { contentDocumentsQueryOptions } from '../api/content-documents';
import { CONSOLE_OFFLINE } from '../components/console-messages';
import { consolePage, consoleTitle } from '../components/table-styles';
import { useConsole } from '../frame/console-context';
import { ContentEditor } from './content-editor';
import { ContentList, titleOf } from './content-list';
import { ChoiceField } from './choice-field';
import { CONTENT_TYPE_SINGULAR } from './content-type-names';

/** The types in the order an operator reaches for them: the home banner first. */
const TYPE_ORDER: readonly ContentType[] = ['special_message', 'promotional_dialog', 'education_post', 'news_article', 'faq', 'page', ...CONTENT_TYPES.filter((type) => !['special_message', 'promotional_dialog', 'education_post', 'news_article', 'faq', 'page'].includes(type))];

interface Editing {
  /** Stays the same while one editor is open, so saving a new document keeps its form and message. */
  key: string;
  document?: AdminContentDocument;
}

/**
 * /admin/content (README "Content in the console"): pick a type, see its documents with their
 * state, and write one in a structured editor with a live preview. Operators only.
 */
export function ContentPage() {
  const { me } = useConsole();
  const { userId } = useSnapshot(sessionState);
  const [type, setType] = useState<ContentType>('special_message');
  const [editing, setEditing] = useState<Editing>();
  const dirty = useRef(false);
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  // What the operator asked for while the editor held unsaved changes: done once they agree to discard them.
  const [pending, setPending] = useState<() => void>();
  const leaveEditor = (next: () => void) => {
    if (editing && dirty.current) {
      setPending(() => next);
      return;
    }
    dirty.current = false;
    next();
  };
  // The editor opens above the list: focus moves to its heading, so keyboard and screen reader users land in it.
  const editorHeading = useRef<HTMLHeadingElement>(null);
  const editingKey = editing?.key;
  useEffect(() => {
    if (editingKey) editorHeading.current?.focus();
  }, [editingKey]);
  // Closing the editor removes the control that had focus: focus goes back to the Edit or New button that
  // opened it (New when that row is gone, as after a delete), and a delete is announced.
  const newButtonId = useId();
  const opener = useRef<HTMLElement | null>(null);
  const focusOpenerOnClose = useRef(false);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (editing || !focusOpenerOnClose.current) return;
    focusOpenerOnClose.current = false;
    (opener.current?.isConnected ? opener.current : document.getElementById(newButtonId))?.focus();
  }, [editing, newButtonId]);
  const openEditor = (next: Editing) => {
    // Remembered before any 'Discard your changes?' dialog takes focus.
    const openedFrom = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    leaveEditor(() => {
      opener.current = openedFrom;
      setAnnouncement('');
      setEditing(next);
    });
  };
  const closeEditor = () => {
    focusOpenerOnClose.current = true;
    setEditing(undefined);
  };
  const allowed = can(me, 'content.edit');
  const list = useQuery({ ...contentDocumentsQueryOptions(userId, type), enabled: userId !== undefined && allowed });
  const intro = (
    <div>
      <h1 className={consoleTitle}>Content</h1>
      <p className={muted}>Banners, dialogs, articles and pages. Shoppers see a published change on their next visit.</p>
    </div>
  );
  if (!allowed) {
    return (
      <div className={consolePage}>
        {intro}
        <StateMessage>Only operators can edit content.</StateMessage>
      </div>
    );
  }
  const labels = Object.fromEntries(TYPE_ORDER.map((value) => [CONTENT_TYPE_LABELS[value], value])) as Record<string, ContentType>;
  return (
    <div className={consolePage}>
      {intro}
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end' })}>
        <div className={css({ minW: '64' })}>
          <ChoiceField
            label="Type"
            choices={Object.keys(labels)}
            value={CONTENT_TYPE_LABELS[type]}
            onChange={(label) =>
              leaveEditor(() => {
                setType(labels[label]!);
                setEditing(undefined);
              })
            }
          />
        </div>
        <Button
          id={newButtonId}
          type="button"
          onClick={() => openEditor({ key: `new-${Date.now()}` })}
        >
          New {CONTENT_TYPE_SINGULAR[type]}
        </Button>
      </div>
      {editing && (
        <section aria-label={editing.document ? `Editing ${titleOf(editing.document)}` : 'New document'} className={css({ display: 'flex', flexDirection: 'column', gap: '3', minW: '0' })}>
          <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '3' })}>
            {/* A title of one long word (no spaces) wraps instead of widening the page. */}
            <h2 ref={editorHeading} tabIndex={-1} className={css({ fontSize: 'xl', fontWeight: 'bold', minW: '0', overflowWrap: 'anywhere' })}>
              {editing.document ? titleOf(editing.document) : `New ${CONTENT_TYPE_SINGULAR[type]}`}
            </h2>
            <Button type="button" variant="ghost" size="sm" onClick={() => leaveEditor(closeEditor)}>
              Close the editor
            </Button>
          </div>
          <ContentEditor
            key={`${type}-${editing.key}`}
            type={type}
            document={editing.document}
            onSaved={(document) => setEditing({ key: editing.key, document })}
            onDeleted={() => {
              dirty.current = false;
              setAnnouncement(ADMIN_CONTENT_MESSAGES.deleted);
              // Its row is on its way out of the list: focus goes to New.
              opener.current = null;
              closeEditor();
            }}
            onDirtyChange={onDirtyChange}
          />
        </section>
      )}
      <p role="status" className={css({ fontWeight: 'semibold', _empty: { display: 'none' } })}>
        {announcement}
      </p>
      <ConfirmDialog
        open={pending !== undefined}
        title="Discard your changes?"
        confirmLabel="Discard changes"
        busyLabel="Discarding"
        onCancel={() => setPending(undefined)}
        onConfirm={() => {
          const next = pending;
          setPending(undefined);
          dirty.current = false;
          next?.();
        }}
      >
        <p>The document you are editing has changes that are not saved. Cancel to keep editing and save them first.</p>
      </ConfirmDialog>
      {list.isError ? (
        <LoadFailed error={list.error} message={list.error.message} offlineMessage={CONSOLE_OFFLINE} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : list.data ? (
        <ContentList documents={list.data.data} caption={`${CONTENT_TYPE_LABELS[type]}: documents`} onEdit={(document) => openEditor({ key: String(document.id), document })} />
      ) : (
        <Skeleton height="12rem" className={css({ borderRadius: 'card' })} />
      )}
    </div>
  );
}
