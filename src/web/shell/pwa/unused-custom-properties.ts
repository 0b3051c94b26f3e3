/**
 * Panda defines every design token as a custom property on the root (about 500, 13 KB of a kept
 * page's 40 KB of rules), and a kept page uses a few dozen. The page keeps the ones its rules and
 * its markup's inline styles reach, directly or through other tokens; the rest go. Nothing runs
 * before the app replaces the kept page, and the app's own page has the full stylesheet.
 */

/** `--name: value;` as the CSSOM serializes a declaration; a value with braces or a `url(` is never touched. */
const DECLARATION = /(--[\w-]+)\s*:\s*([^;{}]*);/g;
const REFERENCE = /var\(\s*(--[\w-]+)/g;

function referencesIn(text: string): string[] {
  return Array.from(text.matchAll(REFERENCE), (match) => match[1]!);
}

/** `css` without the custom property declarations nothing in it or in `markup` can reach. */
export function withoutUnusedCustomProperties(css: string, markup: string): string {
  const valuesOf = new Map<string, string[]>();
  for (const [, name, value] of css.matchAll(DECLARATION)) valuesOf.set(name!, [...(valuesOf.get(name!) ?? []), value!]);
  const reached = new Set<string>();
  const pending = [...referencesIn(css.replace(DECLARATION, '')), ...referencesIn(markup)];
  while (pending.length) {
    const name = pending.pop()!;
    if (reached.has(name)) continue;
    reached.add(name);
    for (const value of valuesOf.get(name) ?? []) pending.push(...referencesIn(value));
  }
  return css.replace(DECLARATION, (declaration, name: string, value: string) => (reached.has(name) || value.includes('url(') ? declaration : ''));
}
