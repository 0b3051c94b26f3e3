import { afterEach, describe, expect, test } from 'vitest';
import { keepFirstScreens } from './first-screens';

/** Lays an element out at [top, bottom) of the page, as the browser would report it unscrolled. */
function place(element: Element, top: number, bottom: number) {
  element.getBoundingClientRect = () => ({ top, bottom, left: 0, right: 400, width: 400, height: bottom - top, x: 0, y: top, toJSON: () => ({}) });
}

function page() {
  document.body.innerHTML = `
    <div id="column">
      <header id="header" style="position: sticky"><nav id="desktop-menu" style="display: none">Menu</nav><a id="logo">Apotheca</a></header>
      <main id="main">
        <section id="hero">Hero</section>
        <section id="deals"><h2 id="deals-title">Deals</h2><ul id="deals-list"><li>One</li></ul></section>
        <section id="more">More</section>
      </main>
      <footer id="footer">Footer</footer>
    </div>`;
  const byId = (id: string) => document.getElementById(id)!;
  place(byId('header'), 0, 64);
  place(byId('logo'), 0, 64);
  place(byId('main'), 64, 3000);
  place(byId('hero'), 64, 800);
  place(byId('deals'), 800, 2400);
  place(byId('deals-title'), 800, 860);
  place(byId('deals-list'), 1700, 2400);
  place(byId('more'), 2400, 3000);
  place(byId('footer'), 3000, 3400);
  return byId('column');
}

afterEach(() => {
  document.body.innerHTML = '';
  window.scrollTo(0, 0);
});

describe('a kept page holds the first screens of the page (README: What the device keeps, repeat-visit paint)', () => {
  test('what starts below the limit is left out, down to the parts of a block that crosses it, and so is what is not rendered', () => {
    const column = page();
    const copy = column.cloneNode(true) as Element;
    keepFirstScreens(column, copy, 1646);
    const ids = [...copy.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids).toEqual(['header', 'logo', 'main', 'hero', 'deals', 'deals-title']);
    // The page itself is as it was.
    expect(column.querySelectorAll('[id]')).toHaveLength(10);
  });

  test('a page kept while scrolled down measures from the top of the page, and keeps its pinned header', () => {
    const column = page();
    // Scrolled by 2000 px: the browser reports every box 2000 px higher, the sticky header at the top.
    Object.defineProperty(window, 'scrollY', { value: 2000, configurable: true });
    for (const element of column.querySelectorAll('[id]')) {
      const { top, bottom } = element.getBoundingClientRect();
      const pinned = element.id === 'header' || element.id === 'logo';
      place(element, pinned ? 0 : top - 2000, pinned ? 64 : bottom - 2000);
    }
    try {
      const copy = column.cloneNode(true) as Element;
      keepFirstScreens(column, copy, 1646);
      expect([...copy.querySelectorAll('[id]')].map((element) => element.id)).toEqual(['header', 'logo', 'main', 'hero', 'deals', 'deals-title']);
    } finally {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    }
  });
});
