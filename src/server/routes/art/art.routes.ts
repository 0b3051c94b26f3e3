import type { Hono } from 'hono';
import { apiPaths } from '@/api/paths';
import type { AppEnv } from '@/server/http/context';
import { mountOperations } from '../route-helpers';
import { productArtHandler, productCardHandler } from './art.handlers';

export function registerArtRoutes(api: Hono<AppEnv>) {
  mountOperations(api, apiPaths, { getProductArt: productArtHandler, getProductCard: productCardHandler });
}
