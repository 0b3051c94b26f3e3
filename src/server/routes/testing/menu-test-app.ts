import { expect } from 'vitest';
import { inventoryListSchema } from '@/api/inventory';
import { createTestApp } from '../../../../tests/support/test-app';
import { buildMenuFixture } from './menu-fixture';
import { apiPath } from './requests';

export type ListQuery = Parameters<typeof apiPath>[1];
export interface ListOptions {
  /** p/inventory unless one of its op lists is meant. */
  path?: string;
  headers?: Record<string, string>;
}

/**
 * The catalog API tests' common setup: a real app on its own database holding the shared test menu
 * (menu-fixture.ts: its brands, stores, product ids and specials), and product lists read the way
 * the web client reads them.
 */
export async function createMenuTestApp() {
  const t = await createTestApp();
  const menu = await buildMenuFixture(t.handle.db);

  /** A product list at the menu store (unless the query names another store), parsed by the contract; it must answer 200. */
  async function listInventory(query: ListQuery = {}, options: ListOptions = {}) {
    const response = await t.request(apiPath(options.path ?? 'p/inventory', { store_id: menu.stores.menu.id, ...query }), { headers: options.headers });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return inventoryListSchema.parse(response.body);
  }

  return { ...menu, t, db: t.handle.db, request: t.request, listInventory, close: () => t.close() };
}

export type MenuTestApp = Awaited<ReturnType<typeof createMenuTestApp>>;
