import { STRAIN_LABELS, type StrainType } from '@/domain/categories';
import type { Rng } from '../random';
import { describe, dosingNotes } from './copy';
import { CONSUMPTION, NO_POTENCY, experienceFromServing, priceCents, type PotencyDraft, type ProductDraft } from './draft';
import { brandsFor } from './product-brands';
import { STRAINS_BY_TYPE, TYPE_EFFECTS, type Strain } from './strains';

/** Edibles, drinks and wellness forms: potency in mg, per piece where the form has pieces (part 1 §3). */
export type InfusedCategory = 'edibles' | 'beverages' | 'tinctures' | 'capsules' | 'oral_solutions' | 'topicals';
type House = { name: string; code: string };
type Ratio = '1:1' | '2:1' | '20:1' | null;

interface Dose {
  /** THC mg per piece, serving or (for liquids) per mL. */
  thcEach: number;
  /** Pieces or servings; mL for liquids. */
  units: number;
  /** Whether "each" values belong on the label (pieces, not mL). */
  perPiece: boolean;
}

interface Shape {
  title: string;
  subCategory: string;
  dose: Dose;
  /** Physical size shown instead of the mg total (balms, lotions). */
  size?: string;
  price: [number, number];
  flavor: string | null;
  strain?: Strain;
  extraction?: string;
  /** THC mg of one typical serving, for the experience level. */
  serving: number;
}

const FRUIT = ['Wild Cherry', 'Watermelon', 'Blue Raspberry', 'Peach', 'Sour Apple', 'Mango', 'Pineapple', 'Strawberry Lemonade', 'Grape', 'Blood Orange', 'Black Cherry', 'Passionfruit'];
const CHOCOLATE = ['Dark Chocolate Sea Salt', 'Milk Chocolate Toffee', 'Mint Dark Chocolate', 'Espresso Dark Chocolate', 'Cookies & Cream', 'Salted Caramel Milk Chocolate'];
const BAKED = ['Fudge Brownie', 'Snickerdoodle Cookie', 'Lemon Bar', 'Blondie', 'Oatmeal Cookie'];
const DRINK = ['Grapefruit', 'Lemon Lime', 'Black Cherry', 'Ginger', 'Cucumber Mint', 'Hibiscus', 'Cola', 'Root Beer'];
const TEA = ['Chamomile', 'Ginger Lemon', 'Peppermint', 'Earl Grey'];
const SCENTS = ['Lavender', 'Eucalyptus', 'Mint', 'Citrus', 'Unscented'];
const RATIO_FACTOR: Record<Exclude<Ratio, null>, number> = { '1:1': 1, '2:1': 2, '20:1': 20 };

function pickType(rng: Rng): StrainType {
  return rng.weighted([['hybrid', 35], ['indica', 30], ['sativa', 25], ['cbd', 10]] as const);
}

/** CBD products always carry a ratio; a few THC products are balanced 1:1. */
function pickRatio(rng: Rng, type: StrainType, balancedChance: number): Ratio {
  if (type === 'cbd') return rng.pick(['1:1', '2:1', '20:1'] as const);
  return rng.chance(balancedChance) ? '1:1' : null;
}

/** THC per piece for a ratio: CBD-heavy ratios hold little THC. */
const thcForRatio = (ratio: Ratio, usual: number) => (ratio === '20:1' ? 1 : ratio === '2:1' ? Math.min(usual, 5) : usual);

function edible(rng: Rng, ratio: Ratio, type: StrainType): Shape {
  const subCategory = rng.weighted([['Gummies', 50], ['Chocolate', 20], ['Chews', 15], ['Baked Goods', 10], ['Hard Candy', 5]] as const);
  const usual = rng.weighted([[10, 45], [5, 40], [2.5, 10], [20, 5]] as const);
  const thcEach = thcForRatio(ratio, usual);
  const units = subCategory === 'Baked Goods' ? rng.pick([1, 10]) : thcEach <= 5 ? 20 : 10;
  const total = thcEach * units;
  const price: [number, number] = ratio && ratio !== '1:1' ? [25, 45] : total <= 50 ? [12, 18] : total <= 100 ? [18, 30] : [30, 45];
  const fruit = rng.pick(FRUIT);
  if (subCategory === 'Gummies' && type !== 'cbd' && rng.chance(0.25)) {
    const strain = rng.pick(STRAINS_BY_TYPE[type]);
    const extraction = rng.pick(['Live Rosin', 'Live Resin']);
    return { title: `${strain.name} ${extraction} Gummies`, subCategory, dose: { thcEach, units, perPiece: true }, price: [price[0] + 4, price[1] + 6], flavor: strain.flavors[0] ?? null, strain, extraction: extraction === 'Live Rosin' ? 'Rosin' : 'Live Resin', serving: thcEach };
  }
  const titles: Record<typeof subCategory, string> = {
    Gummies: `${fruit} Gummies`,
    Chocolate: `${rng.pick(CHOCOLATE)} Bar`,
    Chews: `${fruit} Chews`,
    'Baked Goods': units === 1 ? rng.pick(BAKED) : `${rng.pick(BAKED)} Bites`,
    'Hard Candy': `${fruit} Hard Candies`,
  };
  const single = units === 1;
  return { title: titles[subCategory], subCategory, dose: { thcEach, units, perPiece: true }, price: single ? [5, 9] : price, flavor: subCategory === 'Chocolate' ? 'Chocolate' : fruit, serving: thcEach };
}

function beverage(rng: Rng, ratio: Ratio): Shape {
  const subCategory = rng.weighted([['Seltzer', 45], ['Soda', 20], ['Tea', 15], ['Drink Mix', 10], ['Shot', 10]] as const);
  const thcEach = thcForRatio(ratio, rng.weighted([[5, 50], [2, 20], [10, 30]] as const));
  const flavor = rng.pick(subCategory === 'Tea' ? TEA : DRINK);
  if (subCategory === 'Tea' || subCategory === 'Drink Mix') {
    return { title: `${flavor} ${subCategory === 'Tea' ? 'Tea' : 'Drink Mix'}`, subCategory, dose: { thcEach, units: 10, perPiece: true }, price: [18, 30], flavor, serving: thcEach };
  }
  const pack = subCategory !== 'Shot' && rng.chance(0.4) ? 4 : 1;
  const name = `${flavor} ${subCategory}${pack > 1 ? ' 4-Pack' : ''}`;
  return { title: name, subCategory, dose: { thcEach, units: pack, perPiece: true }, price: pack > 1 ? [16, 28] : [5, 12], flavor, serving: thcEach };
}

function tincture(rng: Rng, ratio: Ratio, type: StrainType): Shape {
  const spray = rng.chance(0.25);
  const millilitres = spray ? 15 : 30;
  const thcTotal = ratio === '20:1' ? 25 : ratio === '2:1' ? 150 : rng.pick(spray ? [150, 300] : [300, 500, 1000]);
  const name = spray ? rng.pick(['Sublingual Spray', 'Mint Spray']) : rng.pick(['Balance Tincture', 'Daytime Drops', 'Nighttime Drops', 'Peppermint Tincture', 'Unflavored Tincture']);
  const price: [number, number] = thcTotal >= 1000 ? [70, 95] : thcTotal >= 500 ? [45, 60] : [28, 45];
  return { title: `${STRAIN_LABELS[type]} ${name}`, subCategory: spray ? 'Spray' : 'Tincture', dose: { thcEach: thcTotal / millilitres, units: millilitres, perPiece: false }, price, flavor: name.includes('Mint') || name.includes('Peppermint') ? 'Mint' : 'Herbal', serving: thcTotal / millilitres / 2 };
}

function capsule(rng: Rng, ratio: Ratio): Shape {
  const subCategory = rng.weighted([['Capsules', 60], ['Softgels', 40]] as const);
  const thcEach = thcForRatio(ratio, rng.weighted([[5, 35], [10, 40], [2.5, 10], [25, 15]] as const));
  const units = rng.pick([20, 30]);
  const total = thcEach * units;
  const name = rng.pick(['Daily Balance', 'Restful Night', 'Clear Day', 'Everyday', 'Full Spectrum']);
  return { title: `${name} ${subCategory}`, subCategory, dose: { thcEach, units, perPiece: true }, price: total > 300 ? [45, 70] : [25, 45], flavor: null, serving: thcEach };
}

function oralSolution(rng: Rng, ratio: Ratio): Shape {
  const subCategory = rng.weighted([['Oral Syrup', 40], ['Oral Solution', 40], ['Dissolvable Powder', 20]] as const);
  const flavor = rng.pick(['Berry', 'Grape', 'Citrus', 'Cherry', 'Unflavored']);
  if (subCategory === 'Dissolvable Powder') {
    const thcEach = thcForRatio(ratio, rng.pick([5, 10]));
    return { title: `${flavor} Powder Sticks`, subCategory, dose: { thcEach, units: 10, perPiece: true }, price: [20, 32], flavor, serving: thcEach };
  }
  const thcTotal = ratio === '20:1' ? 10 : ratio === '2:1' ? 100 : rng.pick([100, 200, 500]);
  return { title: `${flavor} ${subCategory}`, subCategory, dose: { thcEach: thcTotal / 100, units: 100, perPiece: false }, price: thcTotal >= 500 ? [55, 75] : [28, 50], flavor, serving: (thcTotal / 100) * 5 };
}

function topical(rng: Rng, ratio: Ratio): Shape {
  const subCategory = rng.weighted([['Balm', 30], ['Lotion', 25], ['Transdermal Patch', 20], ['Roll-On', 15], ['Bath Soak', 10]] as const);
  const scent = rng.pick(SCENTS);
  if (subCategory === 'Transdermal Patch') {
    const thcEach = thcForRatio(ratio, rng.pick([10, 20]));
    return { title: rng.pick(['Transdermal Patch', 'Night Patch', 'Daytime Patch']), subCategory, dose: { thcEach, units: rng.pick([1, 4]), perPiece: true }, price: [12, 40], flavor: null, serving: thcEach };
  }
  const names: Record<string, string[]> = {
    Balm: ['Cooling Relief Balm', 'Arnica Balm', 'Warming Muscle Balm'],
    Lotion: [`${scent} Body Lotion`, 'Daily Relief Lotion'],
    'Roll-On': ['Muscle Roll-On', 'Menthol Roll-On'],
    'Bath Soak': [`${scent} Bath Soak`, `${scent} Bath Salts`],
  };
  const thcTotal = ratio === '20:1' ? 25 : rng.pick([100, 250, 500]);
  const size = rng.pick(subCategory === 'Roll-On' ? ['1oz', '2oz'] : subCategory === 'Bath Soak' ? ['8oz', '16oz'] : ['1oz', '2oz', '4oz']);
  // Applied to the skin, not ingested: no intoxicating serving.
  return { title: rng.pick(names[subCategory] ?? ['Relief Balm']), subCategory, dose: { thcEach: thcTotal, units: 1, perPiece: false }, size, price: [20, 55], flavor: scent, serving: 0 };
}

function potencyOf(dose: Dose, ratio: Ratio): PotencyDraft {
  const cbdEach = ratio ? dose.thcEach * RATIO_FACTOR[ratio] : null;
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    ...NO_POTENCY,
    unit: 'mg',
    thc: round(dose.thcEach * dose.units),
    cbd: cbdEach === null ? null : round(cbdEach * dose.units),
    thcEach: dose.perPiece ? dose.thcEach : null,
    cbdEach: dose.perPiece ? cbdEach : null,
  };
}

/** "100mg", or "500mg CBD" when CBD leads. */
function displayOf(potency: PotencyDraft): string {
  return potency.cbd !== null && potency.cbd > (potency.thc ?? 0) ? `${potency.cbd}mg CBD` : `${potency.thc}mg`;
}

/** An infused product (edibles, drinks, tinctures, capsules, oral solutions, topicals). */
export function draftInfused(rng: Rng, category: InfusedCategory, house: House): ProductDraft {
  const type = pickType(rng);
  const ratio = pickRatio(rng, type, category === 'topicals' || category === 'tinctures' ? 0.35 : 0.1);
  const shape =
    category === 'edibles' ? edible(rng, ratio, type)
    : category === 'beverages' ? beverage(rng, ratio)
    : category === 'tinctures' ? tincture(rng, ratio, type)
    : category === 'capsules' ? capsule(rng, ratio)
    : category === 'oral_solutions' ? oralSolution(rng, ratio)
    : topical(rng, ratio);
  const brand = rng.pick(brandsFor(category, house));
  const potency = potencyOf(shape.dose, ratio);
  const displaySize = shape.size ?? displayOf(potency);
  const effects = shape.strain?.effects ?? rng.sample(TYPE_EFFECTS[type], rng.int(2, 3));
  const flavors = category === 'topicals' || !shape.flavor ? [] : [shape.flavor];
  const context = {
    title: shape.title,
    brand: brand.name,
    subCategory: shape.subCategory,
    displaySize,
    strain: shape.strain?.name ?? null,
    typeLabel: STRAIN_LABELS[type],
    effects,
    flavors: shape.flavor ? [shape.flavor] : [],
    extraction: shape.extraction ?? null,
    serving: shape.serving,
  };
  const cbdLed = ratio === '2:1' || ratio === '20:1';
  return {
    title: ratio ? `${ratio} ${shape.title}` : shape.title,
    brand: brand.name,
    brandCode: brand.code,
    category,
    subCategory: shape.subCategory,
    strainType: type,
    strain: shape.strain?.name ?? null,
    description: describe(rng, category, context),
    dosingNotes: dosingNotes(rng, category, context),
    cbdThcRatio: ratio,
    effects,
    flavors,
    terpenes: shape.strain?.terpenes ?? [],
    extractionMethod: shape.extraction ?? null,
    lineage: shape.strain?.lineage ?? null,
    strainDescription: shape.strain?.description ?? null,
    showStrainDetails: !!shape.strain,
    displaySize,
    weight: displaySize,
    count: shape.dose.perPiece ? shape.dose.units : null,
    potency,
    priceCents: priceCents(rng, ...shape.price),
    experience: cbdLed || (category === 'topicals' && shape.serving === 0) ? 'beginner' : experienceFromServing(shape.serving),
    consumption: CONSUMPTION[category],
  };
}
