// ESLint 9 flat config. It lives in tests/lint to keep the top level to the design card; run it from
// the repository root (`npm run lint`), where `--config` makes every glob relative to the cwd.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const CODE = ['**/*.{ts,tsx,js,mjs,cjs}'];

/**
 * The rules of hooks fail the build; the React Compiler's advisory rules (set-state-in-effect, refs,
 * purity, ...) that eslint-plugin-react-hooks 7 adds are warnings: we do not run the compiler.
 */
const reactHooksRules = Object.fromEntries(
  Object.keys(reactHooks.configs.flat['recommended-latest'].rules).map((rule) => [
    rule,
    rule === 'react-hooks/rules-of-hooks' ? 'error' : 'warn',
  ]),
);

/** Imports each layer may not use (STYLE.md conventions 1 and 8). `group` entries are gitignore-style. */
const forbid = (groups, message) => ({ group: groups, message });
const REACT = forbid(['react', 'react/*', 'react-dom', 'react-dom/*'], 'React belongs to src/web.');
const DRIZZLE = forbid(['drizzle-orm', 'drizzle-orm/*'], 'Database access belongs to src/server.');
const DB_DRIVERS = forbid(['pg', '@electric-sql/pglite', '@electric-sql/pglite/*'], 'Database drivers belong to src/server.');
const DEXIE = forbid(['dexie'], 'IndexedDB belongs to src/web/data.');
const HONO = forbid(['hono', 'hono/*', '@hono/*'], 'HTTP handling belongs to src/server.');
const NODE = forbid(['node:*'], 'src/api and src/domain are pure: no I/O.');
const alias = (layer) => forbid([`@/${layer}`, `@/${layer}/*`], `This layer may not import src/${layer}.`);
/** Relative imports that climb into another layer, e.g. '../server/config' from src/domain. */
const climbsInto = (layers) => ({
  regex: `^(\\.\\./)+(${layers.join('|')})(/|$)`,
  message: 'Import across layers is not allowed (and use the @/ alias, not ../ chains).',
});
const layer = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

/**
 * The web app calls its API through `call` (src/web/data/call.ts), typed from the contract's path
 * table: the raw request function and hand-written '/api/...' addresses stay inside src/web/data.
 */
const RAW_REQUEST = {
  regex: '(^|/)call$',
  importNames: ['apiRequest'],
  message: "Call the API through call(operation, input) from '@/web/data/call', typed from the contract.",
};
/** The chart library is the reports page's alone, so it stays in that page's lazy console chunk. */
const CHARTS = forbid(['recharts', 'recharts/*'], 'Only the console reports page (src/web/features/admin/reports) may import recharts.');
const WEB_LAYER = [alias('server'), climbsInto(['server']), DRIZZLE, DB_DRIVERS, HONO];
/** The app's shared layers (state, data, ui) serve every feature, so none of them may use one. */
const FEATURES = [
  forbid(['@/web/features', '@/web/features/*'], 'src/web/state, data and ui serve the features; they may not import one.'),
  { regex: '^(\\.\\./)+features(/|$)', message: 'src/web/state, data and ui serve the features; they may not import one.' },
];
// No slash in an esquery regex: \x2F is '/'. Matches '/api', '/api/...' and `/api${...}`.
const API_ADDRESS = '/^\\x2Fapi(\\x2F|$)/';
const API_ADDRESS_MESSAGE = "Name the contract's operation (call, or apiUrl for an address the browser fetches itself) instead of writing an /api path.";

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    'dist/',
    'styled-system/',
    'coverage/',
    'test-results/',
    'playwright-report/',
    '.data/',
    '.tmp/',
    '.tanstack/',
    'src/web/route-tree.gen.ts',
    'src/server/db/migrations/',
  ]),

  { files: CODE, extends: [js.configs.recommended] },
  { files: CODE, extends: [tseslint.configs.recommended] },
  {
    files: CODE,
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // `interface Props extends Base {}` names a shape on purpose.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings through src/server/config.ts (loadConfig).' },
      ],
    },
  },

  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: reactHooksRules,
  },
  { files: ['sw/**/*.ts'], languageOptions: { globals: { ...globals.serviceworker } } },

  // Layers: arrows point one way (ARCHITECTURE.md). Each file glob gets exactly one list, because a
  // later no-restricted-imports entry replaces an earlier one instead of merging.
  layer(['src/domain/**'], [
    alias('api'), alias('server'), alias('web'), climbsInto(['api', 'server', 'web']),
    REACT, DRIZZLE, DB_DRIVERS, DEXIE, HONO, NODE,
  ]),
  layer(['src/api/**'], [
    alias('server'), alias('web'), climbsInto(['server', 'web']),
    REACT, DRIZZLE, DB_DRIVERS, DEXIE, HONO, NODE,
  ]),
  layer(['src/server/**'], [alias('web'), climbsInto(['web']), REACT]),
  layer(['src/web/**'], [...WEB_LAYER, RAW_REQUEST, CHARTS]),
  layer(['src/web/features/admin/reports/**'], [...WEB_LAYER, RAW_REQUEST]),
  layer(['src/web/state/**', 'src/web/ui/**', 'src/web/shared/**'], [...WEB_LAYER, RAW_REQUEST, ...FEATURES, CHARTS]),
  layer(['src/web/data/**'], [...WEB_LAYER, ...FEATURES, CHARTS]),
  layer(['sw/**'], [alias('server'), alias('web'), { regex: '^(\\.\\./)+src/(server|web)(/|$)', message: 'sw imports src/api and src/domain only.' }, DRIZZLE, DB_DRIVERS, HONO]),

  // Tests may spell out the addresses they expect on the wire; sw/ matches requests by address.
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/data/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=${API_ADDRESS}]`, message: API_ADDRESS_MESSAGE },
        { selector: `TemplateLiteral > TemplateElement:first-child[value.raw=${API_ADDRESS}]`, message: API_ADDRESS_MESSAGE },
      ],
    },
  },

  // process.env is read in one place; tooling and tests may read it directly. dev.ts composes the
  // environments of the two processes it starts.
  {
    files: ['src/server/config.ts', 'src/server/cli/dev.ts', 'tests/**', 'e2e/**', 'vite.config.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['tests/**', 'e2e/**', '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
]);
