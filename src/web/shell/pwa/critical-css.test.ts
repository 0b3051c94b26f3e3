import { describe, expect, test } from 'vitest';
import { classesIn, classesNeeded, criticalCss, criticalCssInSlices, selectorCanMatch, type CssRuleLike } from './critical-css';

const style = (selectorText: string, body = 'color: red;'): CssRuleLike => ({ selectorText, cssText: `${selectorText} { ${body} }` });
const group = (prelude: string, cssRules: CssRuleLike[]): CssRuleLike => ({ cssRules, cssText: `${prelude} {\n${cssRules.map((rule) => rule.cssText).join('\n')}\n}` });
const other = (cssText: string): CssRuleLike => ({ cssText });

describe("a kept page carries only the stylesheet rules it uses (README: What the device keeps, repeat-visit paint)", () => {
  test("Panda's escaped class names are read as the page writes them", () => {
    expect(classesNeeded('.d_flex')).toEqual([['d_flex']]);
    expect(classesNeeded('.burger\\:d_block')).toEqual([['burger:d_block']]);
    expect(classesNeeded('.bd_1px_solid_\\{colors\\.line\\}')).toEqual([['bd_1px_solid_{colors.line}']]);
    expect(classesNeeded('.\\[\\&\\>svg\\]\\:w_4>svg')).toEqual([['[&>svg]:w_4']]);
    expect(classesNeeded('.hover\\:bg_brand:hover')).toEqual([['hover:bg_brand']]);
    expect(classesNeeded('.w_\\31 0px')).toEqual([['w_10px']]);
  });

  test('a selector list is read selector by selector; a descendant needs every class on the way', () => {
    expect(classesNeeded('.a .b, .c')).toEqual([['a', 'b'], ['c']]);
    expect(selectorCanMatch('.a .b, .c', new Set(['c']))).toBe(true);
    expect(selectorCanMatch('.a .b', new Set(['b']))).toBe(false);
  });

  test('classes that must be absent, attribute values and strings are not needed', () => {
    expect(classesNeeded('.a:not(.b, .c) > [data-x=".y"]')).toEqual([['a']]);
    expect(classesNeeded('a[title=\'.z\']::before')).toEqual([[]]);
    expect(selectorCanMatch('.a:not(.never-on-the-page)', new Set(['a']))).toBe(true);
  });

  test('rules the page can use are kept in order, inside their layers and media queries; the rest go', () => {
    const rules = [
      other('@layer reset, utilities;'),
      group('@layer reset', [style('*, ::before'), style('html')]),
      group('@layer utilities', [
        style('.d_flex'),
        style('.d_grid'),
        group('@media screen and (min-width: 37.5rem)', [style('.sm\\:d_none'), style('.sm\\:d_block')]),
        group('@media screen and (min-width: 60rem)', [style('.md\\:d_none')]),
      ]),
      group('@keyframes spin', [other('100% { transform: rotate(360deg); }')]),
      other('@font-face { font-family: Brand; }'),
    ];
    const css = criticalCss(rules, new Set(['d_flex', 'sm:d_block']));
    expect(css).toBe(
      '@layer reset, utilities;' +
        '@layer reset{*, ::before { color: red; }html { color: red; }}' +
        '@layer utilities{.d_flex { color: red; }@media screen and (min-width: 37.5rem){.sm\\:d_block { color: red; }}}' +
        '@keyframes spin{100% { transform: rotate(360deg); }}' +
        '@font-face { font-family: Brand; }',
    );
  });

  test('read in slices (the main thread given back in between), the kept rules are the same', async () => {
    const rules = [
      other('@layer reset, utilities;'),
      group('@layer reset', [style('html')]),
      group('@layer utilities', [style('.d_flex'), style('.d_grid'), group('@media screen and (min-width: 37.5rem)', [style('.sm\\:d_block')])]),
      group('@layer recipes', [style('.button--primary')]),
    ];
    const classes = new Set(['d_flex', 'sm:d_block']);
    expect(await criticalCssInSlices(rules, classes, 0)).toBe(criticalCss(rules, classes));
  });

  test('a layer the page does not use stays, empty, so the layers keep their order when the full stylesheet comes', () => {
    const rules = [group('@layer recipes', [style('.button--primary')]), group('@layer utilities', [style('.d_flex')])];
    expect(criticalCss(rules, new Set(['d_flex']))).toBe('@layer recipes{}@layer utilities{.d_flex { color: red; }}');
  });

  test("the page's classes are read from the element and everything in it", () => {
    const root = document.createElement('div');
    root.className = 'column d_flex';
    root.innerHTML = '<main class="px_4"><p class="burger:d_none fs_md">Hi</p><svg class="icon"></svg></main>';
    expect([...classesIn(root)].sort()).toEqual(['burger:d_none', 'column', 'd_flex', 'fs_md', 'icon', 'px_4']);
  });
});
