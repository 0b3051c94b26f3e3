import { Portal } from '@ark-ui/react/portal';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import * as z from 'zod/mini';
import { css } from 'styled-system/css';
import { adminItemPatchSchema, type AdminItem, type AdminItemPatch } from '@/api/admin-catalog';
import { STRAIN_LABELS } from '@/domain/categories';
import { dollarsText, parseDollars } from '@/domain/dollars-input';
import { USAGE_LABEL, type UsageType } from '@/domain/usage-type';
import { LoadFailed } from '@/web/shared/load-failed';
import { sessionState } from '@/web/state/session';
import { Button } from '@/web/ui/button';
import { Drawer } from '@/web/ui/drawer';
import { Field, TextField } from '@/web/ui/field';
import { fieldError } from '@/web/ui/page-styles';
import { Skeleton } from '@/web/ui/skeleton';
import { Switch } from '@/web/ui/switch';
import { catalogItemQueryOptions, usePatchItem } from '../api/catalog-items';
import { CONSOLE_OFFLINE } from '../components/console-messages';
import { issueErrors, serverErrors, topLevelField, type FieldErrors } from '../components/field-errors';
import { ItemImages } from './item-images';
import { PotencyFields, potencyValueOf, type PotencyText } from './item-potency-fields';
import { tagSlug } from '@/domain/catalog-edits';

/** Edits one item for the usage type in view: price, sellable quantity, visibility, texts, potency, tags and images. */
export function ItemDrawer({ storeId, itemId, usageType, onClose }: { storeId: number; itemId: number; usageType: UsageType; onClose: () => void }) {
  const { userId } = useSnapshot(sessionState);
  const item = useQuery(catalogItemQueryOptions(userId, storeId, itemId));
  return (
    <Drawer.Root open onOpenChange={(details) => !details.open && onClose()} placement="right" lazyMount unmountOnExit>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{item.data ? `Edit ${item.data.name}` : 'Edit item'}</Drawer.Title>
              <Drawer.CloseButton label="Close" />
            </Drawer.Header>
            <Drawer.Body className={css({ p: '4' })}>
              {item.isError ? (
                <LoadFailed error={item.error} message={item.error.message} offlineMessage={CONSOLE_OFFLINE} onRetry={() => void item.refetch()} retrying={item.isFetching} />
              ) : item.data ? (
                <ItemForm key={item.data.id} item={item.data} storeId={storeId} usageType={usageType} />
              ) : (
                <Skeleton height="20rem" />
              )}
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** A refused field's key: the top-level field, or 'potency.thc' for a potency value (shown beside it). */
const errorKey = (path: string) => /^potency\.[^.]+/.exec(path)?.[0] ?? topLevelField(path);

function ItemForm({ item, storeId, usageType }: { item: AdminItem; storeId: number; usageType: UsageType }) {
  const patch = usePatchItem(storeId, item.id);
  const [values, setValues] = useState({
    price: dollarsText(item.prices[usageType]),
    quantity: String(item.sellable_qty[usageType]),
    shown: !item.hidden_usage_types.includes(usageType),
    name: item.ecomm_display_name,
    description: item.description,
    tags: item.tags.join(', '),
  });
  const [potency, setPotency] = useState<PotencyText>({ unit: item.potency.unit, thc: item.potency.thc?.toString() ?? '', cbd: item.potency.cbd?.toString() ?? '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);
  const usage = USAGE_LABEL[usageType];
  const set = (field: keyof typeof values, value: string | boolean) => {
    setSaved(false);
    setValues({ ...values, [field]: value });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: AdminItemPatch = {
      prices: { [usageType]: parseDollars(values.price) },
      // An empty box is not 0 (sold out): it is refused with the quantity message.
      sellable_qty: { [usageType]: values.quantity.trim() === '' ? Number.NaN : Number(values.quantity) },
      hidden_usage_types: values.shown ? item.hidden_usage_types.filter((type) => type !== usageType) : [...new Set([...item.hidden_usage_types, usageType])],
      ecomm_display_name: values.name,
      description: values.description,
      potency: { unit: potency.unit, thc: potencyValueOf(potency.thc), cbd: potencyValueOf(potency.cbd) },
      // Words become slugs as the import makes them ('Top Shelf' is top-shelf); a tag with no letter or digit stays for the schema to refuse.
      tags: values.tags.split(',').map((tag) => tagSlug(tag) || tag.trim()).filter(Boolean),
    };
    const checked = z.safeParse(adminItemPatchSchema, body);
    if (!checked.success) {
      setErrors(issueErrors(checked.error.issues, errorKey));
      return;
    }
    setErrors({});
    patch.mutate(body, {
      onSuccess: () => setSaved(true),
      onError: (error) => setErrors(serverErrors(error, topLevelField)),
    });
  };
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <form onSubmit={submit} noValidate aria-label="Edit item" className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <p className={css({ color: 'muted', fontSize: 'sm' })}>
          {item.sku} · {item.brand} · {item.size}
          {item.strain_type && ` · ${STRAIN_LABELS[item.strain_type]}`}
        </p>
        <TextField label={`${usage} price ($)`} inputMode="decimal" value={values.price} error={errors.prices} helperText="Empty: not offered." onChange={(event) => set('price', event.target.value)} />
        <TextField label={`${usage} sellable quantity`} inputMode="numeric" value={values.quantity} error={errors.sellable_qty} onChange={(event) => set('quantity', event.target.value)} />
        <Switch checked={values.shown} onCheckedChange={({ checked }) => set('shown', checked)}>
          Shown to {usage} shoppers
        </Switch>
        <TextField label="Display name" value={values.name} error={errors.ecomm_display_name} onChange={(event) => set('name', event.target.value)} />
        <Field.Root invalid={Boolean(errors.description)}>
          <Field.Label>Description</Field.Label>
          <Field.Textarea rows={4} value={values.description} onChange={(event) => set('description', event.target.value)} />
          {errors.description && <Field.ErrorText>{errors.description}</Field.ErrorText>}
        </Field.Root>
        <PotencyFields
          value={potency}
          errors={errors}
          onChange={(next) => {
            setSaved(false);
            setPotency(next);
          }}
        />
        <TextField label="Tags" value={values.tags} error={errors.tags} helperText="Separate them with commas, e.g. staff-picks, vape." onChange={(event) => set('tags', event.target.value)} />
        {errors[''] && (
          <p role="alert" className={fieldError}>
            {errors['']}
          </p>
        )}
        <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
          <Button type="submit" loading={patch.isPending} loadingText="Saving">
            Save item
          </Button>
          <span role="status" className={css({ color: 'success', fontWeight: 'semibold' })}>
            {saved ? 'Saved' : ''}
          </span>
        </div>
      </form>
      <ItemImages storeId={storeId} item={item} />
    </div>
  );
}
