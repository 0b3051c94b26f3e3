import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import {
  AGE_CONFIRMED_COOKIE,
  BRAND_LOGO_SLOT,
  BRAND_NAME_SLOT,
  escapeHtml,
  firstVisitGateScript,
  SERVER_PAGE_ATTRIBUTE,
  inlineStylesheet,
  showBeforeApp,
  stylesheetHref,
  type FirstVisitGates,
} from '@/api/shell-document';
import { brandColorVariables } from '@/domain/brand-colors';
import { isSimplePage } from '@/domain/simple-pages';
import { brandForRequest } from './brand';
import { brandShell } from './brand-shell';
import { builtFile } from './built-file';
import type { AppEnv } from './context';
import { sendPageDocument } from './crawl/kept-documents';
import { pageShell } from './crawl/page-head';

export interface FirstVisitBrand {
  name: string;
  logoUrl: string;
  primaryColor: string;
  secondaryColor: string;
}

/**
 * A first visitor's page: the shell with the brand's age gate shown and working before the app has
 * started (the build renders the app's own AgeGate, src/web/prerender/first-visit-gate.tsx; its
 * script is firstVisitGateScript) and the stylesheet inline, so the gate paints as soon as the
 * document arrives instead of after the app has loaded and started.
 */
export function firstVisitPage(shellHtml: string, css: string | undefined, gates: FirstVisitGates, brand: FirstVisitBrand, serverPage?: string): string {
  const gate = (brand.logoUrl ? gates.withLogo.replaceAll(BRAND_LOGO_SLOT, escapeHtml(brand.logoUrl)) : gates.nameOnly).replaceAll(
    BRAND_NAME_SLOT,
    escapeHtml(brand.name),
  );
  // The page rendered on the server sits behind the gate, blurred as the app shows it (and inert, so
  // nothing behind the gate takes focus), for crawlers to read and the gate's backdrop to show.
  const html = serverPage ? `<div ${SERVER_PAGE_ATTRIBUTE} inert>${serverPage}</div>${gate}` : gate;
  const page = showBeforeApp(shellHtml, { html, rootStyle: brandRootStyle(brand), live: { start: firstVisitGateScript } });
  return css === undefined ? page : inlineStylesheet(page, css);
}

/** The brand's colours as the document root's style (the tokens read them from :root). */
function brandRootStyle(brand: Pick<FirstVisitBrand, 'primaryColor' | 'secondaryColor'>): string {
  return Object.entries(brandColorVariables(brand.primaryColor, brand.secondaryColor))
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ');
}

/**
 * A returning visitor's page (age confirmed) with the page rendered on the server shown until the
 * app takes over, as a page kept on the device is (src/web/shell/pwa/page-snapshot.ts). The
 * stylesheet stays a link: the browser keeps it for every later page, where 87 KB inline would
 * travel (and be compressed) with each one.
 */
export function serverPageDocument(shellHtml: string, serverPage: string, brand: Pick<FirstVisitBrand, 'primaryColor' | 'secondaryColor'>): string {
  return showBeforeApp(shellHtml, { html: serverPage, rootStyle: brandRootStyle(brand) });
}

/** The build's stylesheets by address, each read again only after a rebuild. */
function builtStylesheets(distDir: string): (href: string) => string | undefined {
  const stylesheets = new Map<string, () => string | undefined>();
  return (href) => {
    if (!stylesheets.has(href)) stylesheets.set(href, builtFile(path.join(distDir, path.normalize(href).replace(/^([/\\])+/, ''))));
    return stylesheets.get(href)!();
  };
}

/** A browser navigating to a page: asked for as HTML, and not a file of the build (a page address may hold a dot: /product/1.5). */
function isPageNavigation(c: Context, distDir: string): boolean {
  if (c.req.method !== 'GET' || !(c.req.header('accept')?.includes('text/html') ?? false)) return false;
  return !path.extname(c.req.path) || !existsSync(path.join(distDir, path.normalize(c.req.path)));
}

/**
 * Answers a navigation to a page behind the age gate (part 1 §2: every page but the simple ones)
 * from a visitor who has not confirmed their age with the first-visit page; every other request
 * goes on to the plain shell and the files of the build.
 */
export function firstVisitPages(distDir: string, currentShell: () => string, currentBuild: () => number): MiddlewareHandler<AppEnv> {
  const gates = builtFile(path.join(distDir, 'first-visit', 'age-gate.json'));
  const stylesheet = builtStylesheets(distDir);
  return async (c, next) => {
    if (!isPageNavigation(c, distDir) || isSimplePage(c.req.path) || getCookie(c, AGE_CONFIRMED_COOKIE) === 'true') return next();
    const gatesJson = gates();
    const brand = gatesJson ? await brandForRequest(c.get('db'), { brand: c.req.query('brand'), host: c.req.header('host') }) : undefined;
    if (!gatesJson || !brand) return next();
    return sendPageDocument(c, currentBuild(), () => {
      const shell = pageShell(c, brandShell(currentShell(), brand, distDir));
      const href = stylesheetHref(shell);
      return firstVisitPage(shell, href ? stylesheet(href) : undefined, JSON.parse(gatesJson) as FirstVisitGates, brand, c.get('serverPage'));
    });
  };
}
