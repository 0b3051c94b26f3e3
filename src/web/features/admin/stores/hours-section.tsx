import { useState } from 'react';
import { ADMIN_STORE_MESSAGES } from '@/api/admin-stores';
import { TextField } from '@/web/ui/field';
import { muted } from '@/web/ui/page-styles';
import { fieldGrid, SettingsSection, useSectionSave } from './section-form';

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const PATHS = WEEKDAYS.map((_, index) => `hours.weekly.${index}`);

/** The weekly hours, Monday first, as the storefront shows them (part 1 §3 `hours`). */
export function HoursSection({ storeId, weekly }: { storeId: number; weekly: readonly string[] }) {
  const [lines, setLines] = useState([...weekly]);
  const { submit, errors, saved, saving, markEdited } = useSectionSave(storeId);
  return (
    <SettingsSection title="Weekly hours" onSubmit={() => submit({ patch: { hours: { weekly: lines } } })} errors={errors} fieldPaths={PATHS} saved={saved} saving={saving}>
      <p className={muted}>{ADMIN_STORE_MESSAGES.hoursLine}</p>
      <div className={fieldGrid}>
        {WEEKDAYS.map((day, index) => (
          <TextField
            key={day}
            label={day}
            value={lines[index] ?? ''}
            error={errors[`hours.weekly.${index}`]}
            onChange={(event) => {
              markEdited();
              setLines(lines.map((line, at) => (at === index ? event.target.value : line)));
            }}
          />
        ))}
      </div>
    </SettingsSection>
  );
}
