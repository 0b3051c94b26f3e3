import type { Result } from 'lighthouse';
import { kb } from './format';
import type { AuditFinding, PageMetrics } from './lighthouse-results';

/** Reading a Lighthouse result (LHR): the headline metrics and the audits that point at causes. */

type Audit = Result['audits'][string];
type Row = Record<string, unknown>;

const numeric = (lhr: Result, id: string) => {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
};

function lcpElement(lhr: Result): string | undefined {
  for (const id of ['lcp-breakdown-insight', 'largest-contentful-paint-element']) {
    const found = findNode(lhr.audits[id]?.details);
    if (found) return found;
  }
  return undefined;
}

function findNode(details: unknown): string | undefined {
  if (!details || typeof details !== 'object') return undefined;
  const node = details as { type?: string; nodeLabel?: string; snippet?: string; items?: unknown[]; node?: unknown };
  if (node.type === 'node') return node.nodeLabel ? `${node.nodeLabel.slice(0, 80)} (${node.snippet?.match(/^<\w+/)?.[0]?.slice(1) ?? 'node'})` : node.snippet;
  for (const item of node.items ?? []) {
    const found = findNode(item) ?? findNode((item as { node?: unknown }).node);
    if (found) return found;
  }
  return undefined;
}

/** The first rows of an audit's table as "label: figures" (for mainthread-work-breakdown and bootup-time). */
function topRows(lhr: Result, id: string, count: number): string[] {
  const items = (lhr.audits[id]?.details as { items?: unknown[] } | undefined)?.items ?? [];
  return items.slice(0, count).map((row) => describeRow(row as Row));
}

export function metricsOf(lhr: Result): PageMetrics {
  const score = lhr.categories.performance?.score;
  return {
    score: typeof score === 'number' ? Math.round(score * 100) : undefined,
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    maxFidMs: numeric(lhr, 'max-potential-fid'),
    mainThreadMs: numeric(lhr, 'mainthread-work-breakdown'),
    mainThreadTop: topRows(lhr, 'mainthread-work-breakdown', 4),
    bootupTop: topRows(lhr, 'bootup-time', 4),
    lcpElement: lcpElement(lhr),
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    runWarnings: [...(lhr.runWarnings ?? []).map(String), ...(lhr.runtimeError ? [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`] : [])],
  };
}

const shortUrl = (value: string) => value.replace(/^https?:\/\/127\.0\.0\.1:\d+/, '');

/** One table row as "label: figures", e.g. "/assets/index-x.js: 153 KB, est. savings 56 KB". */
function describeRow(row: Row): string {
  const source = row.source as { url?: string; line?: number; column?: number } | string | undefined;
  const sourceLabel = typeof source === 'object' && source?.url ? `${source.url}:${(source.line ?? 0) + 1}:${source.column ?? 0}` : source;
  const label = [row.url, row.label, row.groupLabel, sourceLabel, (row.node as { nodeLabel?: string } | undefined)?.nodeLabel]
    .find((value) => typeof value === 'string' && value) as string | undefined;
  const figures: string[] = [];
  const add = (key: string, format: (value: number) => string) => {
    const value = row[key];
    if (typeof value === 'number' && Number.isFinite(value)) figures.push(format(value));
  };
  add('totalBytes', (value) => `${kb(value)} KB`);
  add('wastedBytes', (value) => `est. savings ${kb(value)} KB`);
  add('total', (value) => `${value.toFixed(0)} ms CPU`);
  add('scripting', (value) => `${value.toFixed(0)} ms scripting`);
  add('duration', (value) => `${value.toFixed(0)} ms`);
  add('wastedMs', (value) => `${value.toFixed(0)} ms`);
  add('reflowTime', (value) => `${value.toFixed(0)} ms reflow`);
  return `${shortUrl(label ?? (row.source ? '(unattributed)' : '(row)')).slice(0, 120)}${figures.length ? `: ${figures.join(', ')}` : ''}`;
}

interface Chain {
  url: string;
  navStartToEndTime?: number;
  isLongest?: boolean;
  children?: Record<string, Chain>;
}

/** The longest request chain of the network dependency tree: document -> script -> ... -> last request. */
function longestChain(details: unknown): string | undefined {
  const seek = (value: unknown): Record<string, Chain> | undefined => {
    if (!value || typeof value !== 'object') return undefined;
    const record = value as { type?: string; chains?: Record<string, Chain>; value?: unknown; items?: unknown[] };
    if (record.type === 'network-tree' && record.chains) return record.chains;
    return seek(record.value) ?? (record.items ?? []).map(seek).find(Boolean);
  };
  let level = seek(details);
  const steps: string[] = [];
  while (level && Object.keys(level).length) {
    const chains = Object.values(level);
    const next = chains.find((chain) => chain.isLongest) ?? chains[0];
    if (!next) break;
    steps.push(`${shortUrl(next.url).slice(0, 70)} (${next.navStartToEndTime?.toFixed(0) ?? '?'} ms)`);
    level = next.children;
  }
  return steps.length > 1 ? steps.join(' → ') : undefined;
}

function itemsOf(audit: Audit): string[] {
  if (audit.id === 'network-dependency-tree-insight') {
    const chain = longestChain(audit.details);
    return chain ? [`longest chain: ${chain}`] : [];
  }
  type Details = { type?: string; items?: unknown[] };
  const details = audit.details as Details | undefined;
  // Insights wrap their tables in a list (e.g. the LCP breakdown's subparts): read the first table.
  const tableOf = (value: Details | undefined): Details | undefined =>
    value?.type === 'table' || value?.type === 'opportunity' ? value : value?.type === 'list' ? (value.items ?? []).map((item) => tableOf(item as Details)).find(Boolean) : undefined;
  return (tableOf(details)?.items ?? []).slice(0, 4).map((row) => describeRow(row as Row));
}

const savings = (audit: Audit) => Object.values(audit.metricSavings ?? {}).reduce<number>((sum, value) => sum + (Number(value) || 0), 0);

/** Audits of the performance category that scored below 0.9 (metrics left out), biggest estimated savings first. */
export function findingsOf(lhr: Result): AuditFinding[] {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.group !== 'metrics')
    .map((ref) => lhr.audits[ref.id])
    .filter((audit): audit is Audit => Boolean(audit) && typeof audit?.score === 'number' && audit.score < 0.9 && ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode))
    .sort((a, b) => savings(b) - savings(a) || (a.score ?? 0) - (b.score ?? 0))
    .map((audit) => ({ id: audit.id, title: audit.title, displayValue: audit.displayValue, items: itemsOf(audit) }));
}
