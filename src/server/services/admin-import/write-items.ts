import { sql } from 'drizzle-orm';
import { changedFields, recordAudit, type AuditActor } from '@/server/services/admin/audit-log';
import type { Db } from '@/server/services/carts/cart-db';
import { auditView, type ItemState } from './item-rows';

/**
 * Writes many items at once for an import or a feed (README "Import and export"): new items in
 * batches of one INSERT ... SELECT and changed items of one UPDATE ... FROM jsonb_to_recordset each, then
 * one audit entry per item, all inside the caller's transaction. 20,000 rows stay a few dozen
 * statements instead of 20,000.
 */
export interface ItemWrite {
  before: ItemState | undefined;
  after: ItemState;
}

export interface WriteContext {
  storeId: number;
  orderingAppId: number;
  actor: AuditActor;
  /** inventory.import or inventory.feed; a new item is recorded as `${action}.create`. */
  action: string;
  onProgress?: (done: number, total: number) => void | Promise<void>;
}

const INSERT_BATCH = 500;
const UPDATE_BATCH = 1000;
const AUDIT_BATCH = 1000;

/** The long name the staff screens show: the shopper's name and the size. */
const fullName = (item: ItemState) => (item.displaySize ? `${item.name} - ${item.displaySize}` : item.name);

function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < list.length; start += size) out.push(list.slice(start, start + size));
  return out;
}

/** The row-format columns of items as one JSON parameter (jsonb_to_recordset): a batch is one statement with one parameter. */
function itemRecords(items: readonly ItemState[]) {
  return items.map((item) => ({
    id: item.id ?? null,
    sku: item.sku,
    name: item.name,
    full_name: fullName(item),
    brand: item.brand,
    category: item.category,
    sub_category: item.subCategory,
    display_size: item.displaySize,
    thc: item.thc,
    thca: item.thca,
    cbd: item.cbd,
    cbda: item.cbda,
    cbn: item.cbn,
    cbg: item.cbg,
    potency_unit: item.potencyUnit,
    strain_type: item.strainType,
    strain: item.strain,
    description: item.description,
    tags: item.tags,
    med_price_cents: item.medPriceCents,
    rec_price_cents: item.recPriceCents,
    med_sellable_qty: item.medSellableQty,
    rec_sellable_qty: item.recSellableQty,
    hidden_usage_types: item.hiddenUsageTypes,
  }));
}

const RECORD_COLUMNS = sql.raw(`r(
  id integer, sku text, name text, full_name text, brand text, category text, sub_category text, display_size text,
  thc real, thca real, cbd real, cbda real, cbn real, cbg real,
  potency_unit text, strain_type text, strain text, description text, tags text[],
  med_price_cents integer, rec_price_cents integer, med_sellable_qty integer, rec_sellable_qty integer,
  hidden_usage_types text[]
)`);

async function insertBatch(tx: Db, storeId: number, items: readonly ItemState[]): Promise<{ id: number; sku: string }[]> {
  // A new batch's stock is what the file says is sellable (remaining and batch quantities start there too).
  const result = await tx.execute<{ id: number; sku: string }>(sql`
    INSERT INTO inventory_items (
      store_id, batch_inventory_id, sku_name, ecomm_display_name, name, brand, category, sub_category, display_size,
      thc, thca, cbd, cbda, cbn, cbg, potency_unit, strain_type, strain, description, tags,
      med_price_cents, rec_price_cents, med_sellable_qty, rec_sellable_qty, hidden_usage_types, remaining_qty, batch_qty
    )
    SELECT ${storeId}, r.sku, r.sku, r.name, r.full_name, r.brand, r.category, r.sub_category, r.display_size,
      r.thc, r.thca, r.cbd, r.cbda, r.cbn, r.cbg, r.potency_unit, r.strain_type, r.strain, r.description, r.tags,
      r.med_price_cents, r.rec_price_cents, r.med_sellable_qty, r.rec_sellable_qty, r.hidden_usage_types,
      greatest(r.med_sellable_qty, r.rec_sellable_qty), greatest(r.med_sellable_qty, r.rec_sellable_qty)
    FROM jsonb_to_recordset(${JSON.stringify(itemRecords(items))}::jsonb) AS ${RECORD_COLUMNS}
    RETURNING id, batch_inventory_id AS sku`);
  return result.rows;
}

async function updateBatch(tx: Db, storeId: number, items: readonly ItemState[]) {
  await tx.execute(sql`
    UPDATE inventory_items AS i SET
      ecomm_display_name = r.name, name = r.full_name, brand = r.brand, category = r.category,
      sub_category = r.sub_category, display_size = r.display_size,
      thc = r.thc, thca = r.thca, cbd = r.cbd, cbda = r.cbda, cbn = r.cbn, cbg = r.cbg,
      potency_unit = r.potency_unit, strain_type = r.strain_type, strain = r.strain,
      description = r.description, tags = r.tags,
      med_price_cents = r.med_price_cents, rec_price_cents = r.rec_price_cents,
      med_sellable_qty = r.med_sellable_qty, rec_sellable_qty = r.rec_sellable_qty,
      hidden_usage_types = r.hidden_usage_types
    FROM jsonb_to_recordset(${JSON.stringify(itemRecords(items))}::jsonb) AS ${RECORD_COLUMNS}
    WHERE i.id = r.id AND i.store_id = ${storeId}`);
}

/** Writes the items and their audit entries; answers the ids of the new items by sku. */
export async function writeItems(tx: Db, context: WriteContext, writes: readonly ItemWrite[]): Promise<Map<string, number>> {
  const total = writes.length;
  let done = 0;
  const progress = async (count: number) => {
    done += count;
    await context.onProgress?.(done, total);
  };
  const created = writes.filter((write) => !write.before);
  const changed = writes.filter((write) => write.before);
  const newIds = new Map<string, number>();
  for (const batch of chunks(created, INSERT_BATCH)) {
    for (const row of await insertBatch(tx, context.storeId, batch.map((write) => write.after))) newIds.set(row.sku, Number(row.id));
    await progress(batch.length);
  }
  for (const batch of chunks(changed, UPDATE_BATCH)) {
    await updateBatch(tx, context.storeId, batch.map((write) => write.after));
    await progress(batch.length);
  }
  const entries = writes.map((write) => {
    const id = write.before?.id ?? newIds.get(write.after.sku)!;
    const before = write.before ? auditView(write.before) : null;
    const after = auditView(write.after);
    const changedOnly = before ? onlyChanged(before, after) : { before: null, after };
    return {
      orderingAppId: context.orderingAppId,
      storeId: context.storeId,
      actor: context.actor,
      action: write.before ? context.action : `${context.action}.create`,
      objectType: 'inventory_item',
      objectId: id,
      ...changedOnly,
    };
  });
  for (const batch of chunks(entries, AUDIT_BATCH)) await recordAudit(tx, batch);
  return newIds;
}

function onlyChanged(before: Record<string, unknown>, after: Record<string, unknown>) {
  const diff = changedFields(before, after);
  return { before: { sku: before.sku, ...diff.before }, after: { sku: after.sku, ...diff.after } };
}
