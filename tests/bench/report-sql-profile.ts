import type { ProfileRow } from './bench-results';
import { ms } from './format';
import { table } from './markdown-table';
import { settings } from './settings';

/** Statements and database time per request. */
export function pushSqlProfile(out: string[], profiles: ProfileRow[]) {
  if (profiles.length) {
    out.push(`## SQL per request (${settings.profileRequests} sequential requests each, statements traced in the server)`);
    out.push('');
    out.push(table(
      ['database', 'request', 'client p50 ms', 'statements / request', 'DB ms / request', 'slowest statement: mean ms', 'rows'],
      profiles.map((row) => [row.db, row.kind, ms(row.clientMs.p50), row.statementsPerRequest.toFixed(1), ms(row.dbMsPerRequest), ms(row.top[0]?.meanMs), row.top[0]?.rows.toFixed(0) ?? '–']),
      ['l', 'l'],
    ));
    out.push('');
  }
}

/** The slowest statements with their plans, at the end of the report. */
export function pushSlowStatements(out: string[], profiles: ProfileRow[]) {
  if (profiles.some((row) => row.top.length)) {
    out.push('## Appendix: slowest statements and plans');
    out.push('');
    for (const row of profiles) {
      for (const statement of row.top) {
        out.push(`### ${row.db} ${row.kind}: statement ${statement.id}, ${statement.count / row.requests} per request, mean ${ms(statement.meanMs)} ms, max ${ms(statement.maxMs)} ms, ${statement.rows.toFixed(0)} rows`);
        out.push('');
        out.push('```sql');
        out.push(statement.text.length > 4000 ? `${statement.text.slice(0, 4000)} …` : statement.text);
        out.push('```');
        if (statement.plan) {
          out.push('');
          out.push('```');
          out.push(statement.plan);
          out.push('```');
        }
        out.push('');
      }
    }
  }
}
