import { useState } from 'react';
import { css } from 'styled-system/css';
import type { StoreSettings } from '@/api/admin-stores';
import { CATEGORIES, categoryLabel, type Category } from '@/domain/categories';
import { TextField } from '@/web/ui/field';
import { muted } from '@/web/ui/page-styles';
import { headerCell } from '../components/sortable-header';
import { table, tableScroll } from '../components/table-styles';
import { SettingsSection, useSectionSave } from './section-form';

type LimitText = Record<Category, { med: string; rec: string }>;

/** Units per order per category and usage type; empty means no limit (part 1 §5 purchase limits). */
export function LimitsSection({ storeId, limits, state }: { storeId: number; limits: StoreSettings['purchase_limits']; state: string }) {
  const [values, setValues] = useState<LimitText>(() => {
    const text = (limit: number | null | undefined) => (limit === null || limit === undefined ? '' : String(limit));
    return Object.fromEntries(CATEGORIES.map((category) => {
      const row = limits.find((limit) => limit.category === category);
      return [category, { med: text(row?.med_limit), rec: text(row?.rec_limit) }];
    })) as LimitText;
  });
  const { submit, errors, saved, saving, markEdited } = useSectionSave(storeId);
  // Errors name a sent row by its place in the list ('purchase_limits.2.rec_limit'): the categories
  // sent, in order, lead each one back to its cell.
  const [sent, setSent] = useState<Category[]>([]);
  const save = () => {
    const number = (text: string) => (text.trim() === '' ? null : Number(text));
    const rows = CATEGORIES.filter((category) => values[category].med.trim() || values[category].rec.trim()).map((category) => ({
      category,
      med_limit: number(values[category].med),
      rec_limit: number(values[category].rec),
    }));
    setSent(rows.map((row) => row.category));
    submit({ patch: { purchase_limits: rows } });
  };
  const pathOf = (category: Category, usage: 'med' | 'rec') => `purchase_limits.${sent.indexOf(category)}.${usage}_limit`;
  const cellPaths = sent.flatMap((category) => [pathOf(category, 'med'), pathOf(category, 'rec')]);
  const set = (category: Category, usage: 'med' | 'rec', value: string) => {
    markEdited();
    setValues({ ...values, [category]: { ...values[category], [usage]: value } });
  };
  return (
    <SettingsSection title="Purchase limits" onSubmit={save} errors={errors} fieldPaths={cellPaths} saved={saved} saving={saving}>
      <p className={muted}>Units per order. Leave a box empty for no limit.</p>
      <div className={tableScroll}>
        <table className={table}>
          <thead>
            <tr>
              <th scope="col" className={headerCell}>
                Category
              </th>
              <th scope="col" className={headerCell}>
                Medical
              </th>
              <th scope="col" className={headerCell}>
                Adult Use
              </th>
            </tr>
          </thead>
          <tbody>
            {CATEGORIES.map((category) => {
              const label = categoryLabel(category, state);
              return (
                <tr key={category}>
                  <th scope="row" className={css({ textAlign: 'left', px: '3', fontWeight: 'semibold' })}>
                    {label}
                  </th>
                  {(['med', 'rec'] as const).map((usage) => (
                    <td key={usage}>
                      <TextField
                        label={`${label}, ${usage === 'med' ? 'Medical' : 'Adult Use'}`}
                        hideLabel
                        inputMode="numeric"
                        value={values[category][usage]}
                        error={sent.includes(category) ? errors[pathOf(category, usage)] : undefined}
                        onChange={(event) => set(category, usage, event.target.value)}
                      />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </SettingsSection>
  );
}
