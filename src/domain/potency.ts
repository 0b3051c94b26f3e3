const POTENCY_KEYS = ['thc', 'thca', 'cbd', 'cbda', 'cbn', 'cbg'] as const;

/** The cannabinoids a label states (part 1 §3 product), in its unit; null where it states none. */
export type CannabinoidAmounts = Record<(typeof POTENCY_KEYS)[number], number | null>;

/** The potency values of a product as the detail screen lists them (part 1 §3). */
export interface PotencyInput extends CannabinoidAmounts {
  unit: '%' | 'mg';
  /** Per piece, in mg, for products sold by the piece. */
  thc_each: number | null;
  cbd_each: number | null;
}

/** One formatted potency value, e.g. { label: 'THC', value: '22.5%' } or { label: 'THC', value: '10mg each' }. */
export interface PotencyLine {
  key: string;
  label: string;
  value: string;
}

function amount(value: number, unit: PotencyInput['unit']): string {
  return `${Math.round(value * 10) / 10}${unit}`;
}

/** Every potency the product states: THC, THCA, CBD, CBDA, CBN, CBG, then the per-piece THC and CBD. */
export function potencyLines(potency: PotencyInput): PotencyLine[] {
  const lines: PotencyLine[] = [];
  for (const key of POTENCY_KEYS) {
    const value = potency[key];
    if (value !== null) lines.push({ key, label: key.toUpperCase(), value: amount(value, potency.unit) });
  }
  if (potency.thc_each !== null) lines.push({ key: 'thc_each', label: 'THC', value: `${amount(potency.thc_each, 'mg')} each` });
  if (potency.cbd_each !== null) lines.push({ key: 'cbd_each', label: 'CBD', value: `${amount(potency.cbd_each, 'mg')} each` });
  return lines;
}

/** The short summary a product tile shows: "THC 24.1% · CBD 0.5%" (CBD only when above zero). */
export function potencySummary(potency: PotencyInput): string {
  const parts: string[] = [];
  if (potency.thc !== null) parts.push(`THC ${amount(potency.thc, potency.unit)}`);
  if (potency.cbd !== null && potency.cbd > 0) parts.push(`CBD ${amount(potency.cbd, potency.unit)}`);
  return parts.join(' · ');
}
