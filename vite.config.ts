import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pandacss from '@pandacss/dev/postcss';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { build, createServer, type Plugin } from 'vite';
import { SERVER_PAGES_DIR } from './src/api/server-pages';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

const src = fileURLToPath(new URL('./src', import.meta.url));
const styledSystem = fileURLToPath(new URL('./styled-system', import.meta.url));
const apiPort = Number(process.env.API_PORT ?? 3001);

/**
 * Names each build in its shell, `<meta name="apotheca-build" content="…">`: a hash of the shell and
 * every emitted file name (the names carry content hashes), so an identical rebuild keeps its id and
 * any change gets a new one. Tests and support read it to tell which build a page runs.
 */
function buildMarker(): Plugin {
  return {
    name: 'apotheca:build-marker',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const hash = createHash('sha256').update(html);
        for (const fileName of Object.keys(bundle ?? {}).sort()) hash.update(fileName);
        return [{ tag: 'meta', attrs: { name: 'apotheca-build', content: hash.digest('hex').slice(0, 12) }, injectTo: 'head' }];
      },
    },
  };
}

/**
 * A hash of the API contract (src/api): query data kept on a device is read back only by builds with
 * the same contract, so an app update that keeps the shapes keeps the offline menu, and one that
 * changes them never renders data of the old shape.
 */
function apiContractHash(): string {
  const folder = path.join(src, 'api');
  const hash = createHash('sha256');
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts')).sort()) {
    hash.update(name).update(readFileSync(path.join(folder, name)));
  }
  return hash.digest('hex').slice(0, 12);
}

const define = {
  __API_CONTRACT_HASH__: JSON.stringify(apiContractHash()),
  // The web app learns its environment at build time (npm start passes APP_ENV through): a
  // production build has no version badge and no debug panel. VITE_APP_ENV still wins when set.
  'import.meta.env.VITE_APP_ENV': JSON.stringify(process.env.VITE_APP_ENV ?? process.env.APP_ENV ?? 'local'),
};
const alias = { '@': src, 'styled-system': styledSystem };

/**
 * Renders the first visitor's age gate from the app's own component after the build
 * (src/web/prerender/first-visit-gate.tsx) into <outDir>/first-visit/age-gate.json, which the server
 * shows before any code runs (src/server/http/first-visit-page.ts).
 */
function firstVisitGate(): Plugin {
  let outDir = '';
  return {
    name: 'apotheca:first-visit-gate',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const server = await createServer({
        configFile: false,
        root: path.dirname(src),
        define,
        resolve: { alias },
        plugins: [react()],
        server: { middlewareMode: true, hmr: false, watch: null },
        appType: 'custom',
        logLevel: 'error',
        optimizeDeps: { noDiscovery: true },
      });
      try {
        const { renderFirstVisitGates } = await server.ssrLoadModule('/src/web/prerender/first-visit-gate.tsx');
        mkdirSync(path.join(outDir, 'first-visit'), { recursive: true });
        writeFileSync(path.join(outDir, 'first-visit', 'age-gate.json'), JSON.stringify(await renderFirstVisitGates()));
      } finally {
        await server.close();
      }
    },
  };
}

/**
 * Bundles the app's screens for Node after the build (src/web/prerender/server-pages.tsx) into
 * <outDir>/_server/pages.js, which the server loads to render a page before the app runs (issue 22,
 * src/server/http/crawl/server-rendered-pages.ts). Self-contained (every package inside), so a build
 * folder anywhere runs, and React's production build, as the browser gets.
 */
function serverPages(): Plugin {
  let outDir = '';
  return {
    name: 'apotheca:server-pages',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (this.environment.name !== 'client') return;
      await build({
        configFile: false,
        root: path.dirname(src),
        define: { ...define, 'process.env.NODE_ENV': JSON.stringify('production') },
        resolve: { alias },
        plugins: [react()],
        logLevel: 'warn',
        publicDir: false,
        ssr: { noExternal: true, target: 'node' },
        build: {
          ssr: path.join(src, 'web/prerender/server-pages.tsx'),
          outDir: path.join(outDir, SERVER_PAGES_DIR),
          emptyOutDir: true,
          minify: false,
          target: 'node20',
          rolldownOptions: { output: { entryFileNames: 'pages.js', codeSplitting: false } },
        },
      });
    },
  };
}

/**
 * The operator console's code (its route chunk, the reports page with the chart library, and every
 * chunk only they load), found from the bundle's own import graph: every chunk the entry reaches
 * without going through the console route is a shopper's, staff's or kiosk's; the rest is the
 * console's. Kept out of the service worker's precache (README "The operator console"): installing
 * the app must not download the console on a shopper's mobile data, and the console needs a
 * connection anyway, so its chunks are fetched from the network when it opens.
 */
function consoleChunks(): { plugin: Plugin; files: Set<string> } {
  const files = new Set<string>();
  const plugin: Plugin = {
    name: 'apotheca:console-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const isConsoleRoot = (chunk: (typeof chunks)[number]) => /\/src\/web\/routes\/admin\.[^/]*\?tsr-split=/.test(chunk.facadeModuleId ?? '');
      const reached = new Set<string>();
      const queue = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
      for (let fileName = queue.pop(); fileName !== undefined; fileName = queue.pop()) {
        const chunk = bundle[fileName];
        if (reached.has(fileName) || chunk?.type !== 'chunk' || isConsoleRoot(chunk)) continue;
        reached.add(fileName);
        queue.push(...chunk.imports, ...chunk.dynamicImports);
      }
      files.clear();
      for (const chunk of chunks) if (!reached.has(chunk.fileName)) files.add(chunk.fileName);
    },
  };
  return { plugin, files };
}
const consoleOnly = consoleChunks();

/**
 * Which modules each chunk holds, `{ [chunk file]: { [module id relative to the repository]: rendered
 * bytes } }`: Vite's manifest names chunks only, and the entry budget test (tests/bundle) must see a
 * forbidden module (console, staff, kiosk, map, print) the moment it enters the product list's entry.
 * Written next to Vite's manifest, .vite/chunk-modules.json (tests/bench/bundle.ts reads it); not
 * precached: the service worker's globs take no .json.
 */
function chunkModules(): Plugin {
  const root = path.dirname(src);
  return {
    name: 'apotheca:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const list: Record<string, Record<string, number>> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        list[output.fileName] = Object.fromEntries(
          Object.entries(output.modules).map(([id, info]) => [path.relative(root, id.replace(/\0/g, '')).replace(/\\/g, '/'), info.renderedLength]),
        );
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(list) });
    },
  };
}

export default defineConfig({
  define,
  resolve: { alias },
  // Panda pins its own postcss patch release; the plugin object is the same at run time.
  css: { postcss: { plugins: [pandacss() as never] } },
  plugins: [
    // The router plugin must come before react() (STACK-NOTES).
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/web/routes',
      generatedRouteTree: './src/web/route-tree.gen.ts',
    }),
    react(),
    consoleOnly.plugin,
    chunkModules(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // mjs: MapLibre's worker is emitted as .mjs and must be precached for the offline locator.
        globPatterns: ['**/*.{js,mjs,css,html,svg,png,webmanifest,woff2}'],
        // The brands' install files (icons, shortcut icons, screenshots) are fetched by the browser when
        // it installs the app, never offline: precached, every shopper of either brand would download both sets.
        globIgnores: [`${SERVER_PAGES_DIR}/**`, 'brands/*/*.png', 'brands/*/shortcuts/**', 'brands/*/screenshots/**'],
        // Workbox leaves out files over its 2 MiB default with only a warning; the map chunk (~1.1 MB) must stay in.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        manifestTransforms: [async (entries) => ({ manifest: entries.filter((entry) => !consoleOnly.files.has(entry.url)), warnings: [] })],
      },
      devOptions: { enabled: false },
    }),
    buildMarker(),
    firstVisitGate(),
    serverPages(),
  ],
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    // modulepreload is native in Chrome 66+, Firefox 115+ and Safari 17+; older browsers fetch a lazy chunk's imports one round trip later.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the entry imports statically ships as one chunk: it all loads before the first
        // render anyway, and one file compresses better than the eight shared chunks the default
        // split makes (~6 KB gz less). Lazy routes and overlays are split as before.
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
    },
  },
  server: { proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
  test: {
    // Vitest's default for a run is one worker fewer than the cores: a single worker on CI's 2 cores.
    // The workers mostly compute (PGlite, jsdom), so one per core finishes soonest (3 on 2 cores: no faster).
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        // Pure functions (and the lint scripts' own tests): the files share one worker process
        // instead of starting one each.
        test: {
          name: 'domain',
          include: ['src/domain/**/*.test.ts', 'src/api/**/*.test.ts', 'tests/lint/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          // Each file builds its own app on its own copy of the migrated template database, and the
          // server's in-memory state is keyed by database or config (brand and catalog caches), so
          // files share a worker and its loaded modules. New module-level state must be keyed so too.
          isolate: false,
          globalSetup: ['tests/support/api-global-setup.ts'],
          // Password hashing at a test-only scrypt cost (tests/support/test-scrypt.ts).
          setupFiles: ['tests/support/api-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}', 'sw/**/*.test.ts'],
          environment: 'jsdom',
          // Every file still gets fresh globals, modules and jsdom window (a VM context of its own),
          // without starting a process and loading jsdom for each file.
          pool: 'vmForks',
          setupFiles: ['tests/support/web-setup.ts'],
          // A page's worth of components renders in ~1 s on an idle 2-core machine, several times that
          // while the API suites run beside it; the default 5 s made such tests fail by timing alone.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
