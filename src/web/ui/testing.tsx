/**
 * Test-only. The web test harness lives in src/web/testing; this name stays for the cart outbox test
 * (features/cart/api/cart-outbox.test.ts) until the outbox rewrite moves it there.
 */
export { createTestQueryClient } from '@/web/testing/render';
