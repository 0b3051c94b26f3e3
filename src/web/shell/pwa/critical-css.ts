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

/** Parsed selector lists of this page's life: every kept page reads the same stylesheet again. */
const neededBySelector = new Map<string, string[][]>();

/** Whether some selector of the list can match a page that has only `classes`. */
export function selectorCanMatch(selectorList: string, classes: ReadonlySet<string>): boolean {
  let needed = neededBySelector.get(selectorList);
  if (!needed) {
    needed = classesNeeded(selectorList);
    neededBySelector.set(selectorList, needed);
  }
  return needed.some((names) => names.every((name) => classes.has(name)));
}

/**
 * A grouping rule's prelude ('@layer utilities', '@media (min-width: 40rem)'). Read from the rule's
 * parts where the CSSOM has them: its cssText serializes every rule inside, and Panda's utilities
 * layer holds thousands.
 */
function preludeOf(rule: CssRuleLike): string {
  if (typeof CSSLayerBlockRule !== 'undefined' && rule instanceof CSSLayerBlockRule) return rule.name ? `@layer ${rule.name}` : '@layer';
  if (typeof CSSMediaRule !== 'undefined' && rule instanceof CSSMediaRule) return `@media ${rule.media.mediaText}`;
  if (typeof CSSSupportsRule !== 'undefined' && rule instanceof CSSSupportsRule) return `@supports ${rule.conditionText}`;
  return rule.cssText.slice(0, rule.cssText.indexOf('{')).trim();
}

function keptText(rule: CssRuleLike, classes: ReadonlySet<string>): string {
  if (rule.selectorText !== undefined) return selectorCanMatch(rule.selectorText, classes) ? rule.cssText : '';
  if (!rule.cssRules) return rule.cssText;
  // A grouping rule (@layer, @media, @supports) with what of its rules is kept. An @layer stays even
  // when empty: the order layers first appear in decides which wins, for the full stylesheet too.
  const inner = criticalCss(Array.from(rule.cssRules), classes);
  const prelude = preludeOf(rule);
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

/** Gives the main thread back (a tap or a frame goes first), then continues. */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * criticalCss in slices of at most `sliceMs` of main-thread work: reading every rule of the app's
 * stylesheet was one long task of 100-300 ms at 4x CPU, in the middle of a repeat visit's start.
 * The rules are read as they were when called (a stylesheet added meanwhile is not read).
 */
export async function criticalCssInSlices(rules: Iterable<CssRuleLike>, classes: ReadonlySet<string>, sliceMs = 8): Promise<string> {
  let deadline = performance.now() + sliceMs;
  const pause = async () => {
    if (performance.now() < deadline) return;
    await yieldToMain();
    deadline = performance.now() + sliceMs;
  };
  const collect = async (list: Iterable<CssRuleLike>): Promise<string> => {
    let css = '';
    for (const rule of list) {
      await pause();
      if (rule.selectorText !== undefined) css += selectorCanMatch(rule.selectorText, classes) ? rule.cssText : '';
      else if (!rule.cssRules) css += rule.cssText;
      else {
        const inner = await collect(Array.from(rule.cssRules));
        const prelude = preludeOf(rule);
        css += inner || prelude.startsWith('@layer') ? `${prelude}{${inner}}` : '';
      }
    }
    return css;
  };
  return collect(rules);
}
