import type { Rng } from '../random';
import { describe } from './copy';
import { NO_POTENCY, priceCents, type ProductDraft } from './draft';
import { brandsFor } from './product-brands';
import { STRAINS } from './strains';

/** Accessories and other goods: no potency, no experience level (part 1 §9 categories). */
type House = { name: string; code: string };

interface Item {
  title: string;
  size: string;
  price: [number, number];
  consumption: string[];
}

const ACCESSORIES: Record<string, Item[]> = {
  Battery: [
    { title: '510 Thread Battery', size: '1 ct', price: [15, 30], consumption: ['vape'] },
    { title: 'Variable Voltage Battery', size: '1 ct', price: [20, 35], consumption: ['vape'] },
    { title: 'Pod Battery', size: '1 ct', price: [18, 30], consumption: ['vape'] },
  ],
  Grinder: [
    { title: 'Aluminum Grinder 4-Piece', size: '1 ct', price: [18, 40], consumption: ['smoke'] },
    { title: 'Compact Grinder 2-Piece', size: '1 ct', price: [12, 20], consumption: ['smoke'] },
    { title: 'Ceramic-Coated Grinder', size: '1 ct', price: [25, 40], consumption: ['smoke'] },
  ],
  Papers: [
    { title: 'King Size Rolling Papers', size: '32 ct', price: [2, 5], consumption: ['smoke'] },
    { title: 'Hemp Rolling Papers 1 1/4', size: '50 ct', price: [2, 5], consumption: ['smoke'] },
    { title: 'Pre-Rolled Cones', size: '6 ct', price: [4, 8], consumption: ['smoke'] },
    { title: 'Filter Tips', size: '50 ct', price: [2, 4], consumption: ['smoke'] },
  ],
  Pipe: [
    { title: 'Glass Hand Pipe', size: '1 ct', price: [15, 35], consumption: ['smoke'] },
    { title: 'Spoon Pipe', size: '1 ct', price: [12, 28], consumption: ['smoke'] },
    { title: 'Silicone Pipe', size: '1 ct', price: [10, 20], consumption: ['smoke'] },
    { title: 'One-Hitter', size: '1 ct', price: [8, 18], consumption: ['smoke'] },
  ],
  Storage: [
    { title: 'Smell-Proof Stash Jar', size: '1 ct', price: [10, 25], consumption: [] },
    { title: 'Travel Stash Case', size: '1 ct', price: [15, 30], consumption: [] },
    { title: 'Humidity Packs', size: '4 ct', price: [5, 10], consumption: [] },
    { title: 'Doob Tubes', size: '3 ct', price: [4, 8], consumption: [] },
  ],
  Lighter: [
    { title: 'Refillable Lighter', size: '1 ct', price: [3, 8], consumption: ['smoke'] },
    { title: 'Hemp Wick', size: '10 ft', price: [4, 8], consumption: ['smoke'] },
    { title: 'Windproof Torch', size: '1 ct', price: [15, 25], consumption: ['smoke', 'dab'] },
  ],
  Cleaning: [
    { title: 'Glass Cleaner', size: '16oz', price: [8, 15], consumption: [] },
    { title: 'Pipe Cleaners', size: '100 ct', price: [4, 8], consumption: [] },
  ],
};

const OTHER: Record<string, Item[]> = {
  Apparel: [
    { title: 'Logo Tee', size: 'One Size', price: [20, 30], consumption: [] },
    { title: 'Dad Hat', size: 'One Size', price: [22, 32], consumption: [] },
    { title: 'Crewneck Sweatshirt', size: 'One Size', price: [40, 55], consumption: [] },
    { title: 'Knit Beanie', size: 'One Size', price: [18, 26], consumption: [] },
    { title: 'Canvas Tote Bag', size: 'One Size', price: [15, 22], consumption: [] },
  ],
  'Gift Set': [
    { title: 'Starter Kit', size: '1 ct', price: [25, 45], consumption: [] },
    { title: 'Rolling Gift Set', size: '1 ct', price: [30, 50], consumption: ['smoke'] },
    { title: 'Self-Care Gift Box', size: '1 ct', price: [40, 60], consumption: [] },
  ],
};

const COLOURS = ['Black', 'Forest Green', 'Copper', 'Sky Blue', 'Clear', 'Sand'];

function base(rng: Rng, category: 'accessories' | 'other', house: House, subCategory: string, item: Item): ProductDraft {
  const brand = rng.pick(brandsFor(category, house));
  const title = item.size === '1 ct' && rng.chance(0.4) ? `${item.title} - ${rng.pick(COLOURS)}` : item.title;
  const context = { title, brand: brand.name, subCategory, displaySize: item.size, strain: null, typeLabel: '', effects: [], flavors: [], extraction: null, serving: null };
  return {
    title,
    brand: brand.name,
    brandCode: brand.code,
    category,
    subCategory,
    strainType: null,
    strain: null,
    description: describe(rng, category, context),
    dosingNotes: null,
    cbdThcRatio: null,
    effects: [],
    flavors: [],
    terpenes: [],
    extractionMethod: null,
    lineage: null,
    strainDescription: null,
    showStrainDetails: false,
    displaySize: item.size,
    weight: null,
    count: null,
    potency: NO_POTENCY,
    priceCents: priceCents(rng, ...item.price),
    experience: null,
    consumption: item.consumption,
  };
}

export function draftAccessory(rng: Rng, house: House): ProductDraft {
  const subCategory = rng.weighted([['Battery', 20], ['Grinder', 15], ['Papers', 20], ['Pipe', 10], ['Storage', 15], ['Lighter', 10], ['Cleaning', 10]] as const);
  return base(rng, 'accessories', house, subCategory, rng.pick(ACCESSORIES[subCategory]!));
}

/** Seeds carry a cultivar (with its strain details); apparel and gift sets do not. */
export function draftOther(rng: Rng, house: House): ProductDraft {
  const subCategory = rng.weighted([['Seeds', 40], ['Apparel', 35], ['Gift Set', 25]] as const);
  if (subCategory !== 'Seeds') return base(rng, 'other', house, subCategory, rng.pick(OTHER[subCategory]!));
  const strain = rng.pick(STRAINS);
  const count = rng.pick([5, 10]);
  const draft = base(rng, 'other', house, subCategory, {
    title: `${strain.name} Feminized Seeds`,
    size: `${count} seeds`,
    price: count === 5 ? [40, 60] : [65, 95],
    consumption: [],
  });
  return {
    ...draft,
    title: `${strain.name} Feminized Seeds`,
    strainType: strain.type,
    strain: strain.name,
    effects: strain.effects,
    flavors: strain.flavors,
    terpenes: strain.terpenes,
    lineage: strain.lineage,
    strainDescription: strain.description,
    showStrainDetails: true,
    count,
  };
}
