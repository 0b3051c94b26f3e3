import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { SINGLE_SEGMENT_APP_PAGES } from './app-pages';

// A page the app has must never answer 404 to a plain GET (issue 22): the server's list of the app's
// single-segment pages is the route files' own.
describe("the server knows every page the app shows at one path segment", () => {
  test('the list equals the route files whose further segments are optional or an index', () => {
    const routes = readdirSync(path.resolve(__dirname, '../../../web/routes')).filter((file) => file.endsWith('.tsx'));
    const single = routes
      .map((file) => file.replace(/\.tsx$/, '').split('.'))
      .filter(([first, ...rest]) => first !== undefined && !first.startsWith('$') && !first.startsWith('__') && first !== 'index' && rest.every((part) => part === 'index' || /^\{-\$\w+\}$/.test(part)))
      .map(([first]) => first);
    expect([...SINGLE_SEGMENT_APP_PAGES].sort()).toEqual([...new Set(single)].sort());
  });
});
