/**
 * Deterministic randomness and time for the demo seed (ARCHITECTURE.md "Data": fixed random seed).
 * Nothing in the seed may call Math.random or Date.now: every value derives from DEMO_SEED and
 * SEED_BASE_DATE, so two runs on empty databases write identical rows.
 */

/** The fixed seed of the whole demo data set. */
export const DEMO_SEED = 0x5eed_a907;

/** "Now" as far as the demo data is concerned: receipt dates, specials and new arrivals hang off it. */
export const SEED_BASE_DATE = new Date(Date.UTC(2026, 10, 1, 15, 0, 0));

/** Most specials run until this date, so the demo stays lively for years. */
export const SPECIALS_END_DATE = new Date(Date.UTC(2030, 11, 31, 23, 59, 59));

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** Float in [min, max) rounded to `decimals` places. */
  float(min: number, max: number, decimals?: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight: entries are [value, weight]. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** `count` distinct items in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** Fisher-Yates, in place. */
  shuffle<T>(items: T[]): T[];
}

/** mulberry32: a tiny 32-bit generator with good enough spread for demo data. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const shuffle = <T>(items: T[]): T[] => {
    for (let i = items.length - 1; i > 0; i -= 1) {
      const j = int(0, i);
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    return items;
  };
  return {
    next,
    int,
    float: (min, max, decimals = 1) => {
      const factor = 10 ** decimals;
      return Math.round((min + next() * (max - min)) * factor) / factor;
    },
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)]!;
    },
    weighted: (entries) => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return entries[entries.length - 1]![0];
    },
    sample: (items, count) => shuffle([...items]).slice(0, Math.min(count, items.length)),
    shuffle,
  };
}

/** A child seed from DEMO_SEED and some labels (FNV-1a), so each store's stream is independent. */
export function deriveSeed(...labels: (string | number)[]): number {
  let hash = 0x811c9dc5 ^ DEMO_SEED;
  for (const char of labels.join('\u0000')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A generator for one named part of the demo data. */
export function rngFor(...labels: (string | number)[]): Rng {
  return createRng(deriveSeed(...labels));
}

/** SEED_BASE_DATE minus a number of minutes. */
export function minutesBeforeBase(minutes: number): Date {
  return new Date(SEED_BASE_DATE.getTime() - minutes * MINUTE_MS);
}

export function daysBeforeBase(days: number): Date {
  return new Date(SEED_BASE_DATE.getTime() - days * DAY_MS);
}
