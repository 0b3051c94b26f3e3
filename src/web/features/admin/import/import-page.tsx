import { useState } from 'react';
import { css } from 'styled-system/css';
import type { ImportSummary } from '@/api/admin-import';
import type { ConsoleStore } from '@/api/admin';
import { USAGE_LABEL, type UsageType } from '@/domain/usage-type';
import { Button } from '@/web/ui/button';
import { fieldError, muted } from '@/web/ui/page-styles';
import { SectionCard } from '@/web/ui/section-card';
import { SimpleSelect } from '@/web/ui/select';
import { StateMessage } from '@/web/ui/state-message';
import { exportRows, useImportRows } from '../api/import-export';
import { consolePage, consoleTitle } from '../components/table-styles';
import { useConsole } from '../frame/console-context';
import { readImportFile, rowsToCsv } from './import-file';
import { ImportSummaryView } from './import-summary';

const REMOVED_OPTIONS = [
  { value: 'keep', label: 'Keep them as they are' },
  { value: 'hide', label: 'Hide them from shoppers' },
];

/** Import (dry run first, then apply in one transaction) and export of the picked store's items. */
export function ImportPage() {
  const { store } = useConsole();
  if (!store) return <StateMessage>You manage no store yet.</StateMessage>;
  return <StoreImport key={store.id} store={store} />;
}

function StoreImport({ store }: { store: ConsoleStore }) {
  const importRows = useImportRows(store.id);
  const [rows, setRows] = useState<Record<string, unknown>[]>();
  const [fileError, setFileError] = useState('');
  const [removed, setRemoved] = useState<'keep' | 'hide'>('keep');
  const [summary, setSummary] = useState<ImportSummary>();
  const pick = async (file: File | undefined) => {
    setSummary(undefined);
    importRows.reset();
    setRows(undefined);
    setFileError('');
    if (!file) return;
    let text: string;
    try {
      text = await readText(file);
    } catch {
      setFileError(`${file.name} could not be read. Choose it again, or save it as CSV or JSON first.`);
      return;
    }
    const read = readImportFile(file.name, text);
    if (read.ok) setRows(read.rows);
    else setFileError(read.message);
  };
  const send = (mode: 'dry_run' | 'apply') => rows && importRows.mutate({ rows, mode, removed }, { onSuccess: setSummary });
  const applying = importRows.isPending && importRows.variables?.mode === 'apply';
  const canApply = summary && !summary.applied && summary.counts.errors === 0 && summary.counts.new + summary.counts.changed + (removed === 'hide' ? summary.counts.removed : 0) > 0;
  return (
    <div className={consolePage}>
      <div>
        <h1 className={consoleTitle}>Import and export</h1>
        <p className={muted}>{store.name}: one row per item (sku, usage type, name, brand, category, size, price, quantity, potency…), as CSV or JSON.</p>
      </div>
      <SectionCard title="Import">
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          <label htmlFor="import-file" className={css({ fontWeight: 'semibold' })}>
            CSV or JSON file
          </label>
          <input id="import-file" type="file" accept=".csv,.json,text/csv,application/json" onChange={(event) => void pick(event.target.files?.[0])} className={css({ fontSize: 'sm' })} />
          {fileError && (
            <p role="alert" className={fieldError}>
              {fileError}
            </p>
          )}
          {rows && <p className={muted}>{rows.length.toLocaleString()} rows read.</p>}
        </div>
        <SimpleSelect label="Items the file leaves out" options={REMOVED_OPTIONS} value={removed} onValueChange={(value) => (setRemoved(value as 'keep' | 'hide'), setSummary(undefined))} className={css({ maxW: '320px' })} />
        <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
          <Button variant="outline" disabled={!rows || importRows.isPending} loading={importRows.isPending && !applying} loadingText="Checking" onClick={() => send('dry_run')}>
            Check the file
          </Button>
          <Button disabled={!canApply || importRows.isPending} loading={applying} loadingText="Applying" onClick={() => send('apply')}>
            Apply
          </Button>
        </div>
        {applying && (
          <div role="status" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
            <p>Applying {rows?.length.toLocaleString()} rows in one transaction…</p>
            <progress aria-label="Import progress" className={css({ w: 'full' })} />
          </div>
        )}
        {importRows.isError && (
          <p role="alert" className={fieldError}>
            {importRows.error.message}
          </p>
        )}
        {summary && (
          <div role="status" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
            <p className={css({ fontWeight: 'bold' })}>
              {summary.applied
                ? 'Imported: the menu shows the new items and prices now.'
                : summary.counts.errors
                  ? 'Nothing is imported until the rows with errors are fixed.'
                  : 'This is what Apply will do (nothing has changed yet).'}
            </p>
            <ImportSummaryView summary={summary} />
          </div>
        )}
      </SectionCard>
      <ExportCard store={store} />
    </div>
  );
}

function ExportCard({ store }: { store: ConsoleStore }) {
  const [usage, setUsage] = useState<UsageType | 'both'>('both');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const download = async (format: 'csv' | 'json') => {
    setError('');
    setBusy(true);
    try {
      const { rows } = await exportRows(store.id, usage === 'both' ? undefined : usage);
      const text = format === 'csv' ? rowsToCsv(rows) : JSON.stringify({ rows }, null, 2);
      saveFile(`${store.store_slug}-items.${format}`, text, format === 'csv' ? 'text/csv' : 'application/json');
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  };
  const options = [{ value: 'both', label: 'Both usage types' }, ...store.usage_types.map((type) => ({ value: type, label: USAGE_LABEL[type] }))];
  return (
    <SectionCard title="Export">
      <SimpleSelect label="Usage type" options={options} value={usage} onValueChange={(value) => setUsage(value as UsageType | 'both')} className={css({ maxW: '320px' })} />
      <div className={css({ display: 'flex', gap: '3' })}>
        <Button variant="outline" disabled={busy} onClick={() => void download('csv')}>
          Export CSV
        </Button>
        <Button variant="outline" disabled={busy} onClick={() => void download('json')}>
          Export JSON
        </Button>
      </div>
      {error && (
        <p role="alert" className={fieldError}>
          {error}
        </p>
      )}
    </SectionCard>
  );
}

/** The file's text (FileReader: every browser the app supports has it). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });
}

function saveFile(name: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  URL.revokeObjectURL(url);
}
