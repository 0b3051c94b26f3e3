import { describe, expect, it } from 'vitest';
import { isPrivatePage } from './crawl-rules';

describe('pages kept out of search (issue 22)', () => {
  it.each(['/account', '/account/loyalty', '/cart', '/orders', '/order/12', '/admin/stores', '/kiosk/setup', '/login', '/register/verify-email', '/med-card/new'])(
    '%s is private',
    (path) => expect(isPrivatePage(path)).toBe(true),
  );

  it.each(['/', '/product/12', '/store/old-town', '/products/flower', '/learn/terpenes', '/news/1', '/locations', '/ordering-guide', '/cartography'])(
    '%s is public',
    (path) => expect(isPrivatePage(path)).toBe(false),
  );
});
