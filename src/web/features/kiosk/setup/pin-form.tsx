import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { pinKioskBodySchema } from '@/api/kiosk';
import type { StaffStore } from '@/api/staff';
import { USAGE_LABEL, type UsageType } from '@/domain/usage-type';
import { ApiRequestError } from '@/web/data/api-errors';
import { signOut } from '@/web/state/session';
import { Button } from '@/web/ui/button';
import { Checkbox } from '@/web/ui/checkbox';
import { ChoiceRadio, fieldsetReset, legendStyle } from '@/web/ui/choice-radio';
import { Notice } from '@/web/ui/notice';
import { fieldError } from '@/web/ui/page-styles';
import { Skeleton } from '@/web/ui/skeleton';
import { pinKiosk } from '../api/pin-kiosk';
import { useStaffStores } from '../api/staff-stores';
import { KIOSK_HOME } from '@/web/state/pinned-device';
import { keepKioskPin } from '../kiosk-pin';
import { actions } from './setup-layout';
import { SETUP_TEXT } from './setup-text';

/**
 * Pins this device: one of the staff user's stores and the usage types the kiosk serves
 * (all of the store's at first). Once pinned, the staff user is signed out (no account stays signed
 * in on a kiosk, DECISIONS.md) and the device shows the kiosk.
 */
export function PinForm() {
  const stores = useStaffStores(true);
  if (stores.isPending) return <Skeleton height="12rem" />;
  if (stores.error) {
    const forbidden = stores.error instanceof ApiRequestError && stores.error.status === 403;
    return <Notice tone="error">{forbidden ? SETUP_TEXT.staffOnly : SETUP_TEXT.loadFailed}</Notice>;
  }
  if (stores.data.data.length === 0) return <Notice>{SETUP_TEXT.noStores}</Notice>;
  return <PinChoices stores={stores.data.data} />;
}

function PinChoices({ stores }: { stores: readonly StaffStore[] }) {
  const navigate = useNavigate();
  const only = stores.length === 1 ? stores[0] : undefined;
  const [storeId, setStoreId] = useState<number | undefined>(only?.id);
  const [usageTypes, setUsageTypes] = useState<UsageType[]>(only ? [...only.usage_types] : []);
  const [errors, setErrors] = useState<{ store?: string; usage?: string; form?: string }>({});
  const store = stores.find((candidate) => candidate.id === storeId);

  const pin = useMutation({
    mutationFn: pinKiosk,
    onSuccess: (answer) => {
      keepKioskPin(answer);
      signOut();
      void navigate({ href: KIOSK_HOME, replace: true });
    },
    onError: (error) => {
      const fields = error instanceof ApiRequestError ? error.fields : undefined;
      setErrors({ store: fields?.store_id?.[0], usage: fields?.usage_types?.[0], form: fields ? undefined : error.message });
    },
  });

  function chooseStore(id: number) {
    setStoreId(id);
    setUsageTypes([...(stores.find((candidate) => candidate.id === id)?.usage_types ?? [])]);
    setErrors({});
  }

  function toggleUsage(usage: UsageType, on: boolean) {
    setUsageTypes((current) => (on ? [...current.filter((value) => value !== usage), usage] : current.filter((value) => value !== usage)));
    setErrors((current) => ({ ...current, usage: undefined }));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (storeId === undefined) return setErrors({ store: SETUP_TEXT.chooseStore });
    const parsed = pinKioskBodySchema.safeParse({ store_id: storeId, usage_types: usageTypes });
    if (!parsed.success) return setErrors({ usage: parsed.error.issues[0]?.message });
    setErrors({});
    pin.mutate(parsed.data);
  }

  return (
    <form onSubmit={onSubmit} noValidate className={css({ display: 'flex', flexDirection: 'column', gap: '6' })} data-testid="kiosk-pin-form">
      {errors.form && <Notice tone="error">{errors.form}</Notice>}
      <fieldset className={fieldsetReset} aria-describedby={errors.store ? 'kiosk-store-error' : undefined}>
        <legend className={legendStyle}>{SETUP_TEXT.storeLegend}</legend>
        {stores.map((candidate) => (
          <ChoiceRadio
            key={candidate.id}
            name="kiosk-store"
            value={String(candidate.id)}
            checked={candidate.id === storeId}
            onSelect={() => chooseStore(candidate.id)}
            label={candidate.name}
            description={[candidate.state, ...candidate.usage_types.map((usage) => USAGE_LABEL[usage])].join(' · ')}
          />
        ))}
        {errors.store && (
          <p id="kiosk-store-error" className={fieldError}>
            {errors.store}
          </p>
        )}
      </fieldset>
      {store && (
        <fieldset className={fieldsetReset} aria-describedby={errors.usage ? 'kiosk-usage-error' : undefined}>
          <legend className={legendStyle}>{SETUP_TEXT.usageLegend}</legend>
          {store.usage_types.length === 0 && <p className={css({ color: 'muted' })}>{SETUP_TEXT.noUsageTypes}</p>}
          {store.usage_types.map((usage) => (
            <Checkbox key={usage} checked={usageTypes.includes(usage)} onCheckedChange={(details) => toggleUsage(usage, details.checked)}>
              {USAGE_LABEL[usage]}
            </Checkbox>
          ))}
          {errors.usage && (
            <p id="kiosk-usage-error" className={fieldError}>
              {errors.usage}
            </p>
          )}
        </fieldset>
      )}
      <div className={actions}>
        <Button type="submit" size="lg" fullWidth loading={pin.isPending} loadingText="Pinning" data-testid="kiosk-pin">
          {SETUP_TEXT.pin}
        </Button>
      </div>
    </form>
  );
}
