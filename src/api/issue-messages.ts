import type * as z from 'zod/mini';

/**
 * Words for the bounds a schema states without a message of its own (a name's longest length, a
 * list's largest count), so a form shows "Keep it to 80 characters." rather than zod's bare
 * 'Invalid input' or its developer wording. A schema's own message always wins: this is passed per
 * parse (`z.safeParse(schema, value, READABLE_ISSUES)`), which zod ranks below a schema's message.
 */
export function boundMessage(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code === 'too_big' && issue.origin === 'string') return `Keep it to ${String(issue.maximum)} characters.`;
  if (issue.code === 'too_big' && issue.origin === 'array') return `Choose at most ${String(issue.maximum)}.`;
  if (issue.code === 'too_small' && issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'Fill this in.' : `Use at least ${String(issue.minimum)} characters.`;
  return undefined;
}

export const READABLE_ISSUES = { error: boundMessage } as const;
