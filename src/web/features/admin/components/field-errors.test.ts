import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/web/data/api-errors';
import { issueErrors, serverErrors, topLevelField, under } from './field-errors';

const refused = (fields?: Record<string, string[]>) => new ApiRequestError('Check the highlighted fields.', 'server', 400, { error: 'Check the highlighted fields.', fields } as never);

describe('console form errors', () => {
  const schema = z.object({ uid: z.string().check(z.minLength(1, 'Give it an address.')), tags: z.array(z.string().check(z.minLength(2, 'Too short.'))) });

  it('checks before sending: the first message of each field, by its dotted path', () => {
    const result = z.safeParse(schema, { uid: '', tags: ['a', 'b'] });
    expect(issueErrors(result.error!.issues)).toEqual({ uid: 'Give it an address.', 'tags.0': 'Too short.', 'tags.1': 'Too short.' });
  });

  it('a length or count bound the schema words no message for says its limit, as the server does; its own message still wins', () => {
    const bounded = z.object({ title: z.string().check(z.maxLength(5)), codes: z.array(z.string()).check(z.maxLength(1)), uid: z.string().check(z.maxLength(2, 'Short, please.')) });
    const result = z.safeParse(bounded, { title: 'x'.repeat(6), codes: ['a', 'b'], uid: 'abc' });
    expect(issueErrors(result.error!.issues)).toEqual({ title: 'Keep it to 5 characters.', codes: 'Choose at most 1.', uid: 'Short, please.' });
  });

  it('keys errors as the form shows them: under a part of the body, or by top-level field', () => {
    const result = z.safeParse(schema, { uid: '', tags: ['a'] });
    expect(issueErrors(result.error!.issues, under('data'))).toEqual({ 'data.uid': 'Give it an address.', 'data.tags.0': 'Too short.' });
    expect(issueErrors(result.error!.issues, topLevelField)).toEqual({ uid: 'Give it an address.', tags: 'Too short.' });
    expect(under('data')('')).toBe('data');
  });

  it("a 400's field errors land beside their fields (first message of each), and nothing else is said", () => {
    expect(serverErrors(refused({ 'data.text_color': ['Use a colour like #ffffff.', 'Second.'], uid: [] }))).toEqual({ 'data.text_color': 'Use a colour like #ffffff.' });
    expect(serverErrors(refused({ 'store_ids.0': ['Pick a store.'] }), topLevelField)).toEqual({ store_ids: 'Pick a store.' });
  });

  it('a refusal without field errors, or a failure that is not the server’s, is the form’s message', () => {
    expect(serverErrors(refused())).toEqual({ '': 'Check the highlighted fields.' });
    expect(serverErrors(refused({}))).toEqual({ '': 'Check the highlighted fields.' });
    expect(serverErrors(new Error('You appear to be offline.'))).toEqual({ '': 'You appear to be offline.' });
  });
});
