import { describe, expect, test } from 'vitest';
import { ApiProblem } from '@/server/http/errors';
import { CARD_RENDERS_WAITING, productCardPng } from './product-card-renderer';

/**
 * Share cards under a crawler burst (issue 22): renders run one at a time and only a few wait, so a
 * burst of different cards is answered 503 with Retry-After past that instead of holding the API.
 */
describe('share card renders', () => {
  test('past one render and its waiting line, a card is refused at once as busy (503 with a retry time), not queued', async () => {
    const asked = Array.from({ length: CARD_RENDERS_WAITING + 4 }, (_, index) =>
      productCardPng({ category: 'edibles', strain: 'indica', brand: 'Burst', name: `Card ${index} ${Date.now()}` }).then(
        (png) => ({ png }),
        (error: unknown) => ({ error }),
      ),
    );
    const answers = await Promise.all(asked);
    const drawn = answers.filter((answer) => 'png' in answer);
    const refused = answers.flatMap((answer) => ('error' in answer ? [answer.error] : []));
    expect(drawn).toHaveLength(1 + CARD_RENDERS_WAITING);
    expect(refused).toHaveLength(3);
    for (const error of refused) {
      expect(error).toBeInstanceOf(ApiProblem);
      expect((error as ApiProblem).status).toBe(503);
      expect((error as ApiProblem).body.retry_after_seconds).toBeGreaterThan(0);
    }
  });
});
