import { useState } from 'react';
import type { StoreSettings } from '@/api/admin-stores';
import { dollarsText, parseDollars } from '@/domain/dollars-input';
import { Field, TextField } from '@/web/ui/field';
import { fieldGrid, SettingsSection, useSectionSave } from './section-form';

/** '12.50' -> 1250; an empty box or anything else is NaN, which the schema refuses with its own message. */
const centsOf = (dollars: string) => parseDollars(dollars) ?? Number.NaN;
/** '8.25' (percent) -> 825 basis points. */
const bpsOf = (percent: string) => (percent.trim() === '' ? Number.NaN : Math.round(Number(percent) * 100));
const wholeOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** Delivery zips, minimum and fee (part 1 §3 `valid_zips`, §6 delivery minimum). */
export function DeliverySection({ storeId, delivery }: { storeId: number; delivery: StoreSettings['delivery'] }) {
  const [zips, setZips] = useState(delivery.valid_zips.join(', '));
  const [minimum, setMinimum] = useState(dollarsText(delivery.minimum_cents));
  const [fee, setFee] = useState(dollarsText(delivery.fee_cents));
  const { submit, errors, saved, saving, markEdited } = useSectionSave(storeId);
  const zipError = Object.entries(errors).find(([path]) => path.startsWith('delivery.valid_zips'))?.[1];
  const save = () =>
    submit({ patch: { delivery: { valid_zips: zips.split(/[\s,]+/).filter(Boolean), minimum_cents: centsOf(minimum), fee_cents: centsOf(fee) } } });
  const paths = ['delivery.minimum_cents', 'delivery.fee_cents', ...Object.keys(errors).filter((path) => path.startsWith('delivery.valid_zips'))];
  return (
    <SettingsSection title="Delivery" onSubmit={save} errors={errors} fieldPaths={paths} saved={saved} saving={saving}>
      <Field.Root invalid={Boolean(zipError)}>
        <Field.Label>Delivery zip codes</Field.Label>
        <Field.Textarea
          rows={3}
          value={zips}
          onChange={(event) => {
            markEdited();
            setZips(event.target.value);
          }}
        />
        {zipError ? <Field.ErrorText>{zipError}</Field.ErrorText> : <Field.HelperText>Separate them with commas or spaces. None: no delivery.</Field.HelperText>}
      </Field.Root>
      <div className={fieldGrid}>
        <TextField label="Minimum order ($)" inputMode="decimal" value={minimum} error={errors['delivery.minimum_cents']} onChange={(event) => (markEdited(), setMinimum(event.target.value))} />
        <TextField label="Delivery fee ($)" inputMode="decimal" value={fee} error={errors['delivery.fee_cents']} onChange={(event) => (markEdited(), setFee(event.target.value))} />
      </div>
    </SettingsSection>
  );
}

/** Tax rates per usage type, in percent (kept as basis points). */
export function TaxSection({ storeId, tax }: { storeId: number; tax: StoreSettings['tax'] }) {
  const [medical, setMedical] = useState(String(tax.medical_bps / 100));
  const [recreational, setRecreational] = useState(String(tax.recreational_bps / 100));
  const { submit, errors, saved, saving, markEdited } = useSectionSave(storeId);
  return (
    <SettingsSection
      title="Tax"
      onSubmit={() => submit({ patch: { tax: { medical_bps: bpsOf(medical), recreational_bps: bpsOf(recreational) } } })}
      errors={errors}
      fieldPaths={['tax.medical_bps', 'tax.recreational_bps']}
      saved={saved}
      saving={saving}
    >
      <div className={fieldGrid}>
        <TextField label="Medical tax (%)" inputMode="decimal" value={medical} error={errors['tax.medical_bps']} onChange={(event) => (markEdited(), setMedical(event.target.value))} />
        <TextField label="Adult Use tax (%)" inputMode="decimal" value={recreational} error={errors['tax.recreational_bps']} onChange={(event) => (markEdited(), setRecreational(event.target.value))} />
      </div>
    </SettingsSection>
  );
}

/** The wait a shopper has at the store now, in minutes (part 1 §7); empty hides it. */
export function WaitTimeSection({ storeId, waitTime }: { storeId: number; waitTime: number | null }) {
  const [minutes, setMinutes] = useState(waitTime === null ? '' : String(waitTime));
  const { submit, errors, saved, saving, markEdited } = useSectionSave(storeId);
  return (
    <SettingsSection title="Wait time" onSubmit={() => submit({ patch: { wait_time: wholeOrNull(minutes) } })} errors={errors} fieldPaths={['wait_time']} saved={saved} saving={saving}>
      <TextField
        label="Wait time (minutes)"
        inputMode="numeric"
        helperText="Leave empty to show no wait time."
        value={minutes}
        error={errors.wait_time}
        onChange={(event) => (markEdited(), setMinutes(event.target.value))}
      />
    </SettingsSection>
  );
}
