import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import type { ConsoleStore } from '@/api/admin';
import type { ImportSummary } from '@/api/admin-import';
import { Button } from '@/web/ui/button';
import { fieldError, muted } from '@/web/ui/page-styles';
import { SectionCard } from '@/web/ui/section-card';
import { SimpleSelect } from '@/web/ui/select';
import { StateMessage } from '@/web/ui/state-message';
import { importFileOf, useApplyImport, useCheckImport, type ImportFile, type ImportProgress } from '../api/import-export';
import { fileInput } from '../components/file-input-style';
import { consolePage, consoleTitle } from '../components/table-styles';
import { useConsole } from '../frame/console-context';
import { ExportCard } from './export-card';
import { ImportProgressBar } from './import-progress';
import { ImportSummaryView } from './import-summary';

const REMOVED_OPTIONS = [
  { value: 'keep', label: 'Keep them as they are' },
  { value: 'hide', label: 'Hide them from shoppers' },
];

/** Import (dry run first, then apply in one transaction) and export of the picked store's items. */
export function ImportPage() {
  const { store } = useConsole();
  if (!store) return <StateMessage>You manage no store yet.</StateMessage>;
  return (
    <div className={consolePage}>
      <div>
        <h1 className={consoleTitle}>Import and export</h1>
        <p className={muted}>{store.name}: one row per item (sku, usage type, name, brand, category, size, price, quantity, potency…), as CSV or JSON.</p>
      </div>
      <StoreImport key={store.id} store={store} />
      <ExportCard key={`export-${store.id}`} store={store} />
    </div>
  );
}

/**
 * The file goes to the server as it is (text/csv or application/json): the server reads it, so the
 * diff's row numbers and every error are the server's.
 */
function StoreImport({ store }: { store: ConsoleStore }) {
  const [upload, setUpload] = useState<ImportFile>();
  const [fileError, setFileError] = useState('');
  const [removed, setRemoved] = useState<'keep' | 'hide'>('keep');
  const [progress, setProgress] = useState<ImportProgress>();
  const check = useCheckImport();
  const apply = useApplyImport(setProgress);
  const aborter = useRef<AbortController>(undefined);
  // Leaving the page stops reading the stream (the server finishes the apply on its own).
  useEffect(() => () => aborter.current?.abort(), []);
  const reset = () => {
    check.reset();
    apply.reset();
    setProgress(undefined);
  };
  const pick = async (file: File | undefined) => {
    reset();
    setUpload(undefined);
    setFileError('');
    if (!file) return;
    if (!(await isReadable(file))) return setFileError(`${file.name} could not be read. Choose it again, or save it as CSV or JSON first.`);
    setUpload(importFileOf(file));
  };
  const request = upload && { storeId: store.id, upload, removed };
  const runCheck = () => request && (reset(), check.mutate(request));
  const runApply = () => {
    if (!request) return;
    setProgress(undefined);
    aborter.current = new AbortController();
    apply.mutate({ request, signal: aborter.current.signal });
  };
  const busy = check.isPending || apply.isPending;
  const dry = check.data;
  const canApply = dry && !apply.data?.applied && dry.counts.errors === 0 && dry.counts.new + dry.counts.changed + (removed === 'hide' ? dry.counts.removed : 0) > 0;
  const error = check.error ?? apply.error;
  return (
    <SectionCard title="Import">
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <label htmlFor="import-file" className={css({ fontWeight: 'semibold' })}>
          CSV or JSON file
        </label>
        <input id="import-file" type="file" accept=".csv,.json,text/csv,application/json" disabled={apply.isPending} onChange={(event) => void pick(event.target.files?.[0])} className={fileInput} />
        {fileError && (
          <p role="alert" className={fieldError}>
            {fileError}
          </p>
        )}
        {upload && <p className={muted}>{`${upload.file.name} (${formatSize(upload.file.size)}) is ready to check.`}</p>}
      </div>
      <SimpleSelect label="Items the file leaves out" options={REMOVED_OPTIONS} value={removed} onValueChange={(value) => (setRemoved(value as 'keep' | 'hide'), reset())} className={css({ maxW: '320px' })} />
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <Button variant="outline" disabled={!upload || busy} loading={check.isPending} loadingText="Checking" onClick={runCheck}>
          Check the file
        </Button>
        <Button disabled={!canApply || busy} loading={apply.isPending} loadingText="Applying" onClick={runApply}>
          Apply
        </Button>
      </div>
      {apply.isPending && (
        <div role="status" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <p>Applying the file in one transaction: nothing shows on the menu until every row is written.</p>
          <ImportProgressBar progress={progress} />
        </div>
      )}
      {error && (
        <p role="alert" className={fieldError}>
          {error.message}
        </p>
      )}
      {apply.data ? (
        <Outcome summary={apply.data.summary} headline={apply.data.applied ? 'Imported: the menu shows the new items and prices now.' : apply.data.message} refused={!apply.data.applied} />
      ) : (
        dry &&
        !apply.isPending && (
          <Outcome summary={dry} headline={dry.counts.errors ? 'Nothing is imported until the rows with errors are fixed.' : 'This is what Apply will do (nothing has changed yet).'} refused={false} />
        )
      )}
    </SectionCard>
  );
}

/** A dry run's diff or an apply's outcome; a refused apply is an alert, with the rows that refused it. */
function Outcome({ summary, headline, refused }: { summary: ImportSummary; headline: string; refused: boolean }) {
  return (
    <div role={refused ? undefined : 'status'} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <p role={refused ? 'alert' : undefined} className={refused ? fieldError : css({ fontWeight: 'bold' })}>
        {headline}
      </p>
      <ImportSummaryView summary={summary} />
    </div>
  );
}

/** Whether the browser can read the picked file (one moved or locked since it was picked cannot be). */
function isReadable(file: File): Promise<boolean> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(true);
    reader.onerror = () => resolve(false);
    reader.readAsText(file.slice(0, 1));
  });
}

const formatSize = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);
