import { STRAIN_LABELS } from '@/domain/categories';
import type { Rng } from '../random';
import { describe, dosingNotes } from './copy';
import {
  CONSUMPTION,
  experienceFromPercent,
  percentPotency,
  priceCents,
  ratioLabel,
  type PotencyDraft,
  type ProductDraft,
} from './draft';
import { brandsFor } from './product-brands';
import { STRAINS, type Strain } from './strains';

/** Flower, pre-rolls, vapes and concentrates: the flower-type group of part 1 §9, potency in percent. */
type FlowerCategory = 'flower' | 'prerolls' | 'vapes' | 'concentrates';
type House = { name: string; code: string };

interface Shape {
  title: string;
  subCategory: string;
  displaySize: string;
  weight: string;
  count: number | null;
  potency: PotencyDraft;
  priceCents: number;
  extraction: string | null;
}

function assemble(rng: Rng, category: FlowerCategory, house: House, strain: Strain, shape: Shape): ProductDraft {
  const brand = rng.pick(brandsFor(category, house));
  const concentrated = category === 'vapes' || category === 'concentrates' || shape.subCategory === 'Infused';
  const context = {
    title: shape.title,
    brand: brand.name,
    subCategory: shape.subCategory,
    displaySize: shape.displaySize,
    strain: strain.name,
    typeLabel: STRAIN_LABELS[strain.type],
    effects: strain.effects,
    flavors: strain.flavors,
    extraction: shape.extraction,
    serving: null,
  };
  const cbdDominant = strain.type === 'cbd';
  return {
    title: shape.title,
    brand: brand.name,
    brandCode: brand.code,
    category,
    subCategory: shape.subCategory,
    strainType: strain.type,
    strain: strain.name,
    description: describe(rng, category, context),
    dosingNotes: dosingNotes(rng, category, context),
    cbdThcRatio: cbdDominant ? ratioLabel(shape.potency) : null,
    effects: strain.effects,
    flavors: strain.flavors,
    terpenes: strain.terpenes,
    extractionMethod: shape.extraction,
    lineage: strain.lineage,
    strainDescription: strain.description,
    showStrainDetails: rng.chance(0.85),
    displaySize: shape.displaySize,
    weight: shape.weight,
    count: shape.count,
    potency: shape.potency,
    priceCents: shape.priceCents,
    experience: cbdDominant ? 'beginner' : experienceFromPercent(shape.potency.thc ?? 0, concentrated),
    consumption: CONSUMPTION[category],
  };
}

const FLOWER_PRICES: Record<string, [number, number]> = {
  '1g': [12, 18],
  '3.5g': [35, 60],
  '7g': [60, 100],
  '14g': [110, 170],
  '28g': [180, 300],
};
const SUB_FACTOR: Record<string, number> = { 'Whole Flower': 1, 'Small Buds': 0.75, Ground: 0.6 };

function flower(rng: Rng, strain: Strain): Shape {
  const subCategory = rng.weighted([['Whole Flower', 70], ['Small Buds', 20], ['Ground', 10]] as const);
  const size =
    subCategory === 'Whole Flower'
      ? rng.weighted([['3.5g', 45], ['1g', 10], ['7g', 20], ['14g', 12], ['28g', 13]] as const)
      : rng.pick(subCategory === 'Ground' ? ['7g', '14g', '28g'] : ['3.5g', '7g', '14g', '28g']);
  const [min, max] = FLOWER_PRICES[size]!;
  const factor = SUB_FACTOR[subCategory]!;
  return {
    title: subCategory === 'Whole Flower' ? strain.name : `${strain.name} ${subCategory}`,
    subCategory,
    displaySize: size,
    weight: size,
    count: null,
    potency: percentPotency(rng, [15, 32], strain.type === 'cbd'),
    priceCents: priceCents(rng, Math.round(min * factor), Math.round(max * factor)),
    extraction: null,
  };
}

function preroll(rng: Rng, strain: Strain): Shape {
  const subCategory = rng.weighted([['Single', 45], ['Multipack', 35], ['Infused', 20]] as const);
  const cbd = strain.type === 'cbd';
  if (subCategory === 'Multipack') {
    const count = rng.pick([5, 7, 10]);
    const range: [number, number] = count === 5 ? [28, 40] : count === 7 ? [38, 52] : [50, 70];
    return {
      title: `${strain.name} Pre-Roll ${count}-Pack`,
      subCategory,
      displaySize: `${count} x 0.5g`,
      weight: `${count * 0.5}g`,
      count,
      potency: percentPotency(rng, [15, 28], cbd),
      priceCents: priceCents(rng, ...range),
      extraction: null,
    };
  }
  if (subCategory === 'Infused') {
    return {
      title: `${strain.name} Infused Pre-Roll`,
      subCategory,
      displaySize: '1g',
      weight: '1g',
      count: 1,
      potency: percentPotency(rng, [30, 45], cbd),
      priceCents: priceCents(rng, 18, 28),
      extraction: rng.pick(['Distillate', 'Live Resin', 'Rosin']),
    };
  }
  const size = rng.weighted([['1g', 60], ['0.5g', 40]] as const);
  return {
    title: `${strain.name} Pre-Roll`,
    subCategory,
    displaySize: size,
    weight: size,
    count: 1,
    potency: percentPotency(rng, [15, 30], cbd),
    priceCents: size === '1g' ? priceCents(rng, 10, 16) : priceCents(rng, 6, 10),
    extraction: null,
  };
}

const VAPE_THC: Record<string, [number, number]> = {
  Distillate: [82, 92],
  'Live Resin': [68, 84],
  CO2: [65, 80],
  Rosin: [65, 78],
  Hydrocarbon: [70, 88],
};
const VAPE_PRICES: Record<string, [number, number]> = { '0.3g': [22, 30], '0.5g': [30, 45], '1g': [40, 65] };

function vape(rng: Rng, strain: Strain): Shape {
  const subCategory = rng.weighted([['Cartridge', 55], ['Disposable', 30], ['Pod', 15]] as const);
  const extraction = rng.weighted([['Distillate', 35], ['Live Resin', 30], ['CO2', 15], ['Rosin', 8], ['Hydrocarbon', 12]] as const);
  const size = rng.pick(subCategory === 'Disposable' ? ['0.3g', '0.5g', '1g'] : ['0.5g', '1g']);
  const [min, max] = VAPE_PRICES[size]!;
  const premium = extraction === 'Rosin' ? 1.3 : extraction === 'Live Resin' ? 1.1 : 1;
  const potency: PotencyDraft =
    strain.type === 'cbd'
      ? { ...percentPotency(rng, [20, 35], false), cbd: rng.float(40, 60) }
      : percentPotency(rng, VAPE_THC[extraction]!, false);
  return {
    title: `${strain.name} ${extraction === 'Distillate' ? '' : `${extraction} `}${subCategory}`,
    subCategory,
    displaySize: size,
    weight: size,
    count: null,
    potency,
    priceCents: priceCents(rng, Math.round(min * premium), Math.round(max * premium)),
    extraction,
  };
}

const CONCENTRATE_EXTRACTION: Record<string, string> = {
  'Live Resin': 'Live Resin',
  Rosin: 'Rosin',
  Shatter: 'Hydrocarbon',
  Badder: 'Hydrocarbon',
  Sugar: 'Hydrocarbon',
  Diamonds: 'Hydrocarbon',
  Distillate: 'Distillate',
};

function concentrate(rng: Rng, strain: Strain): Shape {
  const subCategory = rng.weighted(
    [['Live Resin', 25], ['Rosin', 20], ['Shatter', 10], ['Badder', 18], ['Sugar', 10], ['Diamonds', 10], ['Distillate', 7]] as const,
  );
  const size = rng.weighted([['1g', 65], ['0.5g', 25], ['2g', 10]] as const);
  const perGram: [number, number] =
    subCategory === 'Rosin' ? [55, 80] : subCategory === 'Diamonds' ? [45, 70] : subCategory === 'Live Resin' ? [35, 60] : [28, 50];
  const factor = size === '0.5g' ? 0.6 : size === '2g' ? 1.8 : 1;
  return {
    title: `${strain.name} ${subCategory}`,
    subCategory,
    displaySize: size,
    weight: size,
    count: null,
    potency: percentPotency(rng, subCategory === 'Diamonds' ? [85, 95] : [60, 90], strain.type === 'cbd'),
    priceCents: priceCents(rng, Math.round(perGram[0] * factor), Math.round(perGram[1] * factor)),
    extraction: CONCENTRATE_EXTRACTION[subCategory] ?? null,
  };
}

const SHAPES: Record<FlowerCategory, (rng: Rng, strain: Strain) => Shape> = {
  flower,
  prerolls: preroll,
  vapes: vape,
  concentrates: concentrate,
};

/** A flower-type product of a random cultivar. */
export function draftFlowerType(rng: Rng, category: FlowerCategory, house: House): ProductDraft {
  const strain = rng.pick(STRAINS);
  return assemble(rng, category, house, strain, SHAPES[category](rng, strain));
}
