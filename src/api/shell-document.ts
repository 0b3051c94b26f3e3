/**
 * The shell document (index.html) with a page shown in it before the app runs: the service worker
 * shows a returning shopper's kept page (sw/page-snapshot-rules.ts), the server a first visitor's age
 * gate (src/server/http/first-visit-page.ts), and the app swaps either for its own render
 * (src/web/shell/pwa/page-snapshot.ts). Pure; shared by the three.
 */

/** The element holding the page shown before the app, and the style that hides #root meanwhile. */
export const SNAPSHOT_ELEMENT_ID = 'apotheca-snapshot';
export const SNAPSHOT_STYLE_ID = 'apotheca-snapshot-style';
/** Marks the end of a kept page: the document's first paint waits for it (rel=expect). */
const SNAPSHOT_END_ID = 'apotheca-snapshot-end';

/** Marks a shown page that works by itself (the first visitor's gate), not a kept picture of one. */
export const LIVE_ATTRIBUTE = 'data-live';

/** Marks the page rendered on the server that a first visitor's gate covers (server-rendered-pages.ts). */
export const SERVER_PAGE_ATTRIBUTE = 'data-server-page';

/** Set by the age gate once age is confirmed (part 1 §3, 365 days); read by the server on a navigation. */
export const AGE_CONFIRMED_COOKIE = 'apotheca_age_confirmed';

/** Text made safe for HTML text and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The shell's entry script, as Vite writes it. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/** Marks the inline rules a kept page uses, and the full stylesheet behind them (inlineCriticalStylesheet). */
export const CRITICAL_STYLE_ATTRIBUTE = 'data-critical';
export const DEFERRED_STYLESHEET_ATTRIBUTE = 'data-deferred';

/** Script: the preloaded full stylesheet becomes the page's stylesheet (a new element: one made by script blocks no paint). */
const applyDeferredStylesheet =
  `for (const preload of document.querySelectorAll('link[${DEFERRED_STYLESHEET_ATTRIBUTE}][rel=preload]')) {` +
  `const sheet = document.createElement('link'); sheet.rel = 'stylesheet'; sheet.crossOrigin = 'anonymous'; sheet.href = preload.href;` +
  `sheet.setAttribute('${DEFERRED_STYLESHEET_ATTRIBUTE}', ''); preload.replaceWith(sheet);}`;

/**
 * The app's entry script starts after the first frame, with the full stylesheet when the page came
 * with only its own rules: evaluating them takes the main thread for a while, and the shown page
 * must paint first. Not even modulepreloaded: a kept page is answered by the
 * service worker, which has the entry at hand, and preloading it had its compile hold up the first
 * paint (repeat-visit render delay on / 0.96 s with it, 0.73 s without).
 */
function deferEntryScript(html: string): string {
  return html.replace(ENTRY_SCRIPT, (_tag, src: string) => `<script type="module">${deferredEntryScript(src)}</script>`);
}

/** The inline script of a kept page that starts the app (deferEntryScript). */
function deferredEntryScript(entrySrc: string): string {
  return `requestAnimationFrame(() => setTimeout(() => {${applyDeferredStylesheet}import(${JSON.stringify(entrySrc)}).catch(${entryFailed});}));`;
}

/**
 * Script: the app's code could not be fetched: the shown page goes (nothing in it works without the
 * app) for the shell's message that says so, with a way to try again (index.html's apothecaBootFailed).
 */
const entryFailed =
  `() => {document.getElementById(${JSON.stringify(SNAPSHOT_STYLE_ID)})?.remove();document.getElementById(${JSON.stringify(SNAPSHOT_ELEMENT_ID)})?.remove();` +
  `if (typeof apothecaBootFailed === 'function') apothecaBootFailed();}`;

/**
 * The shell with `html` shown in place of the app: #root is hidden until the app removes the shown
 * page. `rootStyle` is the document root's inline style the page was rendered with (the brand's
 * colour variables). A kept page is inert (nothing in it can be clicked or focused before the app
 * runs), paints whole once parsed, and the app starts after that first paint; a `live` page
 * works by itself and brings its own `start` script, which must start the app (firstVisitGateScript).
 * Answers the shell unchanged when it has no body to add to.
 */
export function showBeforeApp(
  shellHtml: string,
  shown: { html: string; rootStyle: string; live?: { start: (entrySrc: string) => string } },
): string {
  if (!shellHtml.includes('</body>')) return shellHtml;
  const entry = ENTRY_SCRIPT.exec(shellHtml);
  if (shown.live && !entry) return shellHtml;
  const block =
    `<style id="${SNAPSHOT_STYLE_ID}">#root{display:none}</style>` +
    `<div id="${SNAPSHOT_ELEMENT_ID}"${shown.live ? ` ${LIVE_ATTRIBUTE}` : ' inert aria-hidden="true"'}>${shown.html}</div>` +
    (shown.live && entry ? `<script>${shown.live.start(entry[1]!)}</script>` : `<span id="${SNAPSHOT_END_ID}" hidden></span>`);
  // On the root element itself: the brand tokens are defined on :root from these variables.
  const styled = shown.rootStyle ? shellHtml.replace(/<html([^>]*)>/i, (_tag, attributes: string) => `<html${attributes} style="${escapeHtml(shown.rootStyle)}">`) : shellHtml;
  const started = shown.live ? styled.replace(ENTRY_SCRIPT, (_tag, src: string) => `<link rel="modulepreload" crossorigin href="${src}">`) : deferEntryScript(styled);
  // A kept page paints whole, once parsed: painted as the parser went, its first screen came in two frames.
  const whole = shown.live ? started : started.replace('</head>', `<link rel="expect" href="#${SNAPSHOT_END_ID}" blocking="render"></head>`);
  return whole.replace('</body>', `${block}</body>`);
}

/** Marks the age gate's 'Enter Site' button, which the first visitor's gate script enables and handles. */
export const ENTER_SITE_ATTRIBUTE = 'data-enter-site';

/** The flag a first visitor's gate leaves when 'Enter Site' was pressed before the app started. */
export const AGE_CONFIRMED_BEFORE_START = 'apothecaAgeConfirmedBeforeStart';
/** The event it sends on window for an app that has started but not shown its own gate yet. */
export const AGE_CONFIRMED_EVENT = 'apotheca:age-confirmed';

/**
 * The first visitor's gate, working before the app has started (firstVisitPage on the server):
 * the box enables 'Enter Site'; 'Enter Site' leaves AGE_CONFIRMED_BEFORE_START (and sends
 * AGE_CONFIRMED_EVENT) for the app, which confirms the age as its own gate would, and shows the app.
 * The app starts at the visitor's first touch or key, or at once when the gate does not cover the
 * screen (the page behind shows, blurred): on a phone nothing behind it is visible, and the app's
 * start would only hold up the gate's taps. Its code is fetched meanwhile (modulepreload).
 */
export function firstVisitGateScript(entrySrc: string): string {
  return `(() => {
  const shown = document.getElementById(${JSON.stringify(SNAPSHOT_ELEMENT_ID)});
  const dialog = shown && shown.querySelector('[role="alertdialog"]');
  const box = dialog && dialog.querySelector('input[type="checkbox"]');
  const enter = dialog && dialog.querySelector('button[${ENTER_SITE_ATTRIBUTE}]');
  const page = shown && shown.querySelector('[${SERVER_PAGE_ATTRIBUTE}]');
  const showApp = () => {
    document.getElementById(${JSON.stringify(SNAPSHOT_STYLE_ID)})?.remove();
    shown?.remove();
  };
  // A page rendered by the server behind the gate stays, no longer blurred, until the app has it ready.
  const leaveGate = () => {
    if (!page) return showApp();
    for (const part of Array.from(shown.children)) if (part !== page) part.remove();
    page.querySelector('[data-gated]')?.removeAttribute('data-gated');
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.src = ${JSON.stringify(entrySrc)};
    // Code that cannot be fetched: the gate goes, for the shell's message that says so (index.html).
    script.addEventListener('error', showApp);
    document.head.append(script);
  };
  if (!dialog || !box || !enter) return start();
  box.addEventListener('change', () => { enter.disabled = !box.checked; });
  enter.addEventListener('click', () => {
    window[${JSON.stringify(AGE_CONFIRMED_BEFORE_START)}] = true;
    leaveGate();
    dispatchEvent(new Event(${JSON.stringify(AGE_CONFIRMED_EVENT)}));
    start();
  });
  for (const type of ['pointerdown', 'keydown', 'touchstart']) addEventListener(type, start, { once: true, passive: true, capture: true });
  if (dialog.getBoundingClientRect().width < innerWidth) requestAnimationFrame(() => setTimeout(start));
})();`;
}

const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/;

/** The shell's one stylesheet, which a page shown before the app carries inline (inlineStylesheet). */
export function stylesheetHref(html: string): string | undefined {
  return STYLESHEET.exec(html)?.[1];
}

/** CSS made safe inside a <style> element. */
const styleText = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/**
 * The page with its stylesheet inline: on the first navigation of a visit the stylesheet is not in the
 * browser's memory yet, and waiting for it would hold back the shown page's first paint.
 */
export function inlineStylesheet(html: string, css: string): string {
  return html.replace(STYLESHEET, (_tag, href: string) => `<style data-href="${escapeHtml(href)}">${styleText(css)}</style>`);
}

/**
 * The page with only the rules it uses inline (`criticalCss`) and the full stylesheet fetched
 * meanwhile (preload) but applied only after the first paint, just before the app starts
 * (deferEntryScript): parsing it, or even a print stylesheet, before the first paint held it back.
 * The app shows itself once the full stylesheet applies, and the inline rules then go (page-snapshot.ts).
 */
export function inlineCriticalStylesheet(html: string, criticalCss: string): string {
  return html.replace(
    STYLESHEET,
    (_tag, href: string) =>
      `<style ${CRITICAL_STYLE_ATTRIBUTE}>${styleText(criticalCss)}</style>` +
      `<link rel="preload" as="style" crossorigin href="${escapeHtml(href)}" ${DEFERRED_STYLESHEET_ATTRIBUTE}>`,
  );
}

/** Stand-ins in the prerendered age gate that the server replaces with the brand of the request. */
export const BRAND_NAME_SLOT = '__APOTHECA_BRAND_NAME__';
export const BRAND_LOGO_SLOT = '__APOTHECA_BRAND_LOGO__';

/**
 * The first visitor's age gate as the build renders it from the app's AgeGate
 * (<dist>/first-visit/age-gate.json): for a brand with a logo, and for one with only a name.
 */
export interface FirstVisitGates {
  withLogo: string;
  nameOnly: string;
}

/** A JSON data block (a page head's JSON-LD): the browser never runs it, so no script policy governs it. */
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(ld\+)?json\b/i;

/** The text of every inline script (one without src, not a data block) in a document, as the browser hashes it. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes!) && !DATA_BLOCK.test(attributes!))
    .map(([, , text]) => text!);
}

/**
 * Every inline script a document made from this shell can carry: the shell's own, a first visitor's
 * gate script and a kept page's deferred entry (showBeforeApp). The content security policy allows
 * exactly these by hash, so one policy per build covers the shell, the server's first-visit page and
 * the service worker's kept pages alike (README "Content security policy").
 */
export function shellDocumentScripts(shellHtml: string): string[] {
  const entry = ENTRY_SCRIPT.exec(shellHtml)?.[1];
  return [...inlineScripts(shellHtml), ...(entry ? [firstVisitGateScript(entry), deferredEntryScript(entry)] : [])];
}
