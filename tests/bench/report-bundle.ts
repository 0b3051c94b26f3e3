import type { BundleReport } from './bundle';
import { kb } from './format';
import { table } from './markdown-table';

/** The JavaScript a product list page loads before it is interactive, against its budget. */
export function pushBundle(out: string[], bundle: BundleReport | undefined, bundleError: string | undefined) {
  out.push('## JavaScript a product list page loads before it is interactive');
  out.push('');
  if (bundle) {
    out.push(`Build: ${bundle.built}${bundle.buildSeconds ? ` (${bundle.buildSeconds.toFixed(1)} s)` : ''}. Product list route: ${bundle.routeSrc ?? 'not found'}. Gzip level 9.`);
    out.push('');
    out.push(table(
      ['chunk', 'why', 'raw KB', 'gzip KB'],
      [...bundle.chunks.map((chunk) => [chunk.file, chunk.why, kb(chunk.rawBytes), kb(chunk.gzipBytes)]), ['total JS', '', kb(bundle.totalRaw), kb(bundle.totalGzip)]],
      ['l', 'l'],
    ));
    out.push('');
    const pass = bundle.totalGzip <= bundle.targetGzip && bundle.forbidden.length === 0 && (bundle.modules?.forbidden.length ?? 0) === 0;
    out.push(`Total ${kb(bundle.totalGzip)} KB gzipped JS (target ≤ ${kb(bundle.targetGzip)} KB): ${bundle.totalGzip <= bundle.targetGzip ? 'PASS' : 'MISS'}. CSS of the same chunks: ${kb(bundle.cssGzip)} KB gzipped (not counted).`);
    out.push(`No map (maplibre), staff or kiosk code: ${bundle.forbidden.length || bundle.modules?.forbidden.length ? 'MISS' : 'PASS'} (chunk names and sources, "maplibre" in contents${bundle.modules ? `, ${bundle.modules.count} module ids of an in-memory analysis build` : ''}).`);
    for (const item of [...bundle.forbidden, ...(bundle.modules?.forbidden ?? [])]) out.push(`- forbidden: ${item}`);
    for (const item of bundle.mentions) out.push(`- info: ${item} (strings such as route paths or labels, not necessarily code)`);
    if (bundle.lazy.length) {
      out.push(`- info: loaded on demand by these chunks, not counted (own gzip size, without their imports): ${bundle.lazy.map((item) => `${item.label.replace(/^src\/web\//, '')} ${kb(item.gzipBytes)} KB`).join(', ')}`);
    }
    for (const note of [...bundle.notes, ...(bundle.modules?.note ? [bundle.modules.note] : [])]) out.push(`- note: ${note}`);
    if (bundle.modules) {
      out.push('');
      out.push('Biggest contributors (rendered bytes before minification, from the analysis build):');
      out.push('');
      out.push(table(['package / app folder', 'KB'], bundle.modules.topPackages.map((item) => [item.name, kb(item.bytes)]), ['l']));
    }
    out.push(`\nOverall bundle verdict: ${pass ? 'PASS' : 'MISS'}`);
  } else {
    out.push(`Not measured: ${bundleError ?? 'unknown error'}`);
  }
  out.push('');
}
