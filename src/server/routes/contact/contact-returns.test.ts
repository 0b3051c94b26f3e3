import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createContactTestApp, sampleFile, type ContactTestApp } from './contact-test-kit';

/**
 * Returns requests (part 2 §4: only for finished orders; §5: an order, a product of it, a message and
 * at least one image, each the sender's own upload).
 */
let k: ContactTestApp;
beforeAll(async () => {
  k = await createContactTestApp();
});
afterAll(() => k.close());
beforeEach(() => k.resetLimits());

async function returnsCase() {
  const me = await k.shopper();
  const order = await k.order(me.user.id, 'finished', [k.flower.id, k.gummies.id]);
  const photo = (await k.upload(sampleFile('jpeg', 'image/jpeg', 'broken-jar.jpg'), me.auth)).body;
  const body = { section: 'returns', order_id: order.id, product_id: k.gummies.id, message: 'The jar arrived cracked.', images: [photo.link] };
  return { ...me, order, photo, body };
}

describe('a returns request', () => {
  test('for a finished order of the sender, a product of it and an own image is stored with the product and the links', async () => {
    const { user, auth, order, photo, body } = await returnsCase();
    const response = await k.contact(body, auth);
    expect(response.status).toBe(200);
    const row = await k.requestRow(response.body.mc_response.id);
    expect(row).toMatchObject({
      userId: user.id,
      orderId: order.id,
      storeId: k.store.id,
      productId: k.gummies.id,
      productName: 'Citrus Gummies',
      productInfo: { category: 'edibles', subcategory: 'Gummies', bt_batch: k.gummies.batchInventoryId },
      images: [photo.link],
    });
    const [support] = await k.outboxTo('support+main@apotheca.test');
    expect(support!.subject).toContain(`Returns (order #${order.id})`);
    expect(support!.body).toContain(`http://localhost${photo.link}`);
    expect(support!.body).toContain('broken-jar.jpg');
  });

  test.each(['submitted', 'fulfilled', 'cancelled', 'rejected'] as const)('for a %s order answers 400 on order_id', async (status) => {
    const { user, auth, body } = await returnsCase();
    const order = await k.order(user.id, status, [k.gummies.id]);
    const response = await k.contact({ ...body, order_id: order.id }, auth);
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ order_id: ['Returns are only for finished orders.'] });
  });

  test("for another user's finished order answers 404", async () => {
    const { body } = await returnsCase();
    const other = await k.shopper();
    const withOwnImage = (await k.upload(sampleFile('png', 'image/png'), other.auth)).body;
    expect((await k.contact({ ...body, images: [withOwnImage.link] }, other.auth)).status).toBe(404);
  });

  test('for a product that is not a line of the order answers 400 on product_id', async () => {
    const { auth, body } = await returnsCase();
    const response = await k.contact({ ...body, product_id: k.otherStore.id + 10_000 }, auth);
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ product_id: ['Choose a product from this order.'] });
  });

  test("without an image, with another user's upload or with a made-up link answers 400 on images", async () => {
    const { auth, body } = await returnsCase();
    expect((await k.contact({ ...body, images: [] }, auth)).body.fields).toEqual({ images: ['Add at least one image.'] });
    const stranger = await k.shopper();
    const theirs = (await k.upload(sampleFile('jpeg', 'image/jpeg'), stranger.auth)).body;
    for (const images of [[theirs.link], ['/api/uploads/0123456789abcdef0123456789abcdef'], ['https://evil.example/x.jpg']]) {
      const response = await k.contact({ ...body, images }, auth);
      expect(response.status, images[0]).toBe(400);
      expect(response.body.fields).toEqual({ images: ['Upload your images again.'] });
    }
  });

  test('a video counts as one of the images (part 2 §3: videos are told by their type)', async () => {
    const { auth, body } = await returnsCase();
    const clip = (await k.upload(sampleFile('mp4', 'video/mp4', 'unboxing.mp4'), auth)).body;
    expect(clip.type).toBe('video/mp4');
    expect((await k.contact({ ...body, images: [clip.link] }, auth)).status).toBe(200);
  });
});
