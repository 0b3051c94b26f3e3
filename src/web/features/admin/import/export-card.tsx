import { useState } from 'react';
import { css } from 'styled-system/css';
import type { ConsoleStore } from '@/api/admin';
import { USAGE_LABEL, type UsageType } from '@/domain/usage-type';
import { Button } from '@/web/ui/button';
import { fieldError } from '@/web/ui/page-styles';
import { SectionCard } from '@/web/ui/section-card';
import { SimpleSelect } from '@/web/ui/select';
import { exportFile } from '../api/import-export';
import { useSaveFile } from '../components/use-save-file';

/** The store's items as a file in the import format, CSV or JSON, written by the server (README "The row format"). */
export function ExportCard({ store }: { store: ConsoleStore }) {
  const [usage, setUsage] = useState<UsageType | 'both'>('both');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState<'csv' | 'json'>();
  const saveFile = useSaveFile();
  const download = async (format: 'csv' | 'json') => {
    setError('');
    setBusy(format);
    try {
      const { name, blob } = await exportFile(store.id, store.store_slug, format, usage === 'both' ? undefined : usage);
      saveFile(name, blob);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(undefined);
    }
  };
  const options = [{ value: 'both', label: 'Both usage types' }, ...store.usage_types.map((type) => ({ value: type, label: USAGE_LABEL[type] }))];
  return (
    <SectionCard title="Export">
      <SimpleSelect label="Usage type" options={options} value={usage} onValueChange={(value) => setUsage(value as UsageType | 'both')} className={css({ maxW: '320px' })} />
      <div className={css({ display: 'flex', gap: '3' })}>
        <Button variant="outline" disabled={busy !== undefined} loading={busy === 'csv'} loadingText="Exporting" onClick={() => void download('csv')}>
          Export CSV
        </Button>
        <Button variant="outline" disabled={busy !== undefined} loading={busy === 'json'} loadingText="Exporting" onClick={() => void download('json')}>
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
