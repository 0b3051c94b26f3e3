import { useState } from 'react';
import { css } from 'styled-system/css';
import type { StoreSettings, UsageSwitches } from '@/api/admin-stores';
import { USAGE_LABEL, USAGE_TYPES, type UsageType } from '@/domain/usage-type';
import { SimpleSelect } from '@/web/ui/select';
import { Switch } from '@/web/ui/switch';
import { SettingsSection, useSectionSave } from './section-form';

type UsageFlag = Exclude<keyof UsageSwitches, 'temp_closed'>;
type StoreFlag = 'enable_checkin_order' | 'use_id_scanning' | 'show_post_tax_pricing' | 'requires_medical_card_to_order';

/** The per-usage switches of part 1 §3, in words a store manager uses. */
const USAGE_FLAGS: { key: UsageFlag; label: string }[] = [
  { key: 'menu', label: 'Menu on' },
  { key: 'coming_soon', label: 'Coming soon' },
  { key: 'users_reg', label: 'Registration open' },
  { key: 'users_login', label: 'Login open' },
  { key: 'users_disabled', label: 'Accounts disabled' },
  { key: 'carts_disabled', label: 'Carts disabled' },
  { key: 'add_override', label: 'Add to cart always allowed' },
  { key: 'pickup', label: 'Pickup' },
  { key: 'curbside', label: 'Curbside' },
  { key: 'delivery', label: 'Delivery' },
  { key: 'obo_pickup', label: 'Staff orders: pickup' },
  { key: 'obo_curbside', label: 'Staff orders: curbside' },
  { key: 'obo_delivery', label: 'Staff orders: delivery' },
];
const STORE_FLAGS: { key: StoreFlag; label: string }[] = [
  { key: 'enable_checkin_order', label: 'Check-in' },
  { key: 'use_id_scanning', label: 'ID scanning' },
  { key: 'show_post_tax_pricing', label: 'Post-tax pricing' },
  { key: 'requires_medical_card_to_order', label: 'Medical card required to order' },
];
const CLOSURE_OPTIONS = [
  { value: 'open', label: 'Open' },
  { value: 'ordering_off', label: 'Menu open, ordering off' },
  { value: 'closed', label: 'Temporarily closed' },
];

type Usage = StoreSettings['usage'];
type StoreSwitches = Pick<StoreSettings['switches'], StoreFlag>;

/** Menus, ordering and order types per usage type, and the store-wide switches (part 1 §3). */
export function SwitchesSection({ storeId, settings }: { storeId: number; settings: StoreSettings }) {
  const [usage, setUsage] = useState<Usage>(() => structuredClone(settings.usage));
  const [store, setStore] = useState<StoreSwitches>(() => Object.fromEntries(STORE_FLAGS.map(({ key }) => [key, settings.switches[key]])) as StoreSwitches);
  const { submit, errors, saved, saving, markEdited } = useSectionSave(storeId);
  const setUsageFlag = (type: UsageType, patch: Partial<UsageSwitches>) => {
    markEdited();
    setUsage({ ...usage, [type]: { ...usage[type], ...patch } });
  };
  return (
    <SettingsSection title="Switches" onSubmit={() => submit({ patch: { usage, switches: store } })} errors={errors} fieldPaths={[]} saved={saved} saving={saving}>
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: '5' })}>
        {USAGE_TYPES.map((type) => (
          <fieldset key={type} className={group}>
            <legend className={legend}>{USAGE_LABEL[type]}</legend>
            <SimpleSelect
              label={`${USAGE_LABEL[type]} store state`}
              options={CLOSURE_OPTIONS}
              value={usage[type].temp_closed ?? 'open'}
              onValueChange={(value) => setUsageFlag(type, { temp_closed: value === 'open' ? null : (value as 'closed' | 'ordering_off') })}
            />
            {USAGE_FLAGS.map(({ key, label }) => (
              <Switch key={key} checked={usage[type][key]} onCheckedChange={({ checked }) => setUsageFlag(type, { [key]: checked })} aria-label={`${USAGE_LABEL[type]}: ${label}`}>
                {label}
              </Switch>
            ))}
          </fieldset>
        ))}
      </div>
      <fieldset className={group}>
        <legend className={legend}>Whole store</legend>
        {STORE_FLAGS.map(({ key, label }) => (
          <Switch
            key={key}
            checked={store[key]}
            onCheckedChange={({ checked }) => {
              markEdited();
              setStore({ ...store, [key]: checked });
            }}
          >
            {label}
          </Switch>
        ))}
      </fieldset>
    </SettingsSection>
  );
}

const group = css({ display: 'flex', flexDirection: 'column', gap: '2.5', border: '1px solid token(colors.line)', borderRadius: 'md', p: '4', m: '0' });
const legend = css({ fontWeight: 'bold', px: '1' });
