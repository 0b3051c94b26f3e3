import type { Category } from '@/domain/categories';

/** A fictional product maker (DECISIONS.md: no real company names). */
export interface ProductBrand {
  name: string;
  /** Three letters used in SKU names. */
  code: string;
  categories: readonly Category[];
}

/** 31 makers; each store's house brand (brands.ts HOUSE_BRANDS) joins them per ordering app. */
export const PRODUCT_BRANDS: readonly ProductBrand[] = [
  { name: 'Copper Hollow Farms', code: 'CHF', categories: ['flower', 'prerolls'] },
  { name: 'Tall Pine Cultivators', code: 'TPC', categories: ['flower', 'prerolls', 'vapes'] },
  { name: 'Otter Bend Growers', code: 'OBG', categories: ['flower', 'prerolls'] },
  { name: 'Lantern Leaf', code: 'LNL', categories: ['flower', 'prerolls', 'concentrates'] },
  { name: 'Hearth & Stem', code: 'HAS', categories: ['flower', 'prerolls'] },
  { name: 'Fieldnote Botanicals', code: 'FNB', categories: ['flower', 'tinctures', 'topicals'] },
  { name: 'Mossy Ledge', code: 'MSL', categories: ['flower', 'prerolls'] },
  { name: 'Marsh Hawk Farms', code: 'MHF', categories: ['flower', 'prerolls', 'vapes'] },
  { name: 'Quarry Hill Gardens', code: 'QHG', categories: ['flower', 'prerolls', 'concentrates'] },
  { name: 'Driftwood Craft Cannabis', code: 'DCC', categories: ['flower', 'prerolls', 'vapes'] },
  { name: 'Amberlight Extracts', code: 'ALX', categories: ['vapes', 'concentrates'] },
  { name: 'Kettle & Press', code: 'KAP', categories: ['concentrates', 'vapes'] },
  { name: 'Ninepeak Labs', code: 'NPL', categories: ['vapes', 'concentrates', 'capsules'] },
  { name: 'Ironleaf Extraction', code: 'ILX', categories: ['vapes', 'concentrates'] },
  { name: 'Cloudmark Vapor', code: 'CMV', categories: ['vapes'] },
  { name: 'Bright Resin Co.', code: 'BRC', categories: ['concentrates', 'prerolls'] },
  { name: 'Sugar Moon Confections', code: 'SMC', categories: ['edibles'] },
  { name: 'Little Orchard Kitchen', code: 'LOK', categories: ['edibles', 'beverages'] },
  { name: 'Cocoa Compass', code: 'CCP', categories: ['edibles'] },
  { name: 'Marigold Bakehouse', code: 'MGB', categories: ['edibles'] },
  { name: 'Tidepool Treats', code: 'TPT', categories: ['edibles', 'capsules'] },
  { name: 'Fizz Theory', code: 'FZT', categories: ['beverages'] },
  { name: 'Quiet Spring Tonics', code: 'QST', categories: ['beverages', 'tinctures', 'oral_solutions'] },
  { name: 'Calm Current Wellness', code: 'CCW', categories: ['tinctures', 'capsules', 'topicals', 'oral_solutions'] },
  { name: 'Still Cove Remedies', code: 'SCR', categories: ['tinctures', 'oral_solutions', 'capsules'] },
  { name: 'Willowbark Naturals', code: 'WBN', categories: ['topicals', 'tinctures'] },
  { name: 'Evenkeel Health', code: 'EKH', categories: ['capsules', 'oral_solutions', 'topicals'] },
  { name: 'Kiln & Ash Supply', code: 'KAS', categories: ['accessories'] },
  { name: 'Emberline Goods', code: 'EMG', categories: ['accessories', 'other'] },
  { name: 'Papercraft Rolling Co.', code: 'PRC', categories: ['accessories'] },
  { name: 'Seedline Genetics', code: 'SLG', categories: ['other'] },
];

/** Categories the house brand stocks. */
export const HOUSE_BRAND_CATEGORIES: readonly Category[] = ['flower', 'prerolls', 'vapes', 'edibles', 'other'];

const makersCache = new Map<string, ProductBrand[]>();

/** Makers of one category, with the house brand appended where it stocks that category. */
export function brandsFor(category: Category, house: { name: string; code: string }): ProductBrand[] {
  const key = `${house.code}:${category}`;
  let makers = makersCache.get(key);
  if (!makers) {
    makers = PRODUCT_BRANDS.filter((brand) => brand.categories.includes(category));
    if (HOUSE_BRAND_CATEGORIES.includes(category)) makers.push({ ...house, categories: HOUSE_BRAND_CATEGORIES });
    makersCache.set(key, makers);
  }
  return makers;
}
