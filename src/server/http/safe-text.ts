/** NUL, or a UTF-16 surrogate without its pair: text PostgreSQL refuses (and no person types). */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSAFE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const UNSAFE_TEXT_MESSAGE = 'Must not contain NUL characters or unpaired surrogates.';
export const TOO_DEEP_MESSAGE = 'Is nested too deeply.';

/** Deeper than any request the contract describes; walking further would only serve an attacker. */
const MAX_DEPTH = 32;

export function isUnsafeText(text: string): boolean {
  return UNSAFE_TEXT.test(text);
}

/**
 * The top-level fields of a request part whose strings (or keys), at any depth, hold unsafe text,
 * as 400 field errors; undefined when all is well. Files are left to the upload's own checks.
 */
export function unsafeTextFields(value: unknown): Record<string, string[]> | undefined {
  if (typeof value === 'string') return isUnsafeText(value) ? { _: [UNSAFE_TEXT_MESSAGE] } : undefined;
  if (!value || typeof value !== 'object') return undefined;
  const fields: Record<string, string[]> = {};
  for (const [key, inner] of Object.entries(value)) {
    const problem = isUnsafeText(key) ? UNSAFE_TEXT_MESSAGE : problemIn(inner, 1);
    if (problem) fields[isUnsafeText(key) ? '_' : key] = [problem];
  }
  return Object.keys(fields).length ? fields : undefined;
}

function problemIn(value: unknown, depth: number): string | undefined {
  if (typeof value === 'string') return isUnsafeText(value) ? UNSAFE_TEXT_MESSAGE : undefined;
  if (!value || typeof value !== 'object' || value instanceof Blob) return undefined;
  if (depth > MAX_DEPTH) return TOO_DEEP_MESSAGE;
  for (const [key, inner] of Object.entries(value)) {
    const problem = isUnsafeText(key) ? UNSAFE_TEXT_MESSAGE : problemIn(inner, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}
