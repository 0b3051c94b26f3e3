import type { StrainType } from '@/domain/categories';

/** A made-up cultivar with its sensory profile (part 1 §3: effects, flavors, terpenes, lineage). */
export interface Strain {
  name: string;
  type: StrainType;
  flavors: string[];
  terpenes: string[];
  effects: string[];
  lineage: string | null;
  description: string;
}

type Row = [name: string, flavors: string, terpenes: string, effects: string];

const INDICA: Row[] = [
  ['Midnight Orchard', 'Grape,Earthy', 'Myrcene,Caryophyllene', 'Relaxed,Sleepy,Calm'],
  ['Velvet Anchor', 'Sweet,Vanilla', 'Myrcene,Linalool', 'Relaxed,Calm,Happy'],
  ['Granite Kush', 'Earthy,Pine', 'Myrcene,Pinene,Caryophyllene', 'Relaxed,Sleepy,Hungry'],
  ['Cedar Dream', 'Woody,Earthy', 'Caryophyllene,Humulene', 'Relaxed,Calm,Sleepy'],
  ['Blackberry Lullaby', 'Berry,Sweet', 'Myrcene,Linalool', 'Sleepy,Relaxed,Happy'],
  ['Moonlit Pine', 'Pine,Herbal', 'Pinene,Myrcene', 'Relaxed,Calm,Focused'],
  ['Harbor Fog', 'Earthy,Diesel', 'Myrcene,Caryophyllene', 'Relaxed,Sleepy,Euphoric'],
  ['Grape Quarry', 'Grape,Sweet', 'Myrcene,Linalool,Caryophyllene', 'Relaxed,Happy,Hungry'],
  ['Slumber Cake', 'Vanilla,Sweet', 'Limonene,Caryophyllene', 'Sleepy,Relaxed,Hungry'],
  ['Purple Lantern', 'Grape,Berry', 'Myrcene,Ocimene', 'Relaxed,Euphoric,Sleepy'],
  ['Evening Ember', 'Spicy,Earthy', 'Caryophyllene,Humulene', 'Calm,Relaxed,Sleepy'],
  ['Bramble Kush', 'Berry,Earthy', 'Myrcene,Pinene', 'Relaxed,Happy,Calm'],
  ['Hollow Oak OG', 'Woody,Diesel', 'Myrcene,Limonene', 'Relaxed,Euphoric,Hungry'],
  ['Sable Cookies', 'Sweet,Earthy', 'Caryophyllene,Limonene', 'Relaxed,Happy,Euphoric'],
  ['Northern Quilt', 'Pine,Skunky', 'Myrcene,Pinene', 'Sleepy,Relaxed,Calm'],
  ['Frosted Fig', 'Sweet,Fruity', 'Linalool,Myrcene', 'Relaxed,Calm,Happy'],
  ['Velvet Plum', 'Plum,Sweet', 'Myrcene,Ocimene', 'Relaxed,Sleepy,Happy'],
  ['Deep Woods Kush', 'Pine,Earthy', 'Pinene,Caryophyllene,Myrcene', 'Relaxed,Sleepy,Calm'],
  ['Quiet Ember', 'Spicy,Woody', 'Caryophyllene,Humulene', 'Calm,Relaxed,Focused'],
  ['Maple Nightcap', 'Sweet,Woody', 'Myrcene,Caryophyllene', 'Sleepy,Relaxed,Hungry'],
  ['Iron Lotus', 'Floral,Earthy', 'Linalool,Myrcene', 'Relaxed,Calm,Euphoric'],
  ['Wintergreen OG', 'Mint,Pine', 'Pinene,Limonene', 'Relaxed,Calm,Happy'],
  ['Cocoa Kush', 'Chocolate,Earthy', 'Caryophyllene,Myrcene', 'Relaxed,Happy,Sleepy'],
  ['Lavender Harbor', 'Floral,Herbal', 'Linalool,Myrcene', 'Calm,Sleepy,Relaxed'],
  ['Stone Fruit Sherbet', 'Peach,Sweet', 'Limonene,Myrcene', 'Relaxed,Happy,Euphoric'],
];

const SATIVA: Row[] = [
  ['Lemon Lantern', 'Lemon,Citrus', 'Limonene,Terpinolene', 'Energetic,Uplifted,Creative'],
  ['Citrus Comet', 'Citrus,Sweet', 'Limonene,Ocimene', 'Energetic,Happy,Focused'],
  ['Tangerine Tide', 'Orange,Citrus', 'Limonene,Myrcene', 'Uplifted,Happy,Creative'],
  ['Mango Meridian', 'Mango,Tropical', 'Myrcene,Ocimene', 'Happy,Uplifted,Euphoric'],
  ['Sunrise Sprinter', 'Citrus,Pine', 'Terpinolene,Pinene', 'Energetic,Focused,Uplifted'],
  ['Green Heron Haze', 'Herbal,Citrus', 'Terpinolene,Ocimene', 'Creative,Uplifted,Energetic'],
  ['Copper Kite', 'Spicy,Citrus', 'Caryophyllene,Limonene', 'Focused,Energetic,Happy'],
  ['Jet Stream Haze', 'Diesel,Lemon', 'Terpinolene,Limonene', 'Energetic,Euphoric,Creative'],
  ['Pineapple Parade', 'Pineapple,Tropical', 'Ocimene,Limonene', 'Happy,Uplifted,Energetic'],
  ['Electric Lime', 'Lime,Citrus', 'Limonene,Pinene', 'Energetic,Focused,Creative'],
  ['Morning Glory Haze', 'Floral,Citrus', 'Terpinolene,Linalool', 'Uplifted,Creative,Happy'],
  ['Blue Heron', 'Berry,Herbal', 'Myrcene,Pinene', 'Uplifted,Creative,Calm'],
  ['Grapefruit Spark', 'Grapefruit,Citrus', 'Limonene,Terpinolene', 'Energetic,Uplifted,Focused'],
  ['Skyline Diesel', 'Diesel,Earthy', 'Caryophyllene,Limonene', 'Energetic,Euphoric,Focused'],
  ['Clementine Drift', 'Orange,Sweet', 'Limonene,Ocimene', 'Happy,Uplifted,Creative'],
  ['Honeycrisp Haze', 'Apple,Sweet', 'Terpinolene,Ocimene', 'Uplifted,Happy,Energetic'],
  ['Solar Flare OG', 'Citrus,Spicy', 'Limonene,Caryophyllene', 'Energetic,Euphoric,Happy'],
  ['Key Lime Kite', 'Lime,Sweet', 'Limonene,Terpinolene', 'Creative,Uplifted,Focused'],
  ['Ginger Snapdragon', 'Spicy,Herbal', 'Caryophyllene,Humulene', 'Focused,Energetic,Calm'],
  ['Seabreeze Haze', 'Herbal,Citrus', 'Terpinolene,Pinene', 'Uplifted,Energetic,Creative'],
  ['Papaya Pilot', 'Tropical,Sweet', 'Myrcene,Ocimene', 'Happy,Euphoric,Uplifted'],
  ['Bright Harbor', 'Lemon,Pine', 'Pinene,Limonene', 'Focused,Energetic,Happy'],
];

const HYBRID: Row[] = [
  ['Sunday Sherbet', 'Sweet,Berry', 'Limonene,Caryophyllene', 'Happy,Relaxed,Euphoric'],
  ['Starlit Cake', 'Vanilla,Sweet', 'Caryophyllene,Limonene', 'Relaxed,Happy,Euphoric'],
  ['Garnet Gelato', 'Berry,Sweet', 'Limonene,Caryophyllene', 'Euphoric,Happy,Relaxed'],
  ['Marsh Mint', 'Mint,Earthy', 'Caryophyllene,Pinene', 'Calm,Focused,Happy'],
  ['Berry Compass', 'Berry,Citrus', 'Myrcene,Limonene', 'Happy,Uplifted,Relaxed'],
  ['Peach Parlor', 'Peach,Sweet', 'Limonene,Linalool', 'Happy,Relaxed,Creative'],
  ['Cherry Almanac', 'Cherry,Sweet', 'Myrcene,Caryophyllene', 'Euphoric,Relaxed,Happy'],
  ['Golden Hour OG', 'Citrus,Diesel', 'Limonene,Myrcene', 'Euphoric,Relaxed,Uplifted'],
  ['Raspberry Riddle', 'Berry,Sweet', 'Limonene,Ocimene', 'Happy,Creative,Relaxed'],
  ['Cosmic Cobbler', 'Berry,Vanilla', 'Caryophyllene,Myrcene', 'Relaxed,Euphoric,Hungry'],
  ['Watermelon Wharf', 'Watermelon,Sweet', 'Myrcene,Limonene', 'Happy,Relaxed,Uplifted'],
  ['Pink Lemonade Fog', 'Lemon,Berry', 'Limonene,Terpinolene', 'Uplifted,Happy,Relaxed'],
  ['Strawberry Switchback', 'Strawberry,Sweet', 'Myrcene,Ocimene', 'Happy,Euphoric,Creative'],
  ['Maple Cream', 'Sweet,Vanilla', 'Caryophyllene,Linalool', 'Relaxed,Happy,Calm'],
  ['Guava Gumdrop', 'Tropical,Sweet', 'Ocimene,Limonene', 'Happy,Uplifted,Euphoric'],
  ['Blueberry Bluff', 'Berry,Earthy', 'Myrcene,Pinene', 'Relaxed,Happy,Creative'],
  ['Silver Lining Kush', 'Pine,Citrus', 'Pinene,Limonene', 'Relaxed,Focused,Happy'],
  ['Orange Creamsicle Dream', 'Orange,Vanilla', 'Limonene,Linalool', 'Happy,Uplifted,Relaxed'],
  ['Rocky Ridge OG', 'Diesel,Pine', 'Caryophyllene,Pinene', 'Euphoric,Relaxed,Focused'],
  ['Caramel Comet', 'Sweet,Earthy', 'Caryophyllene,Humulene', 'Relaxed,Happy,Hungry'],
  ['Kiwi Kettle', 'Kiwi,Tropical', 'Terpinolene,Myrcene', 'Uplifted,Creative,Happy'],
  ['Sour Pear', 'Pear,Sour', 'Limonene,Ocimene', 'Energetic,Happy,Focused'],
  ['Honeycomb Cake', 'Honey,Sweet', 'Myrcene,Caryophyllene', 'Relaxed,Euphoric,Happy'],
  ['Tropic Tandem', 'Tropical,Citrus', 'Ocimene,Limonene', 'Uplifted,Euphoric,Relaxed'],
  ['Fireside Funk', 'Skunky,Spicy', 'Caryophyllene,Myrcene', 'Euphoric,Relaxed,Hungry'],
];

const CBD: Row[] = [
  ['Quiet Harbor CBD', 'Earthy,Herbal', 'Myrcene,Pinene', 'Calm,Relaxed,Focused'],
  ['Calm Waters', 'Citrus,Herbal', 'Limonene,Caryophyllene', 'Calm,Focused,Relaxed'],
  ['Gentle Giant CBD', 'Pine,Woody', 'Pinene,Myrcene', 'Calm,Relaxed,Happy'],
  ['Stillpoint', 'Floral,Herbal', 'Linalool,Caryophyllene', 'Calm,Relaxed,Sleepy'],
  ['Soft Landing', 'Sweet,Earthy', 'Myrcene,Humulene', 'Relaxed,Calm,Happy'],
  ['Balance Beam', 'Lemon,Herbal', 'Limonene,Pinene', 'Focused,Calm,Uplifted'],
  ['Meadow Rest', 'Floral,Sweet', 'Linalool,Myrcene', 'Calm,Sleepy,Relaxed'],
  ['Clear Skies CBD', 'Citrus,Pine', 'Pinene,Limonene', 'Focused,Calm,Happy'],
];

const TYPE_WORDS: Record<StrainType, string> = {
  indica: 'an indica-leaning cultivar',
  sativa: 'a sativa-leaning cultivar',
  hybrid: 'a balanced hybrid',
  cbd: 'a CBD-dominant cultivar',
};

const ALL_ROWS = [...INDICA, ...SATIVA, ...HYBRID, ...CBD];
const ALL_NAMES = ALL_ROWS.map(([name]) => name);

/** A fixed cross of two other demo cultivars; every ninth (and any self-cross) is an heirloom. */
function lineageOf(name: string, position: number): string | null {
  const first = ALL_NAMES[(position * 7 + 3) % ALL_NAMES.length]!;
  const second = ALL_NAMES[(position * 13 + 11) % ALL_NAMES.length]!;
  if (position % 9 === 4 || first === name || second === name || first === second) return null;
  return `${first} x ${second}`;
}

function build(rows: Row[], type: StrainType, offset: number): Strain[] {
  return rows.map(([name, flavors, terpenes, effects], index) => {
    const lineage = lineageOf(name, offset + index);
    const flavorList = flavors.split(',');
    const effectList = effects.split(',');
    const parents = lineage ? `, bred from ${lineage.replace(' x ', ' and ')}` : ', an heirloom line kept by its growers';
    const [flavorA, flavorB] = flavorList.map((flavor) => flavor.toLowerCase());
    const [effectA, effectB] = effectList.map((effect) => effect.toLowerCase());
    return {
      name,
      type,
      flavors: flavorList,
      terpenes: terpenes.split(','),
      effects: effectList,
      lineage,
      description: `${name} is ${TYPE_WORDS[type]}${parents}. Expect ${flavorA} and ${flavorB} notes and a ${effectA}, ${effectB} finish.`,
    };
  });
}

/** 80 cultivars: 25 indica, 22 sativa, 25 hybrid, 8 CBD. */
export const STRAINS: readonly Strain[] = [
  ...build(INDICA, 'indica', 0),
  ...build(SATIVA, 'sativa', INDICA.length),
  ...build(HYBRID, 'hybrid', INDICA.length + SATIVA.length),
  ...build(CBD, 'cbd', INDICA.length + SATIVA.length + HYBRID.length),
];

export const STRAINS_BY_TYPE: Record<StrainType, readonly Strain[]> = {
  indica: STRAINS.filter((strain) => strain.type === 'indica'),
  sativa: STRAINS.filter((strain) => strain.type === 'sativa'),
  hybrid: STRAINS.filter((strain) => strain.type === 'hybrid'),
  cbd: STRAINS.filter((strain) => strain.type === 'cbd'),
};

/** Effects a non-cultivar product (a gummy, a balm) borrows from its strain type. */
export const TYPE_EFFECTS: Record<StrainType, string[]> = {
  indica: ['Relaxed', 'Sleepy', 'Calm'],
  sativa: ['Energetic', 'Uplifted', 'Creative', 'Focused'],
  hybrid: ['Happy', 'Euphoric', 'Relaxed'],
  cbd: ['Calm', 'Focused', 'Relaxed'],
};
