import type { Category, StrainType } from '@/domain/categories';
import type { CannabinoidAmounts } from '@/domain/potency';
import type { Rng } from '../random';

export type Experience = 'beginner' | 'intermediate' | 'experienced';

/** Cannabinoids as the label states them: percent for flower-type products, mg for the rest. */
export interface PotencyDraft extends CannabinoidAmounts {
  unit: '%' | 'mg';
  thcEach: number | null;
  cbdEach: number | null;
}

/** A product as its maker describes it, before a store prices and stocks it. */
export interface ProductDraft {
  title: string;
  brand: string;
  brandCode: string;
  category: Category;
  subCategory: string;
  strainType: StrainType | null;
  strain: string | null;
  description: string;
  dosingNotes: string | null;
  cbdThcRatio: string | null;
  effects: string[];
  flavors: string[];
  terpenes: string[];
  extractionMethod: string | null;
  lineage: string | null;
  strainDescription: string | null;
  showStrainDetails: boolean;
  displaySize: string;
  weight: string | null;
  count: number | null;
  potency: PotencyDraft;
  /** Adult-use list price; medical is derived from it. */
  priceCents: number;
  experience: Experience | null;
  /** Consumption tags (/consumption/{tag}). */
  consumption: string[];
}

export const NO_POTENCY: PotencyDraft = {
  unit: 'mg',
  thc: null,
  thca: null,
  cbd: null,
  cbda: null,
  cbn: null,
  cbg: null,
  thcEach: null,
  cbdEach: null,
};

/** How each form is consumed (part 1 §2 /consumption/{tag}). Accessories and other vary by item. */
export const CONSUMPTION: Record<Category, string[]> = {
  flower: ['smoke'],
  prerolls: ['smoke'],
  vapes: ['vape'],
  concentrates: ['dab'],
  edibles: ['eat'],
  beverages: ['drink'],
  topicals: ['apply'],
  capsules: ['swallow'],
  tinctures: ['sublingual', 'swallow'],
  oral_solutions: ['swallow'],
  accessories: [],
  other: [],
};

/** Experience level from percent THC (flower-type products). Concentrated forms start higher. */
export function experienceFromPercent(thc: number, concentrated: boolean): Experience {
  if (concentrated) return thc < 75 ? 'intermediate' : 'experienced';
  if (thc < 19) return 'beginner';
  return thc < 26 ? 'intermediate' : 'experienced';
}

/** Experience level from mg THC per serving (edibles, drinks, tinctures and the like). */
export function experienceFromServing(thcPerServingMg: number): Experience {
  if (thcPerServingMg <= 2.5) return 'beginner';
  return thcPerServingMg <= 10 ? 'intermediate' : 'experienced';
}

/** Whole-dollar prices, some ending in .99 the way shelf tags do. */
export function priceCents(rng: Rng, minDollars: number, maxDollars: number): number {
  const dollars = rng.int(minDollars, maxDollars);
  return rng.chance(0.25) ? dollars * 100 - 1 : dollars * 100;
}

/** Percent potency for flower-type products, with small secondary cannabinoids on some labels. */
export function percentPotency(rng: Rng, thcRange: [number, number], cbdDominant: boolean): PotencyDraft {
  if (cbdDominant) {
    const cbd = rng.float(8, 18);
    return { ...NO_POTENCY, unit: '%', thc: rng.float(0.3, 0.9), thca: rng.float(0.2, 1), cbd, cbda: rng.float(cbd, cbd + 3), cbg: rng.chance(0.4) ? rng.float(0.2, 1.2) : null };
  }
  const thc = rng.float(thcRange[0], thcRange[1]);
  return {
    ...NO_POTENCY,
    unit: '%',
    thc,
    thca: rng.chance(0.8) ? rng.float(thc + 0.5, thc + 3.5) : null,
    cbd: rng.chance(0.6) ? rng.float(0.05, 1.2, 2) : null,
    cbda: rng.chance(0.3) ? rng.float(0.05, 0.8, 2) : null,
    cbn: rng.chance(0.25) ? rng.float(0.1, 1) : null,
    cbg: rng.chance(0.35) ? rng.float(0.2, 1.5) : null,
  };
}

const STANDARD_RATIOS = [1, 2, 5, 10, 15, 20];

/** CBD:THC ratio label of a CBD-dominant label, snapped to the ratios shops print ("20:1"). */
export function ratioLabel(potency: Pick<PotencyDraft, 'thc' | 'cbd'>): string | null {
  if (!potency.thc || !potency.cbd || potency.cbd < potency.thc) return null;
  const raw = potency.cbd / potency.thc;
  const nearest = STANDARD_RATIOS.reduce((best, ratio) => (Math.abs(ratio - raw) < Math.abs(best - raw) ? ratio : best));
  return `${nearest}:1`;
}

/** Upper-case initials of up to four words, for SKU names ("Midnight Orchard" -> "MO"). */
export function initials(text: string): string {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .slice(0, 4)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

const CATEGORY_CODES: Record<Category, string> = {
  flower: 'FLW',
  vapes: 'VAP',
  edibles: 'EDB',
  prerolls: 'PRE',
  concentrates: 'CON',
  topicals: 'TOP',
  capsules: 'CAP',
  tinctures: 'TIN',
  oral_solutions: 'ORL',
  beverages: 'BEV',
  accessories: 'ACC',
  other: 'OTH',
};

/** A catalogue SKU shared by every store that carries the product, e.g. FLW-CHF-MO-WF-3.5G. */
export function skuName(draft: Pick<ProductDraft, 'category' | 'brandCode' | 'title' | 'subCategory' | 'displaySize'>): string {
  const size = draft.displaySize.replace(/[^0-9A-Za-z.]/g, '').toUpperCase();
  return [CATEGORY_CODES[draft.category], draft.brandCode, initials(draft.title), initials(draft.subCategory), size].join('-');
}
