import { sql } from 'drizzle-orm';
import { productArtUrl } from '@/api/art';
import type { Product } from '@/api/inventory';
import type { ProductSpecial } from '@/api/special';
import type { UsageType } from '@/domain/usage-type';
import { taxRateBps, type CatalogStore } from './catalog-scope';
import { addTax } from '@/domain/money';
import type { PotencyInput } from '@/domain/potency';
import { isoTimestamp } from './sql-helpers';

/** The columns of inventory_items `i` a product answer needs, as raw rows deliver them. */
export interface ProductRow extends Omit<PotencyInput, 'unit'> {
  id: number;
  store_id: number;
  name: string;
  ecomm_display_name: string;
  brand: string;
  category: Product['category'];
  sub_category: string;
  strain_type: Product['strain_type'];
  strain: string | null;
  description: string;
  dosing_notes: string | null;
  cbd_thc_ratio: string | null;
  effects: string[];
  flavors: string[];
  terpenes: string[];
  extraction_method: string | null;
  lineage: string | null;
  strain_description: string | null;
  show_strain_details: boolean;
  tags: string[];
  display_size: string;
  weight: string | null;
  count: number | null;
  images: string[];
  sku_name: string;
  potency_unit: string;
  med_price_cents: number | null;
  rec_price_cents: number | null;
  med_sellable_qty: number;
  rec_sellable_qty: number;
  remaining_qty: number;
  reserved_qty: number;
  batch_qty: number;
  batch_inventory_id: string;
  created_at: string;
  /** From the best inventory-level special, when one applies. */
  discounted: number | null;
  discount_special_id: number | null;
}

export const PRODUCT_COLUMNS = sql`i.id, i.store_id, i.name, i.ecomm_display_name, i.brand, i.category,
  i.sub_category, i.strain_type, i.strain, i.description, i.dosing_notes, i.cbd_thc_ratio, i.effects, i.flavors,
  i.terpenes, i.extraction_method, i.lineage, i.strain_description, i.show_strain_details, i.tags, i.display_size,
  i.weight, i.count, i.images, i.sku_name, i.potency_unit, i.thc, i.thca, i.cbd, i.cbda, i.cbn, i.cbg, i.thc_each,
  i.cbd_each, i.med_price_cents, i.rec_price_cents, i.med_sellable_qty, i.rec_sellable_qty, i.remaining_qty,
  i.reserved_qty, i.batch_qty, i.batch_inventory_id, ${isoTimestamp(sql`i.created_at`)} AS created_at`;

export interface ProductMapOptions {
  store: CatalogStore;
  usage: UsageType;
  /** Caption of the special that gives the discounted price. */
  appliedCaption?: string | null;
  specials?: ProductSpecial[];
  debug?: boolean;
}

/** A row as the product of part 1 §3 for one usage type: list, discounted and post-tax prices in cents. */
export function toProduct(row: ProductRow, { store, usage, appliedCaption = null, specials = [], debug }: ProductMapOptions): Product {
  const medical = usage === 'medical';
  const price = (medical ? row.med_price_cents : row.rec_price_cents) ?? 0;
  const bps = taxRateBps(store, usage);
  const product: Product = {
    id: row.id,
    store_id: row.store_id,
    usage_type: usage,
    name: row.name,
    ecomm_display_name: row.ecomm_display_name,
    brand: row.brand,
    category: row.category,
    sub_category: row.sub_category,
    strain_type: row.strain_type,
    strain: row.strain,
    price_cents: price,
    discounted_price_cents: row.discounted,
    post_tax_price_cents: addTax(price, bps),
    discounted_post_tax_price_cents: row.discounted === null ? null : addTax(row.discounted, bps),
    applied_special_caption: row.discounted === null ? null : appliedCaption,
    quantity: medical ? row.med_sellable_qty : row.rec_sellable_qty,
    display_size: row.display_size,
    weight: row.weight,
    count: row.count,
    // Uploaded pictures win; a product without one shows its generated art (README "Product art").
    images: row.images.length ? row.images : [productArtUrl({ ...row, name: row.ecomm_display_name || row.name })],
    sku_name: row.sku_name,
    description: row.description,
    dosing_notes: row.dosing_notes,
    cbd_thc_ratio: row.cbd_thc_ratio,
    effects: row.effects,
    flavors: row.flavors,
    terpenes: row.terpenes,
    extraction_method: row.extraction_method,
    lineage: row.lineage,
    strain_description: row.strain_description,
    show_strain_details: row.show_strain_details,
    tags: row.tags,
    potency: {
      unit: row.potency_unit === 'mg' ? 'mg' : '%',
      thc: row.thc,
      thca: row.thca,
      cbd: row.cbd,
      cbda: row.cbda,
      cbn: row.cbn,
      cbg: row.cbg,
      thc_each: row.thc_each,
      cbd_each: row.cbd_each,
    },
    store: { city: store.city },
    specials,
    created_at: row.created_at,
  };
  if (debug) product.debug = debugFields(row, store);
  return product;
}

function debugFields(row: ProductRow, store: CatalogStore): NonNullable<Product['debug']> {
  const postTax = (cents: number | null, bps: number) => (cents === null ? null : addTax(cents, bps));
  return {
    remaining_qty: row.remaining_qty,
    reserved_qty: row.reserved_qty,
    med_sellable_qty: row.med_sellable_qty,
    rec_sellable_qty: row.rec_sellable_qty,
    med_price_cents: row.med_price_cents,
    rec_price_cents: row.rec_price_cents,
    med_post_tax_price_cents: postTax(row.med_price_cents, store.taxRateMedBps),
    rec_post_tax_price_cents: postTax(row.rec_price_cents, store.taxRateRecBps),
    batch_qty: row.batch_qty,
    batch_inventory_id: row.batch_inventory_id,
  };
}
