import { describe, expect, test } from 'vitest';
import { isReportDate, presetRange, rangeDates, REPORT_RANGE_MESSAGES, reportDateProblem, reportOrderType, reportRangeProblem } from './report-range';

describe('report ranges (README "Reports")', () => {
  test('a report date is a real yyyy-MM-dd calendar date', () => {
    expect(isReportDate('2028-02-29')).toBe(true);
    expect(isReportDate('2026-02-29')).toBe(false);
    expect(isReportDate('2026-1-05')).toBe(false);
  });

  test('a report date lies within the console\'s years', () => {
    expect(reportDateProblem('2000-01-01')).toBeUndefined();
    expect(reportDateProblem('2100-12-31')).toBeUndefined();
    expect(reportDateProblem('1999-12-31')).toBe(REPORT_RANGE_MESSAGES.years);
    expect(reportDateProblem('9999-12-31')).toBe(REPORT_RANGE_MESSAGES.years);
    expect(reportDateProblem('2026-02-30')).toBe(REPORT_RANGE_MESSAGES.date);
  });

  test('the end may not come before the start, and a range is at most 366 days', () => {
    expect(reportRangeProblem('2026-11-27', '2026-11-27')).toBeUndefined();
    expect(reportRangeProblem('2026-11-27', '2026-11-26')).toEqual({ field: 'to', message: REPORT_RANGE_MESSAGES.order });
    expect(reportRangeProblem('2024-01-01', '2024-12-31')).toBeUndefined();
    expect(reportRangeProblem('2025-01-01', '2026-01-02')).toEqual({ field: 'to', message: REPORT_RANGE_MESSAGES.tooLong });
  });

  test('presets end on the store’s today, and every day of a range is listed across a month end', () => {
    expect(presetRange('today', '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(presetRange('last_7_days', '2026-03-01')).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(presetRange('last_30_days', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(rangeDates('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });

  test('curbside and check-in are pickups with a flag; delivery is delivery (DECISIONS.md order types)', () => {
    expect(reportOrderType({ orderType: 'pickup', curbsidePickup: false, checkin: false })).toBe('pickup');
    expect(reportOrderType({ orderType: 'pickup', curbsidePickup: true, checkin: false })).toBe('curbside');
    expect(reportOrderType({ orderType: 'pickup', curbsidePickup: false, checkin: true })).toBe('checkin');
    expect(reportOrderType({ orderType: 'delivery', curbsidePickup: true, checkin: false })).toBe('delivery');
  });
});
