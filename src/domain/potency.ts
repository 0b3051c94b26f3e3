/** The potency values of a product as the detail screen lists them (part 1 §3). */
export interface PotencyInput {
  unit: '%' | 'mg';
  thc: number | null;
  thca: number | null;
  cbd: number | null;
  cbda: number | null;
  cbn: number | null;
  cbg: number | null;
  thc_each: number | null;
  cbd_each: number | null;
}

export interface PotencyLine {
  label: string;
  value: string;
}

function format(value: number, unit: '%' | 'mg'): string {
  const rounded = Math.round(value * 10) / 10;
  return unit === '%' ? `${rounded}%` : `${rounded}mg`;
}

/** Lines like "THC 24.1%" or "THC Each 5mg", skipping values that are not set. */
export function potencyLines(potency: PotencyInput): PotencyLine[] {
  const lines: PotencyLine[] = [];
  const add = (label: string, value: number | null, unit = potency.unit) => {
    if (value !== null && value !== undefined) lines.push({ label, value: format(value, unit) });
  };
  add('THC', potency.thc);
  add('THC Each', potency.thc_each, 'mg');
  add('THCA', potency.thca);
  add('CBD', potency.cbd);
  add('CBD Each', potency.cbd_each, 'mg');
  add('CBDA', potency.cbda);
  add('CBN', potency.cbn);
  add('CBG', potency.cbg);
  return lines;
}

/** The short summary a product tile shows: "THC 24.1%" (and CBD when present). */
export function potencySummary(potency: PotencyInput): string {
  return potencyLines(potency)
    .filter((line) => line.label === 'THC' || line.label === 'CBD')
    .map((line) => `${line.label} ${line.value}`)
    .join(' · ');
}
