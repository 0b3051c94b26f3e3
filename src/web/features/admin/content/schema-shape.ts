import type * as z from 'zod/mini';
import { SAFE_BANNER_COLORS } from '@/domain/banner';
import type { FieldErrors } from '../components/field-errors';

/**
 * Reading a content type's zod schema (src/api/content.ts) as a form: the console's editor is built
 * from the very schema the server checks and the storefront reads, so a field added to a type shows
 * in the editor without a second description of it.
 */
export type Schema = z.ZodMiniType;

export interface SchemaFieldProps {
  schema: Schema;
  value: unknown;
  onChange: (value: unknown) => void;
  /** Dotted path, as the API keys its field errors ('data.body.2.text'). */
  path: string;
  label: string;
  errors: FieldErrors;
  /** The field's own key, which picks colour inputs and long text boxes. */
  name?: string;
}

interface Def {
  type: string;
  shape?: Record<string, Schema>;
  innerType?: Schema;
  element?: Schema;
  entries?: Record<string, string>;
  values?: unknown[];
  options?: Schema[];
  discriminator?: string;
}

export const defOf = (schema: Schema): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** 'text_color' → 'Text color'. */
export const labelOf = (key: string) => (key.charAt(0).toUpperCase() + key.slice(1)).replaceAll('_', ' ');

/** An { url, alt } object: an image the editor uploads. */
export function isImage(schema: Schema): boolean {
  const def = defOf(schema);
  return def.type === 'object' && Object.keys(def.shape ?? {}).sort().join() === 'alt,url';
}

/** The value of a discriminated union option's discriminator (its kind). */
export function kindOf(option: Schema, discriminator: string): string {
  const literal = defOf(option).shape?.[discriminator];
  return String(literal ? defOf(literal).values?.[0] : '');
}

/** A new, empty value of the schema: what 'New' and 'Add' start from. */
/** A new banner starts readable (the storefront's safe pair), since the write rules refuse an empty colour. */
const NEW_COLOURS: Record<string, string> = { text_color: SAFE_BANNER_COLORS.text, background_color: SAFE_BANNER_COLORS.background };

export function emptyValue(schema: Schema): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return '';
    case 'number':
      return 0;
    case 'boolean':
      return false;
    case 'nullable':
      return null;
    case 'optional':
      return undefined;
    case 'array':
      return [];
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'union':
      return emptyValue(def.options![0]!);
    case 'object':
      return Object.fromEntries(Object.entries(def.shape ?? {}).map(([key, field]) => [key, NEW_COLOURS[key] ?? emptyValue(field)]));
    default:
      return undefined;
  }
}
