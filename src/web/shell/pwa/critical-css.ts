/**
 * The part of the app's stylesheets a kept page uses (README "A repeat visit shows the last page at once").
 * Panda's atomic CSS gives every style its own class, so a rule a page can use is one whose classes
 * all appear in the page. A kept page carries only those rules inline; parsing and matching the whole
 * stylesheet before its first paint cost more than the page itself.
 */

/** What is read of a CSSOM rule: CSSStyleRule, grouping rules (@layer, @media...) and the rest. */
export interface CssRuleLike {
  readonly cssText: string;
  readonly selectorText?: string;
  readonly cssRules?: ArrayLike<CssRuleLike>;
}

/** Every class on `root` and its descendants. */
export function classesIn(root: Element): Set<string> {
  const classes = new Set<string>();
  for (const element of [root, ...root.querySelectorAll('[class]')]) for (const name of Array.from(element.classList)) classes.add(name);
  return classes;
}

const HEX_DIGIT = /[0-9a-f]/i;

/** Reads a CSS escape at `at` (a backslash): the character it stands for and where it ends. */
function readEscape(text: string, at: number): { char: string; end: number } {
  let end = at + 1;
  let hex = '';
  while (hex.length < 6 && end < text.length && HEX_DIGIT.test(text[end]!)) hex += text[end++];
  if (!hex) return { char: text[end] ?? '', end: end + 1 };
  if (/\s/.test(text[end] ?? '')) end++;
  return { char: String.fromCodePoint(parseInt(hex, 16)), end };
}

const IDENT_CHAR = /[\w-]/;

/** The end of a bracketed or quoted part starting at `at`, skipping escapes and nested parts. */
function skipGroup(text: string, at: number): number {
  const close = { '(': ')', '[': ']', '"': '"', "'": "'" }[text[at]!]!;
  const quoted = close === '"' || close === "'";
  let index = at + 1;
  while (index < text.length && text[index] !== close) {
    if (text[index] === '\\') index = readEscape(text, index).end;
    else if (!quoted && '([\'"'.includes(text[index]!)) index = skipGroup(text, index) + 1;
    else index++;
  }
  return index;
}

/**
 * The classes each selector of a selector list needs on the page to match anything. Classes inside
 * :not() are left out (they must be absent, not present), and so are attribute values and strings.
 * A comma inside :is() or :where() splits too: that only ever keeps more rules, never fewer.
 */
export function classesNeeded(selectorList: string): string[][] {
  const selectors: string[][] = [[]];
  let index = 0;
  while (index < selectorList.length) {
    const char = selectorList[index]!;
    if (char === ',') {
      selectors.push([]);
      index++;
    } else if (char === '[' || char === '"' || char === "'") {
      index = skipGroup(selectorList, index) + 1;
    } else if (selectorList.startsWith(':not(', index)) {
      index = skipGroup(selectorList, index + 4) + 1;
    } else if (char === '.') {
      let name = '';
      index++;
      while (index < selectorList.length) {
        const next = selectorList[index]!;
        if (next === '\\') {
          const escape = readEscape(selectorList, index);
          name += escape.char;
          index = escape.end;
        } else if (IDENT_CHAR.test(next) || next.charCodeAt(0) > 127) {
          name += next;
          index++;
        } else break;
      }
      selectors.at(-1)!.push(name);
    } else {
      index++;
    }
  }
  return selectors;
}

/** Whether some selector of the list can match a page that has only `classes`. */
export function selectorCanMatch(selectorList: string, classes: ReadonlySet<string>): boolean {
  return classesNeeded(selectorList).some((needed) => needed.every((name) => classes.has(name)));
}

function keptText(rule: CssRuleLike, classes: ReadonlySet<string>): string {
  if (rule.selectorText !== undefined) return selectorCanMatch(rule.selectorText, classes) ? rule.cssText : '';
  if (!rule.cssRules) return rule.cssText;
  // A grouping rule (@layer, @media, @supports) with what of its rules is kept. An @layer stays even
  // when empty: the order layers first appear in decides which wins, for the full stylesheet too.
  const inner = criticalCss(Array.from(rule.cssRules), classes);
  const prelude = rule.cssText.slice(0, rule.cssText.indexOf('{')).trim();
  return inner || prelude.startsWith('@layer') ? `${prelude}{${inner}}` : '';
}

/**
 * The rules that can apply to a page with `classes`, in their order and inside their @layer and
 * @media blocks. Rules without classes (resets, tokens, element styles) are kept, and so are
 * @keyframes, @font-face, @property and layer order statements.
 */
export function criticalCss(rules: Iterable<CssRuleLike>, classes: ReadonlySet<string>): string {
  let css = '';
  for (const rule of rules) css += keptText(rule, classes);
  return css;
}
