import { useState } from 'react';
import type { StoreProfile } from '@/api/admin-stores';
import { TextField } from '@/web/ui/field';
import { fieldGrid, SettingsSection, useSectionSave } from './section-form';
import { StoreImages } from './store-images';

type ProfileText = Omit<StoreProfile, 'thumbnail_image_url' | 'image_urls'>;
const FIELDS: { key: keyof ProfileText; label: string; autoComplete?: string }[] = [
  { key: 'name', label: 'Name' },
  { key: 'ecomm_display_name', label: 'Name shown to shoppers' },
  { key: 'address_1', label: 'Street address', autoComplete: 'off' },
  { key: 'city', label: 'City' },
  { key: 'state', label: 'State (two letters)' },
  { key: 'zip', label: 'Zip code' },
  { key: 'phone', label: 'Phone' },
  { key: 'timezone', label: 'Time zone' },
];
const PATHS = FIELDS.map((field) => `profile.${field.key}`);

/** Name, address, phone and time zone (part 1 §3 store), and its images (saved as they change). */
export function ProfileSection({ storeId, profile }: { storeId: number; profile: StoreProfile }) {
  const [values, setValues] = useState<ProfileText>(() => Object.fromEntries(FIELDS.map(({ key }) => [key, profile[key]])) as ProfileText);
  const { submit, errors, saved, saving, markEdited } = useSectionSave(storeId);
  return (
    <SettingsSection title="Profile" onSubmit={() => submit({ patch: { profile: values } })} errors={errors} fieldPaths={PATHS} saved={saved} saving={saving} apart={<StoreImages storeId={storeId} profile={profile} />}>
      <div className={fieldGrid}>
        {FIELDS.map(({ key, label }) => (
          <TextField
            key={key}
            label={label}
            value={values[key]}
            error={errors[`profile.${key}`]}
            onChange={(event) => {
              markEdited();
              setValues({ ...values, [key]: event.target.value });
            }}
          />
        ))}
      </div>
    </SettingsSection>
  );
}
