import { decode, rawGet } from './http-client';
import { requestHeaders } from './inventory-requests';
import type { Kind } from './kinds';

/** What the first answer to a request looked like, and what in it differs from what was asked. */
export interface Check {
  status: number;
  encoding: string;
  wireBytes: number;
  jsonBytes: number;
  firstMs: number;
  rows?: number;
  totalRows?: number;
  hasFacets: boolean;
  warnings: string[];
}

export async function check(port: number, pathname: string, kind: Kind, word: string | undefined): Promise<Check> {
  const response = await rawGet(port, pathname, requestHeaders);
  const warnings: string[] = [];
  const result: Check = {
    status: response.status,
    encoding: String(response.headers['content-encoding'] ?? 'identity'),
    wireBytes: response.body.length,
    jsonBytes: 0,
    firstMs: response.ms,
    hasFacets: false,
    warnings,
  };
  if (response.status !== 200) {
    warnings.push(`HTTP ${response.status}: ${decode(response).toString('utf8').slice(0, 200)}`);
    return result;
  }
  if (result.encoding !== 'gzip') warnings.push(`answer not gzipped (content-encoding: ${result.encoding})`);
  const json = decode(response);
  result.jsonBytes = json.length;
  try {
    const body = JSON.parse(json.toString('utf8')) as {
      data?: { category?: string; strain_type?: string; price_cents?: number; discounted_price_cents?: number | null; name?: string; brand?: string; strain?: string | null }[];
      rows?: number;
      total_rows?: number;
      facets?: unknown;
    };
    const data = body.data ?? [];
    result.rows = body.rows ?? data.length;
    result.totalRows = body.total_rows;
    result.hasFacets = Boolean(body.facets);
    if (!Array.isArray(body.data)) warnings.push('no data array');
    if (data.length !== 50 && (body.total_rows ?? 0) >= 50) warnings.push(`page has ${data.length} items, not 50`);
    if (data.length < 50) warnings.push(`only ${data.length} items match: a lighter request than intended`);
    if (data.some((item) => item.category !== undefined && item.category !== 'flower')) warnings.push('category filter not applied');
    if (data.some((item) => item.strain_type && !['hybrid', 'indica'].includes(item.strain_type))) warnings.push('strain_types filter not applied');
    if (data.some((item) => (item.price_cents ?? 0) > 8000)) warnings.push('price_max filter not applied to price_cents');
    const prices = data.map((item) => item.discounted_price_cents ?? item.price_cents ?? 0);
    if (prices.some((price, index) => index > 0 && price < (prices[index - 1] ?? 0))) warnings.push('not sorted by (discounted) price ascending');
    if (word && data.some((item) => ![item.name, item.brand, item.strain].join(' ').toLowerCase().includes(word.toLowerCase()))) {
      warnings.push(`some items do not show "${word}" in name/brand/strain (search may cover other fields)`);
    }
    if (kind === 'facets' && !body.facets) warnings.push('include_facets=true answered no facets');
  } catch (error) {
    warnings.push(`answer is not JSON: ${(error as Error).message}`);
  }
  return result;
}
