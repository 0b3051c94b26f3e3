import { and, desc, eq, sql } from 'drizzle-orm';
import { ADMIN_SPECIAL_MESSAGES, type AdminSpecial, type SpecialInput } from '@/api/admin-specials';
import { SPECIAL_LIST_ITEMS } from '@/domain/constants';
import { specialState, type SpecialState } from '@/domain/special-schedule';
import type { Database } from '@/server/db/client';
import { specialItems, specials, specialTargets, stores } from '@/server/db/schema';
import { badRequest, conflict, notFound } from '@/server/http/errors';
import { changedFields, recordAudit } from '@/server/services/admin/audit-log';
import { isUniqueViolation } from '@/server/services/carts/cart-db';
import { catalogChanged } from '@/server/services/live/catalog-changed';
import { editableSpecial, specialsStore, toAdminSpecials, type SpecialRow, type SpecialsEditor, type SpecialStore } from './special-access';
import { checkSpecial, type CheckedSpecial } from './special-draft';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * A store's special writes run one at a time (README "Specials in the console"): the free link name
 * and the promo-code clash are read and then written, so two saves at once could both pass. A
 * transaction-scoped advisory lock on (namespace, store id), taken first by every create, update
 * and state change, released at commit or rollback; it holds up no order or menu read.
 */
const STORE_SPECIALS_LOCK = 0x1f_001a;

async function lockStoreSpecials(tx: Tx, storeId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${STORE_SPECIALS_LOCK}::int, ${storeId}::int)`);
}

/** Locks the store of a special of the editor's brand (a special never moves store); 404 for another brand's. */
async function lockSpecialStore(tx: Tx, editor: SpecialsEditor, specialId: number): Promise<void> {
  const [found] = await tx.select({ storeId: specials.storeId }).from(specials).innerJoin(stores, eq(stores.id, specials.storeId)).where(and(eq(specials.id, specialId), eq(stores.orderingAppId, editor.orderingAppId)));
  if (!found) throw notFound(ADMIN_SPECIAL_MESSAGES.specialNotFound);
  await lockStoreSpecials(tx, found.storeId);
}

/** A link name taken by a writer that got past the lock (or a row written without it) is the slug's 400, never a 500. */
async function withFreeSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'specials_store_slug_idx')) throw badRequest(ADMIN_SPECIAL_MESSAGES.invalid, { slug: [ADMIN_SPECIAL_MESSAGES.slugTaken] });
    throw error;
  }
}

/** What the audit log keeps of a special: its terms, schedule and the items it reaches, by id. */
function auditView(row: SpecialRow, itemIds: readonly number[], targets: readonly { inventoryId: number; quantityRequired: number }[]) {
  return {
    slug: row.slug,
    title: row.title,
    caption: row.caption,
    image_url: row.imageUrl,
    discount_level: row.discountLevel,
    discount_type: row.discountType,
    discount_percent: row.discountPercent,
    discount_dollar_cents: row.discountDollarCents,
    bundle_price_cents: row.bundlePriceCents,
    usage_types: row.usageTypes,
    promo_codes: row.promoCodes,
    single_use: row.singleUse,
    audience_keys: row.audienceKeys,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    paused_at: row.pausedAt?.toISOString() ?? null,
    item_ids: [...itemIds],
    targets: targets.map((target) => ({ inventory_id: target.inventoryId, quantity_required: target.quantityRequired })),
  };
}

async function linksOf(tx: Pick<Database, 'select'>, specialId: number) {
  const items = await tx.select({ id: specialItems.inventoryId }).from(specialItems).where(eq(specialItems.specialId, specialId)).orderBy(specialItems.inventoryId);
  const targets = await tx.select({ inventoryId: specialTargets.inventoryId, quantityRequired: specialTargets.quantityRequired }).from(specialTargets).where(eq(specialTargets.specialId, specialId)).orderBy(specialTargets.inventoryId);
  return { itemIds: items.map((item) => item.id), targets };
}

async function writeLinks(tx: Tx, specialId: number, checked: CheckedSpecial) {
  await tx.delete(specialItems).where(eq(specialItems.specialId, specialId));
  await tx.delete(specialTargets).where(eq(specialTargets.specialId, specialId));
  if (checked.itemIds.length) await tx.insert(specialItems).values(checked.itemIds.map((inventoryId) => ({ specialId, inventoryId })));
  if (checked.targets.length) await tx.insert(specialTargets).values(checked.targets.map((target) => ({ specialId, ...target })));
}

const audit = (editor: SpecialsEditor, row: SpecialRow, action: string, before: unknown, after: unknown) => ({
  orderingAppId: editor.orderingAppId,
  storeId: row.storeId,
  actor: { userId: editor.userId },
  action,
  objectType: 'special',
  objectId: row.id,
  before,
  after,
});

async function answer(db: Database, row: SpecialRow, store: SpecialStore, now: Date): Promise<AdminSpecial> {
  // The storefront's cached menus and carts read the specials again on their next request (part 1 §3).
  await catalogChanged(db, row.storeId, ['specials']);
  return (await toAdminSpecials(db, [row], store, now))[0]!;
}

/** POST admin/stores/{id}/specials. */
export async function createSpecial(db: Database, editor: SpecialsEditor, storeId: number, input: SpecialInput, now: Date): Promise<AdminSpecial> {
  const store = await specialsStore(db, editor, storeId);
  const row = await db.transaction(async (tx) => {
    await lockStoreSpecials(tx, storeId);
    const checked = await checkSpecial(tx, store, input, undefined, now);
    const [created] = await withFreeSlug(() => tx.insert(specials).values({ ...checked.columns, storeId }).returning());
    await writeLinks(tx, created!.id, checked);
    await recordAudit(tx, audit(editor, created!, 'special.create', null, auditView(created!, checked.itemIds, checked.targets)));
    return created!;
  });
  return answer(db, row, store, now);
}

/** 409 once a special has ended: it stays as it ran, for the reports. */
function assertNotEnded(row: SpecialRow, now: Date): SpecialState {
  const state = specialState(row, now);
  if (state === 'ended') throw conflict(ADMIN_SPECIAL_MESSAGES.alreadyEnded, 'SpecialEnded');
  return state;
}

/** PUT admin/specials/{id}: the whole special replaced, audited with only what changed. */
export async function updateSpecial(db: Database, editor: SpecialsEditor, specialId: number, input: SpecialInput, now: Date): Promise<AdminSpecial> {
  const { row, store } = await db.transaction(async (tx) => {
    await lockSpecialStore(tx, editor, specialId);
    const { row: before, store } = await editableSpecial(tx, editor, specialId, true);
    assertNotEnded(before, now);
    const checked = await checkSpecial(tx, store, input, before, now);
    const links = await linksOf(tx, before.id);
    const [after] = await withFreeSlug(() => tx.update(specials).set(checked.columns).where(eq(specials.id, before.id)).returning());
    await writeLinks(tx, before.id, checked);
    const change = changedFields(auditView(before, links.itemIds, links.targets), auditView(after!, checked.itemIds, checked.targets));
    if (Object.keys(change.after).length) await recordAudit(tx, audit(editor, after!, 'special.update', change.before, change.after));
    return { row: after!, store };
  });
  return answer(db, row, store, now);
}

type Action = 'pause' | 'resume' | 'end';

/** The columns an action sets, or undefined when it changes nothing (pausing a paused special). */
function actionColumns(action: Action, row: SpecialRow, state: SpecialState, now: Date): Partial<SpecialRow> | undefined {
  if (action === 'pause') return row.pausedAt ? undefined : { pausedAt: now };
  if (action === 'resume') {
    if (state !== 'paused') throw conflict(ADMIN_SPECIAL_MESSAGES.notPaused, 'SpecialNotPaused');
    return { pausedAt: null };
  }
  // Ending a special that has not started yet ends it before it starts: its start moves to now too.
  return { endsAt: now, ...(row.startsAt && row.startsAt.getTime() > now.getTime() ? { startsAt: now } : {}) };
}

/** POST admin/specials/{id}/pause, resume, end. */
export async function changeSpecialState(db: Database, editor: SpecialsEditor, specialId: number, action: Action, now: Date): Promise<AdminSpecial> {
  const { row, store } = await db.transaction(async (tx) => {
    await lockSpecialStore(tx, editor, specialId);
    const { row: before, store } = await editableSpecial(tx, editor, specialId, true);
    const columns = actionColumns(action, before, assertNotEnded(before, now), now);
    if (!columns) return { row: before, store };
    const [after] = await tx.update(specials).set(columns).where(eq(specials.id, before.id)).returning();
    const change = changedFields({ starts_at: before.startsAt, ends_at: before.endsAt, paused_at: before.pausedAt }, { starts_at: after!.startsAt, ends_at: after!.endsAt, paused_at: after!.pausedAt });
    await recordAudit(tx, audit(editor, after!, `special.${action}`, change.before, change.after));
    return { row: after!, store };
  });
  return answer(db, row, store, now);
}

/** GET admin/stores/{id}/specials: newest first, filtered by state when asked. */
export async function listSpecials(db: Database, editor: SpecialsEditor, storeId: number, state: SpecialState | undefined, now: Date) {
  const store = await specialsStore(db, editor, storeId);
  const rows = await db.select().from(specials).where(eq(specials.storeId, storeId)).orderBy(desc(specials.id));
  const wanted = state ? rows.filter((row) => specialState(row, now) === state) : rows;
  return { data: await toAdminSpecials(db, wanted, store, now, SPECIAL_LIST_ITEMS), timezone: store.timezone };
}

/** GET admin/specials/{id}. */
export async function readSpecial(db: Database, editor: SpecialsEditor, specialId: number, now: Date): Promise<AdminSpecial> {
  const { row, store } = await editableSpecial(db, editor, specialId);
  return (await toAdminSpecials(db, [row], store, now))[0]!;
}
