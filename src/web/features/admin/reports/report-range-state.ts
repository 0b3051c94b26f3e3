import type { ConsoleStore } from '@/api/admin';
import { presetRange, reportDateProblem, reportRangeProblem, type ReportPreset } from '@/domain/report-range';
import { storeClock } from '@/domain/store-hours';
import type { ReportQuery } from '../api/reports';

/**
 * What the report page asks for (README "Reports"): a store or all of the role's stores, and a
 * preset range or custom dates. Presets end on the store's own today; with all stores, on the
 * first store's (an operator's stores keep one business day in practice, and each order is still
 * counted on its own store's day by the server).
 */
export type ReportStoreChoice = number | 'all';
export type ReportRangeChoice = ReportPreset | 'custom';

export interface ReportChoice {
  store: ReportStoreChoice;
  range: ReportRangeChoice;
  /** The custom range as applied. */
  from: string;
  to: string;
}

export function storeToday(stores: readonly ConsoleStore[], choice: ReportStoreChoice, now: Date): string {
  const store = stores.find((candidate) => candidate.id === choice) ?? stores[0];
  return storeClock({ timezone: store?.timezone ?? null }, now).date;
}

export function reportQueryOf(stores: readonly ConsoleStore[], choice: ReportChoice, now: Date): ReportQuery {
  const dates = choice.range === 'custom' ? { from: choice.from, to: choice.to } : presetRange(choice.range, storeToday(stores, choice.store, now));
  return { ...(choice.store === 'all' ? {} : { store_id: choice.store }), ...dates };
}

/** The custom dates' problems by field, as the server would answer them (its own rules). */
export function customRangeErrors(from: string, to: string): Partial<Record<'from' | 'to', string>> {
  const errors: Partial<Record<'from' | 'to', string>> = {};
  const fromProblem = reportDateProblem(from);
  const toProblem = reportDateProblem(to);
  if (fromProblem) errors.from = fromProblem;
  if (toProblem) errors.to = toProblem;
  if (errors.from || errors.to) return errors;
  const problem = reportRangeProblem(from, to);
  return problem ? { [problem.field]: problem.message } : {};
}
