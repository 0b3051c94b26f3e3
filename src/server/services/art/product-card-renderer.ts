import type { ProductArtQuery } from '@/api/art';
import { workGate } from '@/server/http/work-gate';
import { productCardSvg } from './product-card';
import { rasteriseSvg } from './rasterise-svg';

/**
 * Share cards as PNG, rendered at most once per burst. A card is some tens of milliseconds of
 * synchronous CPU (services/art/rasterise-svg.ts), and link-preview crawlers come in bursts: the same
 * card asked for at once is rendered once for all (in flight), a recent card is kept (a small LRU),
 * and renders run one at a time with the event loop between them, a few more wait, and past that the
 * caller is answered 503 with Retry-After (the gate of http/load-shedding's busy answer), so a burst
 * of cards cannot starve the rest of the API.
 */
export const CARDS_KEPT = 64;
export const CARD_RENDERS_WAITING = 8;

// Keyed by the drawing alone, which is all a card's bytes depend on: one process may serve every brand
// and database (and the API tests share modules), and a card drawn for one is the same card for all.
// Which products a caller may see is decided before (routes/art: the product lookup of the host's brand).
const kept = new Map<string, Uint8Array<ArrayBuffer>>();
const inFlight = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();
const gate = workGate(1, CARD_RENDERS_WAITING);
let renders = 0;

/** How many cards this process has rendered (tests prove a burst renders once). */
export const cardRenderCount = () => renders;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function keep(key: string, png: Uint8Array<ArrayBuffer>) {
  kept.set(key, png);
  if (kept.size > CARDS_KEPT) kept.delete(kept.keys().next().value!);
}

/** The card of a drawing as PNG bytes: kept, shared with a render under way, or rendered in turn. */
export function productCardPng(drawing: ProductArtQuery): Promise<Uint8Array<ArrayBuffer>> {
  const key = JSON.stringify([drawing.category, drawing.strain, drawing.brand, drawing.name]);
  const hit = kept.get(key);
  if (hit) {
    // Most recently used last: the Map's first key is the one to drop.
    kept.delete(key);
    kept.set(key, hit);
    return Promise.resolve(hit);
  }
  const pending = inFlight.get(key);
  if (pending) return pending;
  const render = gate
    .run(async () => {
      // Requests that arrived meanwhile are read before the next render holds the thread.
      await nextTurn();
      renders += 1;
      return rasteriseSvg(productCardSvg(drawing));
    })
    .then((png) => {
      keep(key, png);
      return png;
    })
    .finally(() => inFlight.delete(key));
  inFlight.set(key, render);
  return render;
}
