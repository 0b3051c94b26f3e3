import type { Check } from './answer-check';
import type { DbReport } from './bench-results';
import { kb, ms, secs } from './format';
import type { Kind } from './kinds';
import { table } from './markdown-table';
import { settings } from './settings';

/** The databases (cache, size, timings, planner stats), the requests and the checks of their answers. */
export function pushDatabases(out: string[], dbs: DbReport[]) {
  if (dbs.length) {
    out.push('## Databases');
    out.push('');
    out.push(table(
      ['database', 'data', 'stores', 'inventory rows', 'size MB', 'open + migrate', 'seed', 'ready after', 'planner stats'],
      dbs.map((db) => [
        db.kind,
        db.server.cache ?? '',
        db.server.ready.counts?.stores ?? '–',
        db.server.ready.counts?.items ?? '–',
        db.server.dataBytes ? (db.server.dataBytes / 2 ** 20).toFixed(0) : '–',
        secs(db.server.ready.timings.openMs + db.server.ready.timings.migrateMs),
        db.server.ready.seeded ? secs(db.server.ready.timings.seedMs) : 'cached',
        secs(db.server.wallMs),
        db.server.statsNote ?? '–',
      ]),
      ['l', 'l'],
    ));
    out.push('');
    if (settings.parallelSeed && dbs.filter((db) => db.server.ready.seeded).length > 1) out.push('Both databases were seeded at the same time (BENCH_PARALLEL_SEED): each seed time includes sharing 2 cores.\n');
    const first = dbs[0];
    if (first) {
      const store = first.server.ready.store;
      out.push(`Store: ${store ? `${store.id} ${store.store_slug} (${store.state}), ${store.products} sellable rec products` : '–'}. Search word "${settings.search ?? first.server.ready.search.word ?? ''}": in ${first.server.ready.search.wordRows} of ${first.server.ready.search.filteredRows} names that pass the other filters.`);
      out.push('');
      out.push(`- page:   \`${first.paths.page}\``);
      out.push(`- facets: \`${first.paths.facets}\``);
      if (settings.uncached) out.push(`- uncached variants: the same with \`price_max=79.999995\`, \`79.999990\`, … (a new value on every request, so the server's catalog cache never answers; the rows are the same); \`list uncached\` is the uncached page without \`search\``);
      out.push('');
      out.push(table(
        ['database', 'request', 'status', 'encoding', 'wire KB', 'JSON KB', 'items', 'total_rows', 'facets', 'first ms', 'bare = same bytes'],
        dbs.flatMap((db) => (['page', 'facets', 'page uncached', 'list uncached', 'facets uncached'] as const).filter((kind) => db.checks[kind]).map((kind) => {
          const c = db.checks[kind];
          const same = kind === 'page' || kind === 'facets' ? db.bareSameBytes[kind] : undefined;
          return [db.kind, kind, c?.status ?? '–', c?.encoding ?? '–', c ? kb(c.wireBytes) : '–', c ? kb(c.jsonBytes) : '–', c?.rows ?? '–', c?.totalRows ?? '–', c?.hasFacets ? 'yes' : 'no', ms(c?.firstMs), same === undefined ? '–' : same ? 'yes' : 'NO'];
        })),
        ['l', 'l'],
      ));
      out.push('');
      const warnings = dbs.flatMap((db) => (Object.entries(db.checks) as [Kind, Check][]).flatMap(([kind, c]) => c.warnings.map((warning) => `- ${db.kind} ${kind}: ${warning}`)));
      if (warnings.length) out.push('Answer checks:', ...warnings, '');
    }
  }
}
