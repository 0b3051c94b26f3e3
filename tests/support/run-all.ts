import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium';
import { interruptedBy, runCommand } from './run-command';
import { withPostgres } from './with-postgres';

/**
 * `npm test`: every check CI runs, in order, stopping at the first failure.
 * `npm test -- lint vitest` runs only the named steps (same order).
 */

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

interface Step {
  id: string;
  title: string;
  run(reportFile: string): Promise<number>;
  /** Reads the test counts from the step's JSON report; steps without tests have none. */
  counts?(reportFile: string): Counts | undefined;
}

/** Tests must not reach a developer's own databases: PGlite unless a step says otherwise. */
const { DATABASE_URL: _db, TEST_DATABASE_URL: _testDb, ...baseEnv } = process.env;

const vitestArgs = (reportFile: string) => ['--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`];

function vitestCounts(reportFile: string): Counts | undefined {
  if (!existsSync(reportFile)) return undefined;
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
}

function playwrightCounts(reportFile: string): Counts | undefined {
  if (!existsSync(reportFile)) return undefined;
  const { stats } = JSON.parse(readFileSync(reportFile, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

const STEPS: Step[] = [
  { id: 'typecheck', title: 'Type check (tsc --noEmit)', run: () => runCommand('tsc', ['--noEmit'], baseEnv) },
  {
    id: 'lint',
    title: 'Lint (eslint --config tests/lint/eslint.config.js ., then tests/lint/import-cycles.ts)',
    run: async () =>
      (await runCommand('eslint', ['--config', 'tests/lint/eslint.config.js', '.'], baseEnv)) ||
      runCommand('node', ['--import', 'tsx', 'tests/lint/import-cycles.ts'], baseEnv),
  },
  {
    id: 'vitest',
    title: 'Vitest: domain, api (PGlite), web',
    run: (report) => runCommand('vitest', ['run', ...vitestArgs(report)], baseEnv),
    counts: vitestCounts,
  },
  {
    id: 'api-postgres',
    title: 'Vitest: api against a real PostgreSQL',
    run: (report) => withPostgres('vitest', ['run', '--project', 'api', ...vitestArgs(report)]),
    counts: vitestCounts,
  },
  { id: 'build', title: 'Production build (npm run build)', run: () => runCommand('npm', ['run', 'build'], baseEnv) },
  {
    id: 'bundle',
    title: "Vitest: the product list page's JavaScript in the build (budget, no console/staff/kiosk/map/print code)",
    run: (report) => runCommand('vitest', ['run', '--config', 'tests/bundle/vitest.config.ts', ...vitestArgs(report)], baseEnv),
    counts: vitestCounts,
  },
  {
    id: 'e2e',
    title: "Playwright e2e in Debian's Chromium against the built app",
    run: async (report) => {
      ensureChromium();
      return runCommand('playwright', ['test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'], {
        ...baseEnv,
        PLAYWRIGHT_JSON_OUTPUT_FILE: report,
      });
    },
    counts: playwrightCounts,
  },
];

const color = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code: number, text: string) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);
const bold = (text: string) => paint(1, text);
const green = (text: string) => paint(32, text);
const red = (text: string) => paint(31, text);
const dim = (text: string) => paint(2, text);

function duration(ms: number): string {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  return `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`;
}

const describe = (counts: Counts) =>
  `${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`;

function selectSteps(names: string[]): Step[] {
  const unknown = names.filter((name) => !STEPS.some((step) => step.id === name));
  if (unknown.length) {
    console.error(`Unknown step(s): ${unknown.join(', ')}. Steps: ${STEPS.map((step) => step.id).join(', ')}`);
    process.exit(2);
  }
  return names.length ? STEPS.filter((step) => names.includes(step.id)) : STEPS;
}

interface Result {
  step: Step;
  status: 'passed' | 'failed' | 'not run';
  ms?: number;
  counts?: Counts;
}

async function main(): Promise<number> {
  const steps = selectSteps(process.argv.slice(2));
  const reportsDir = mkdtempSync(path.join(os.tmpdir(), 'apotheca-test-reports-'));
  const results: Result[] = steps.map((step) => ({ step, status: 'not run' }));
  const started = Date.now();
  console.log(bold(`Apotheca checks: ${steps.map((step) => step.id).join(' → ')}`) + dim(`  (node ${process.version}${process.env.CI ? ', CI' : ''})`));

  let exitCode = 0;
  try {
    for (const [index, result] of results.entries()) {
      const { step } = result;
      const report = path.join(reportsDir, `${step.id}.json`);
      console.log(`\n${bold(`━━━ [${index + 1}/${steps.length}] ${step.id}: ${step.title} ━━━`)}`);
      const stepStarted = Date.now();
      let code: number;
      try {
        code = await step.run(report);
      } catch (error) {
        console.error(red((error as Error).message));
        code = 1;
      }
      result.ms = Date.now() - stepStarted;
      result.counts = step.counts?.(report);
      result.status = code === 0 && !interruptedBy ? 'passed' : 'failed';
      const summary = result.counts ? `, ${describe(result.counts)}` : '';
      if (result.status === 'passed') {
        console.log(green(`✔ ${step.id} passed in ${duration(result.ms)}${summary}`));
      } else {
        const why = interruptedBy ? `interrupted (${interruptedBy})` : `failed (exit ${code})`;
        console.log(red(bold(`✘ ${step.id} ${why} after ${duration(result.ms)}${summary}: stopping here.`)));
        exitCode = interruptedBy ? 130 : code || 1;
        break;
      }
    }
  } finally {
    rmSync(reportsDir, { recursive: true, force: true });
  }

  console.log(`\n${bold('━━━ Summary ━━━')}`);
  for (const { step, status, ms, counts } of results) {
    const mark = status === 'passed' ? green('✔') : status === 'failed' ? red('✘') : dim('·');
    const time = ms === undefined ? dim('not run'.padStart(10)) : duration(ms).padStart(10);
    console.log(`  ${mark} ${step.id.padEnd(13)} ${time}${counts ? `   ${describe(counts)}` : ''}`);
  }
  console.log(`  Total ${duration(Date.now() - started)}`);

  // A test tally only when every step that ran and counts tests produced its report.
  const ran = results.filter((result) => result.ms !== undefined && result.step.counts);
  if (ran.length && ran.every((result) => result.counts)) {
    const total = ran.reduce<Counts>(
      (sum, { counts }) => ({
        passed: sum.passed + counts!.passed,
        failed: sum.failed + counts!.failed,
        skipped: sum.skipped + counts!.skipped,
      }),
      { passed: 0, failed: 0, skipped: 0 },
    );
    const line = `${describe(total)} (${ran.map((result) => `${result.step.id} ${result.counts!.passed + result.counts!.failed}`).join(', ')})`;
    console.log(exitCode === 0 ? green(line) : red(line));
  }
  console.log(exitCode === 0 ? green(bold('All checks passed.')) : red(bold(`Checks failed (exit ${exitCode}).`)));
  return exitCode;
}

process.exit(await main());
