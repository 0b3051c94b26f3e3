import type * as z from 'zod/mini';

/**
 * A plausible value for a contract schema, so the API fuzz walker can send a request that passes
 * validation everywhere but in the one field it spoils, and hostile values reach the handlers and
 * the database. Best effort: a value the schema still refuses only means that case stops at the 400.
 */

interface Def {
  type: string;
  format?: string;
  innerType?: z.ZodMiniType;
  shape?: Record<string, z.ZodMiniType>;
  element?: z.ZodMiniType;
  options?: readonly z.ZodMiniType[];
  entries?: Record<string, string | number>;
  values?: readonly unknown[];
  in?: z.ZodMiniType;
  out?: z.ZodMiniType;
  defaultValue?: unknown;
  valueType?: z.ZodMiniType;
}

interface Bag {
  minimum?: number;
  maximum?: number;
  pattern?: RegExp;
}

const def = (schema: z.ZodMiniType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const bag = (schema: z.ZodMiniType): Bag => (schema as unknown as { _zod: { bag?: Bag } })._zod.bag ?? {};

const FORMATTED: Record<string, string> = {
  email: 'fuzz.walker@example.com',
  url: 'https://example.com/fuzz',
  uuid: '0b7c4a35-8a3e-4f0a-9a53-2f1d9c5e7a10',
  datetime: '2030-01-02T15:00:00.000Z',
  date: '2030-01-02',
};

function sampleString(schema: z.ZodMiniType): string {
  const { format } = def(schema);
  if (format && FORMATTED[format]) return FORMATTED[format]!;
  const { minimum = 1, maximum } = bag(schema);
  const text = 'fuzzy'.padEnd(Math.max(minimum, 5), 'z');
  return maximum !== undefined ? text.slice(0, Math.max(maximum, minimum)) : text;
}

function sampleNumber(schema: z.ZodMiniType): number {
  const { minimum, maximum } = bag(schema);
  const low = typeof minimum === 'number' && Number.isFinite(minimum) ? Math.ceil(minimum) : 1;
  return Math.max(1, Math.min(low, typeof maximum === 'number' ? maximum : low));
}

/** `known` gives real values by field name (a store id, a password the rules accept), at any depth. */
export function sampleOf(schema: z.ZodMiniType, depth = 0, known: Readonly<Record<string, unknown>> = {}): unknown {
  const d = def(schema);
  if (depth > 8) return undefined;
  switch (d.type) {
    case 'string':
      return sampleString(schema);
    case 'number':
    case 'int':
      return sampleNumber(schema);
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(d.entries ?? {})[0];
    case 'literal':
      return d.values?.[0];
    case 'optional':
      // Left out: each optional field is a chance for the sample to be refused.
      return undefined;
    case 'nullable':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
    case 'prefault':
      return sampleOf(d.innerType!, depth + 1, known);
    case 'default':
      return d.defaultValue ?? sampleOf(d.innerType!, depth + 1, known);
    case 'object':
      return Object.fromEntries(Object.entries(d.shape ?? {}).map(([key, inner]) => [key, known[key] ?? sampleOf(inner, depth + 1, known)]));
    case 'array':
      return [sampleOf(d.element!, depth + 1, known)];
    case 'record':
      return { key: sampleOf(d.valueType!, depth + 1, known) };
    case 'union':
      return sampleOf(d.options![0]!, depth + 1, known);
    case 'pipe':
      // A transform in front (query strings joined, coerced): what the client sends is the output's shape.
      return def(d.in!).type === 'transform' ? sampleOf(d.out!, depth + 1, known) : sampleOf(d.in!, depth + 1, known);
    default:
      return undefined;
  }
}

/** The top-level field names of an object schema (through optional, pipe and default wrappers). */
export function fieldsOf(schema: z.ZodMiniType | undefined, depth = 0): string[] {
  if (!schema || depth > 8) return [];
  const d = def(schema);
  if (d.type === 'object') return Object.keys(d.shape ?? {});
  if (d.type === 'pipe') return fieldsOf(def(d.in!).type === 'transform' ? d.out : d.in, depth + 1);
  if (d.innerType) return fieldsOf(d.innerType, depth + 1);
  if (d.type === 'union') return [...new Set((d.options ?? []).flatMap((option) => fieldsOf(option, depth + 1)))];
  return [];
}
