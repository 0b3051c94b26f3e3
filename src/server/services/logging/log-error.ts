/**
 * Errors as a log line that holds no request secrets or personal data. A failed query's error carries
 * its parameters (a registration's password hash, email and phone) in its message and `params`, and
 * PostgreSQL's `detail` quotes the offending values; only the SQL text, the error codes and the
 * names of the schema objects are logged, and quoted values in messages are masked.
 */

const STACK_FRAMES = 8;

interface ErrorFacts {
  name?: unknown;
  message?: unknown;
  query?: unknown;
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
  stack?: unknown;
  cause?: unknown;
}

/** 'invalid input syntax for type integer: "Ann"' -> '... integer: "…"' (identifiers are named apart). */
function maskQuoted(text: string): string {
  return text.replace(/"[^"]*"|'[^']*'|\([^()]*\)=\([^()]*\)/g, (quoted) => `${quoted[0]}…${quoted.at(-1)}`);
}

function describeOne(error: ErrorFacts): string {
  const name = typeof error.name === 'string' ? error.name : 'Error';
  // A failed query's message is "Failed query: <sql>\nparams: <values>": keep only the SQL.
  const message = typeof error.query === 'string' ? `Failed query: ${error.query}` : maskQuoted(String(error.message ?? ''));
  const facts = (['code', 'constraint', 'table', 'column', 'routine'] as const)
    .filter((key) => typeof error[key] === 'string' && error[key])
    .map((key) => `${key}=${String(error[key])}`);
  return [`${name}: ${message}`, ...facts].join(' ');
}

function stackFrames(error: ErrorFacts): string[] {
  if (typeof error.stack !== 'string') return [];
  return error.stack.split('\n').filter((line) => line.trimStart().startsWith('at ')).slice(0, STACK_FRAMES);
}

/** The error and its causes, one line each, then the first stack frames of the outermost. */
export function describeErrorForLog(error: unknown): string {
  if (!error || typeof error !== 'object') return `thrown: ${typeof error}`;
  const lines: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    lines.push(`${depth ? 'caused by ' : ''}${describeOne(current as ErrorFacts)}`);
    current = (current as ErrorFacts).cause;
  }
  return [...lines, ...stackFrames(error as ErrorFacts)].join('\n');
}

/** console.error of `describeErrorForLog`, under a context such as '[api] POST /api/auth/register'. */
export function logError(context: string, error: unknown): void {
  console.error(`${context} ${describeErrorForLog(error)}`);
}
