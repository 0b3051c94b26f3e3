import type { ValidationTargets } from 'hono';
import { validator } from 'hono/validator';
import * as z from 'zod/mini';
import { READABLE_ISSUES } from '@/api/issue-messages';
import { badRequest } from './errors';
import { unsafeTextFields } from './safe-text';

type Issues = readonly z.core.$ZodIssue[];

/** The zod issues as { field: messages }, by top-level field; errors of the whole value under '_'. */
export function fieldsByTopLevelKey(issues: Issues): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length ? String(issue.path[0]) : '_';
    if (!fields[key]?.includes(issue.message)) (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/** Field errors by their whole path ('data.body.2.text', 'hours.weekly.5'; '_' for the body itself), so a console form can put each beside its own field. */
export function fieldsByPath(issues: Issues, prefix: readonly string[] = []): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = [...prefix, ...issue.path.map(String)].join('.') || '_';
    if (!fields[key]?.includes(issue.message)) (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/**
 * The one validation boundary of the API: a request part is parsed by its zod schema, and bad input
 * answers 400 with the errors per field (bounds worded for a person, src/api/issue-messages.ts), never 500. Before the schema sees it, every string in it
 * (keys too) is checked for NUL and unpaired surrogates, which PostgreSQL cannot store: refused here,
 * once, they never reach a query. Handlers read the parsed value with c.req.valid(target).
 * `fieldsOf` lets a form key its errors by its own field names.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodMiniType>(
  target: Target,
  schema: Schema,
  fieldsOf: (issues: Issues) => Record<string, string[]> = fieldsByTopLevelKey,
) {
  return validator(target, (value): z.output<Schema> => {
    const unsafe = unsafeTextFields(value);
    if (unsafe) throw badRequest('Invalid request.', unsafe);
    const result = z.safeParse(schema, value, READABLE_ISSUES);
    if (!result.success) throw badRequest('Invalid request.', fieldsOf(result.error.issues));
    return result.data;
  });
}
