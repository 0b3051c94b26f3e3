import type { Context } from 'hono';
import { createFactory } from 'hono/factory';
import type * as z from 'zod/mini';
import { adminSpecialPaths } from '@/api/admin-special-paths';
import type { UsageType } from '@/domain/usage-type';
import { requireConsole } from '@/server/http/console-auth';
import type { AppEnv } from '@/server/http/context';
import { fieldsByTopLevelKey, validate } from '@/server/http/validate';
import { specialsStore, type SpecialsEditor } from '@/server/services/admin-specials/special-access';
import { searchSpecialItems } from '@/server/services/admin-specials/special-items';
import { previewSpecial } from '@/server/services/admin-specials/special-preview';
import { changeSpecialState, createSpecial, listSpecials, readSpecial, updateSpecial } from '@/server/services/admin-specials/special-write';
import { validateQuery } from '../route-helpers';

const factory = createFactory<AppEnv>();
const paths = adminSpecialPaths;

const editor = (c: Context<AppEnv>): SpecialsEditor => ({ userId: c.get('user').id, orderingAppId: c.get('user').orderingAppId, access: c.get('consoleAccess') });
const specialsEditor = requireConsole('specials.edit');
const storeParam = validate('param', paths.adminStoreSpecials.params);
const specialParam = validate('param', paths.adminSpecial.params);

/** The preview's field errors name the special's own fields ('discount_percent', not 'special'), as the form does. */
const previewFields = (issues: readonly z.core.$ZodIssue[]) => fieldsByTopLevelKey(issues.map((issue) => (issue.path[0] === 'special' ? { ...issue, path: issue.path.slice(1) } : issue)));

/** Adult Use when the special runs there (most menus), else its one usage type. */
const defaultPreviewUsage = (usages: readonly UsageType[]): UsageType => (usages.includes('recreational') || !usages[0] ? 'recreational' : usages[0]);

/** GET admin/stores/{id}/specials. */
export const listHandler = factory.createHandlers(...specialsEditor, storeParam, validateQuery(paths.adminStoreSpecials.query), async (c) =>
  c.json(await listSpecials(c.get('db'), editor(c), c.req.valid('param').id, c.req.valid('query').state, new Date())),
);

/** POST admin/stores/{id}/specials. */
export const createHandler = factory.createHandlers(...specialsEditor, storeParam, validate('json', paths.adminCreateSpecial.body), async (c) =>
  c.json(await createSpecial(c.get('db'), editor(c), c.req.valid('param').id, c.req.valid('json'), new Date()), 201),
);

/** GET admin/stores/{id}/special-items. */
export const itemsHandler = factory.createHandlers(...specialsEditor, storeParam, validateQuery(paths.adminSpecialItems.query), async (c) => {
  const store = await specialsStore(c.get('db'), editor(c), c.req.valid('param').id);
  return c.json(await searchSpecialItems(c.get('db'), store.id, c.req.valid('query')));
});

/** POST admin/stores/{id}/specials/preview. */
export const previewHandler = factory.createHandlers(...specialsEditor, storeParam, validate('json', paths.adminPreviewSpecial.body, previewFields), async (c) => {
  const store = await specialsStore(c.get('db'), editor(c), c.req.valid('param').id);
  const { special, usage_type: usage, special_id: exceptId } = c.req.valid('json');
  return c.json(await previewSpecial(c.get('db'), store, special, usage ?? defaultPreviewUsage(special.usage_types), exceptId, new Date()));
});

/** GET admin/specials/{id}. */
export const readHandler = factory.createHandlers(...specialsEditor, specialParam, async (c) => c.json(await readSpecial(c.get('db'), editor(c), c.req.valid('param').id, new Date())));

/** PUT admin/specials/{id}. */
export const updateHandler = factory.createHandlers(...specialsEditor, specialParam, validate('json', paths.adminUpdateSpecial.body), async (c) =>
  c.json(await updateSpecial(c.get('db'), editor(c), c.req.valid('param').id, c.req.valid('json'), new Date())),
);

const stateHandler = (action: 'pause' | 'resume' | 'end') =>
  factory.createHandlers(...specialsEditor, specialParam, async (c) => c.json(await changeSpecialState(c.get('db'), editor(c), c.req.valid('param').id, action, new Date())));

/** POST admin/specials/{id}/pause, resume, end. */
export const pauseHandler = stateHandler('pause');
export const resumeHandler = stateHandler('resume');
export const endHandler = stateHandler('end');
