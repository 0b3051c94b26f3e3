import { useMemo } from 'react';
import { SimpleSelect } from '@/web/ui/select';
import { useConsole } from './console-context';

/** Picks the store the store pages work on, among the stores the role reaches. */
export function StorePicker({ className }: { className?: string }) {
  const { me, store, setStoreId } = useConsole();
  const options = useMemo(() => me.stores.map((option) => ({ value: String(option.id), label: `${option.name} (${option.state})` })), [me.stores]);
  if (!me.stores.length) return null;
  return <SimpleSelect label="Store" options={options} value={store ? String(store.id) : undefined} onValueChange={(value) => setStoreId(Number(value))} className={className} />;
}
