import { css } from 'styled-system/css';
import type { SpecialItemRef } from '@/api/admin-specials';
import { USAGE_LABEL, USAGE_TYPES, type UsageType } from '@/domain/usage-type';
import { Button } from '@/web/ui/button';
import { Checkbox } from '@/web/ui/checkbox';
import { ChoiceRadio, fieldsetReset, legendStyle } from '@/web/ui/choice-radio';
import { Field, TextField } from '@/web/ui/field';
import { fieldError, muted } from '@/web/ui/page-styles';
import { ItemSearch, RulePicker } from './item-picker';
import { kindChange, targetQuantityField, type AmountType, type SpecialErrors, type SpecialFormValues, type SpecialKind } from './special-form-values';

export interface FieldsProps {
  storeId: number;
  timezone: string;
  values: SpecialFormValues;
  errors: SpecialErrors;
  set: (patch: Partial<SpecialFormValues>) => void;
}

const KINDS: { value: SpecialKind; label: string; description: string }[] = [
  { value: 'item', label: 'Item discount', description: 'Lowers the price of chosen items, brands or categories on the menu and in the cart.' },
  { value: 'bundle', label: 'Bundle', description: 'A set price when every target item is in the cart.' },
  { value: 'cart', label: 'Cart discount', description: 'Off the whole cart: automatic, for an audience, or with a promo code.' },
];
const AMOUNTS: { value: AmountType; label: string }[] = [
  { value: 'percent', label: 'Percent off' },
  { value: 'dollar', label: 'Dollars off' },
  { value: 'price', label: 'Fixed price' },
];
const row = css({ display: 'grid', gridTemplateColumns: { base: '1fr', xs: 'repeat(2, minmax(0, 1fr))' }, gap: '3' });
const group = css({ display: 'flex', flexDirection: 'column', gap: '3' });

/** A fieldset's own error, announced and tied to it. */
function GroupError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className={fieldError}>
      {message}
    </p>
  ) : null;
}

export function WhatFields({ values, errors, set }: FieldsProps) {
  const amountError = errors.discount_percent ?? errors.discount_dollar_cents;
  const amountLabel = values.amountType === 'percent' ? 'Percent off' : values.amountType === 'dollar' ? 'Dollars off ($)' : 'Fixed price ($)';
  return (
    <div className={group}>
      <TextField label="Title" required value={values.title} error={errors.title} onChange={(event) => set({ title: event.target.value })} />
      <TextField label="Caption shown to shoppers" value={values.caption} error={errors.caption} onChange={(event) => set({ caption: event.target.value })} />
      <fieldset className={fieldsetReset} aria-describedby={errors.discount_level || errors.discount_type ? 'special-kind-error' : undefined}>
        <legend className={legendStyle}>Kind</legend>
        {KINDS.map((kind) => (
          <ChoiceRadio key={kind.value} name="special-kind" value={kind.value} checked={values.kind === kind.value} onSelect={() => set(kindChange(values, kind.value))} label={kind.label} description={kind.description} />
        ))}
        <GroupError id="special-kind-error" message={errors.discount_level ?? errors.discount_type} />
      </fieldset>
      {values.kind === 'bundle' ? (
        <TextField label="Bundle price ($)" required inputMode="decimal" value={values.bundlePrice} error={errors.bundle_price_cents} onChange={(event) => set({ bundlePrice: event.target.value })} />
      ) : (
        <div className={row}>
          <fieldset className={fieldsetReset}>
            <legend className={legendStyle}>Discount</legend>
            {AMOUNTS.filter((amount) => values.kind === 'item' || amount.value !== 'price').map((amount) => (
              <ChoiceRadio key={amount.value} name="special-amount" value={amount.value} checked={values.amountType === amount.value} onSelect={() => set({ amountType: amount.value })} label={amount.label} />
            ))}
          </fieldset>
          <TextField label={amountLabel} required inputMode="decimal" placeholder={values.amountType === 'percent' ? '0 - 100%' : undefined} value={values.amount} error={amountError} onChange={(event) => set({ amount: event.target.value })} />
        </div>
      )}
    </div>
  );
}

export function WhoFields({ values, errors, set }: FieldsProps) {
  const toggle = (usage: UsageType, on: boolean) => set({ usageTypes: on ? [...values.usageTypes, usage] : values.usageTypes.filter((entry) => entry !== usage) });
  return (
    <div className={group}>
      {/* Focusable when invalid, so a refused save lands on the group to fix (focusFirstError). */}
      <fieldset className={fieldsetReset} aria-invalid={errors.usage_types ? true : undefined} tabIndex={errors.usage_types ? -1 : undefined} aria-describedby={errors.usage_types ? 'special-usage-error' : undefined}>
        <legend className={legendStyle}>Menus</legend>
        {USAGE_TYPES.map((usage) => (
          <Checkbox key={usage} checked={values.usageTypes.includes(usage)} onCheckedChange={({ checked }) => toggle(usage, checked)}>
            {USAGE_LABEL[usage]}
          </Checkbox>
        ))}
        <GroupError id="special-usage-error" message={errors.usage_types} />
      </fieldset>
      {values.kind === 'cart' && (
        <>
          <TextField label="Promo codes" value={values.promoCodes} error={errors.promo_codes} helperText="Separate codes with commas. Empty: the discount applies by itself." onChange={(event) => set({ promoCodes: event.target.value })} />
          <Checkbox checked={values.singleUse} onCheckedChange={({ checked }) => set({ singleUse: checked })}>
            Each shopper may use a code once
          </Checkbox>
        </>
      )}
      <TextField label="Audience keys" value={values.audienceKeys} error={errors.audience_keys} helperText="Only shoppers with one of these keys get it, e.g. veterans. Empty: everyone." onChange={(event) => set({ audienceKeys: event.target.value })} />
    </div>
  );
}

export function WhenFields({ values, errors, set, timezone }: FieldsProps) {
  return (
    <div className={group}>
      <p className={muted}>Store time ({timezone}). Leave the start empty to start now, the end empty to run until ended.</p>
      {/* One above the other at every width: side by side, the drawer clips the date and time (the drawer, not the window, is narrow). */}
      <div className={group}>
        <TextField label="Starts" type="datetime-local" value={values.startsAt} error={errors.starts_at} onChange={(event) => set({ startsAt: event.target.value })} />
        <TextField label="Ends" type="datetime-local" value={values.endsAt} error={errors.ends_at} onChange={(event) => set({ endsAt: event.target.value })} />
      </div>
      <TextField label="Link name" value={values.slug} error={errors.slug} helperText="For /special/…; made from the title when empty." onChange={(event) => set({ slug: event.target.value })} />
      <TextField label="Image address" value={values.imageUrl} error={errors.image_url} helperText="Optional: /images/… or https://…" onChange={(event) => set({ imageUrl: event.target.value })} />
    </div>
  );
}

const chosenList = css({ listStyle: 'none', p: '0', m: '0', display: 'flex', flexDirection: 'column', gap: '1' });
const chosenRow = css({ display: 'flex', alignItems: 'center', gap: '2', justifyContent: 'space-between' });

/** The items of an item discount, or the targets of a bundle with the quantity each set needs. */
export function ReachFields({ storeId, values, errors, set }: FieldsProps) {
  if (values.kind === 'cart') return null;
  const bundle = values.kind === 'bundle';
  const chosen: SpecialItemRef[] = bundle ? values.targets : values.items;
  const remove = (id: number) => (bundle ? set({ targets: values.targets.filter((target) => target.id !== id) }) : set({ items: values.items.filter((item) => item.id !== id) }));
  const add = (item: SpecialItemRef) => (bundle ? set({ targets: [...values.targets, { ...item, quantity: '1' }] }) : set({ items: [...values.items, item] }));
  const error = bundle ? errors.targets : errors.items;
  return (
    <div className={group}>
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>{bundle ? 'Bundle targets' : 'Chosen items'}</Field.Label>
        <ul className={chosenList} aria-label={bundle ? 'Bundle targets' : 'Chosen items'}>
          {chosen.length === 0 && <li className={muted}>None yet.</li>}
          {chosen.map((item, index) => (
            <li key={item.id} className={chosenRow}>
              <span>{item.name}</span>
              {bundle && (
                <TextField
                  label={`Quantity of ${item.name}`}
                  hideLabel
                  inputMode="numeric"
                  className={css({ w: '16' })}
                  value={values.targets.find((target) => target.id === item.id)?.quantity ?? '1'}
                  error={errors[targetQuantityField(index)]}
                  onChange={(event) => set({ targets: values.targets.map((target) => (target.id === item.id ? { ...target, quantity: event.target.value } : target)) })}
                />
              )}
              <Button size="sm" variant="ghost" onClick={() => remove(item.id)} aria-label={`Remove ${item.name}`}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
      <ItemSearch storeId={storeId} label={bundle ? 'Bundle targets' : 'Items'} chosen={chosen.map((item) => item.id)} onAdd={add} />
      {!bundle && <RulePicker storeId={storeId} brands={values.brands} categories={values.categories} onChange={(next) => set(next)} />}
    </div>
  );
}
