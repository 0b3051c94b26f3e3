import { ms } from './format';
import { LIVE_TARGET_P99_MS, type LiveReport } from './live-bench';
import { table } from './markdown-table';

const kib = (bytes: number | undefined) => (bytes === undefined ? '–' : `${(bytes / 1024).toFixed(1)} KB`);
const mib = (bytes: number | undefined) => (bytes === undefined ? '–' : `${(bytes / 2 ** 20).toFixed(0)} MB`);

/** The `live` part's section: delivery latency of one event fanned out to every open stream, and memory per stream. */
export function pushLive(out: string[], report: LiveReport | undefined): void {
  if (!report) return;
  out.push(`## Live updates at scale: ${report.streams} open streams on one process`);
  out.push('');
  out.push(`GET /api/live streams of one store on one server process (PGlite, loopback; ${Math.ceil(report.streams / 100)} accounts of 100 streams each), then ${report.events} console price edits of an item of that store, one at a time, each fanned out to every stream. Latency runs from the edit's send to the event's arrival at each stream's client, read by the bench process on the same machine; it includes the edit itself (\`edit answered\`: its write committed, median); \`first to last\` is the fan-out alone, from the first stream's arrival to the last one's (median over the events). Memory: the server's RSS and V8 heap after a full GC, before and after opening the streams, divided by their number. Goal: p99 < ${LIVE_TARGET_P99_MS} ms.`);
  out.push('');
  const met = report.p99 !== undefined && report.missed === 0 && report.opened === report.streams && report.p99 < LIVE_TARGET_P99_MS;
  out.push(
    table(
      ['streams open', 'opened in', 'deliveries', 'missed', 'edit answered ms', 'first to last ms', 'p50 ms', 'p99 ms', 'max ms', 'RSS per stream', 'heap per stream', 'RSS before → after', 'goal'],
      [
        [
          `${report.opened} / ${report.streams}`,
          report.openSeconds === undefined ? '–' : `${report.openSeconds.toFixed(1)} s`,
          String(report.deliveries),
          String(report.missed),
          ms(report.editAnsweredMs),
          ms(report.spreadMs),
          ms(report.p50),
          ms(report.p99),
          ms(report.max),
          kib(report.rssPerStream),
          kib(report.heapPerStream),
          `${mib(report.rssBefore)} → ${mib(report.rssAfter)}`,
          report.error ? `not run: ${report.error}` : met ? 'met' : 'MISSED',
        ],
      ],
    ),
  );
  out.push('');
}
