import { useMemo } from 'react';
import { USAGE_LABEL, USAGE_TYPES, type UsageType } from '@/domain/usage-type';
import { useStartup } from '@/web/shared/startup/use-startup';
import { SimpleSelect } from '@/web/ui/select';
import type { ContactDraft, FormProblems } from '../contact-draft';
import { muted } from '../styles';
import { FieldSlot } from './field-slot';

const USAGE_OPTIONS = USAGE_TYPES.map((value) => ({ value, label: USAGE_LABEL[value] }));

/** Medical or Adult Use (visitors, part 2 §6). */
export function UsageTypeSelect({ draft, problems, onChange }: { draft: ContactDraft; problems: FormProblems; onChange: (change: Partial<ContactDraft>) => void }) {
  return (
    <FieldSlot field="customer_type" error={problems.customer_type}>
      <SimpleSelect label="Usage Type" name="customer_type" placeholder="Medical or Adult Use" options={USAGE_OPTIONS} value={draft.usageType} onValueChange={(value) => onChange({ usageType: value as UsageType })} />
    </FieldSlot>
  );
}

/** The brand's stores, from the startup answer every screen already holds. */
export function StoreSelect({ draft, problems, onChange, helper }: { draft: ContactDraft; problems: FormProblems; onChange: (change: Partial<ContactDraft>) => void; helper?: string }) {
  const { stores } = useStartup();
  const options = useMemo(
    () => stores.map((store) => ({ value: String(store.id), label: `${store.ecomm_display_name} (${store.city}, ${store.state})` })),
    [stores],
  );
  return (
    <FieldSlot field="store_id" error={problems.store_id}>
      <SimpleSelect label="Store" name="store_id" placeholder="Choose a store" options={options} value={draft.storeId === undefined ? undefined : String(draft.storeId)} onValueChange={(value) => onChange({ storeId: Number(value) })} />
      {helper && !problems.store_id && <p className={muted}>{helper}</p>}
    </FieldSlot>
  );
}
