import { ApiRequestError } from '@/web/data/api-errors';

/** A definite answer that the thing is not there (404) or cannot be (400): kept copies are out of date. */
export function isGone(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
}

/**
 * What menu screens say when they need the network and have nothing kept (README "What the device keeps
 * (offline-first)").
 */
export const CATALOG_OFFLINE = {
  products: 'These products need a connection',
  product: 'This product needs a connection',
  special: 'This special needs a connection',
  text: "It will load as soon as you're back online.",
  listText: "They'll load as soon as you're back online.",
} as const;
