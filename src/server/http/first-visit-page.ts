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
export function firstVisitPage(shellHtml: string, css: string | undefined, gates: FirstVisitGates, brand: FirstVisitBrand): string {
  const gate = (brand.logoUrl ? gates.withLogo.replaceAll(BRAND_LOGO_SLOT, escapeHtml(brand.logoUrl)) : gates.nameOnly).replaceAll(
    BRAND_NAME_SLOT,
    escapeHtml(brand.name),
  );
  const rootStyle = Object.entries(brandColorVariables(brand.primaryColor, brand.secondaryColor))
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ');
  const page = showBeforeApp(shellHtml, { html: gate, rootStyle, live: { start: firstVisitGateScript } });
  return css === undefined ? page : inlineStylesheet(page, css);
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
export function firstVisitPages(distDir: string, currentShell: () => string): MiddlewareHandler<AppEnv> {
  const gates = builtFile(path.join(distDir, 'first-visit', 'age-gate.json'));
  const stylesheets = new Map<string, () => string | undefined>();
  const stylesheet = (href: string) => {
    if (!stylesheets.has(href)) stylesheets.set(href, builtFile(path.join(distDir, path.normalize(href).replace(/^([/\\])+/, ''))));
    return stylesheets.get(href)!();
  };
  return async (c, next) => {
    if (!isPageNavigation(c, distDir) || isSimplePage(c.req.path) || getCookie(c, AGE_CONFIRMED_COOKIE) === 'true') return next();
    const gatesJson = gates();
    const brand = gatesJson ? await brandForRequest(c.get('db'), { brand: c.req.query('brand'), host: c.req.header('host') }) : undefined;
    if (!gatesJson || !brand) return next();
    const shell = brandShell(currentShell(), brand, distDir);
    const href = stylesheetHref(shell);
    return c.html(firstVisitPage(shell, href ? stylesheet(href) : undefined, JSON.parse(gatesJson) as FirstVisitGates, brand));
  };
}
