import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_CATALOG_MESSAGES, type AdminItem } from '@/api/admin-catalog';
import { fakeApi } from '@/web/testing/fake-api';
import { renderWithRouter } from '@/web/testing/render';
import { consoleUser, makeAdminItem, PHOENIX } from '../test-fixtures';
import { ItemDrawer } from './item-drawer';

const ITEM = makeAdminItem();
const ITEM_PATH = `/admin/items/${ITEM.id}`;
const IMAGES_PATH = `${ITEM_PATH}/images`;
const FIRST = '/api/product-images/product-11111111111111111111111111111111';
const SECOND = '/api/product-images/product-22222222222222222222222222222222';

/**
 * The drawer of `item`, against a server that keeps the item's images: a PATCH of them changes
 * them, and `upload` answers an upload (a 2xx answer is the item after, kept too).
 */
async function openDrawer(item: AdminItem, upload?: (item: AdminItem) => { status: number; body: unknown }) {
  let kept = item;
  const api = fakeApi({
    [ITEM_PATH]: (body) => {
      const images = (body as Partial<AdminItem> | undefined)?.images;
      if (images) kept = { ...kept, images };
      return { body: kept };
    },
    [IMAGES_PATH]: () => {
      const answer = upload?.(kept) ?? { status: 500, body: { error: 'No upload expected.' } };
      if (answer.status < 300) kept = answer.body as AdminItem;
      return answer;
    },
  });
  await renderWithRouter(<ItemDrawer storeId={PHOENIX.id} itemId={item.id} usageType="recreational" onClose={() => undefined} />, { path: '/admin/catalog', user: consoleUser() });
  const form = await screen.findByRole('form', { name: 'Edit item' });
  const images = screen.getByRole('region', { name: 'Images' });
  return { api, form, images, addImage: within(images).getByLabelText('Add image') };
}

const png = (name: string, bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
/** The element that describes `input` (its error text), by aria-describedby. */
const describedBy = (input: HTMLElement) => (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '');

describe('the item drawer: images (README "The operator console"; part 1 §3 image_urls)', () => {
  it('an added image is uploaded as a form with its file and shown with its alt text, and the price typed but not saved stays', async () => {
    const { api, form, images, addImage } = await openDrawer(ITEM, (item) => ({ status: 201, body: { ...item, images: [FIRST] } }));
    const price = within(form).getByLabelText('Adult Use price ($)');
    await userEvent.clear(price);
    await userEvent.type(price, '39.99');
    expect(addImage.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp,image/gif');
    await userEvent.upload(addImage, png('jar.png'));
    expect(await within(images).findByRole('img', { name: `${ITEM.name}, image 1 of 1 (main image)` })).toBeTruthy();
    expect(within(images).getByRole('status').textContent).toBe('jar.png added.');
    const upload = api.callsTo(IMAGES_PATH)[0]!;
    expect(upload.method).toBe('POST');
    expect((upload.body as { file: File }).file.name).toBe('jar.png');
    expect((price as HTMLInputElement).value).toBe('39.99');
  });

  it('says the upload is under way until the server answers', async () => {
    const { api, images, addImage } = await openDrawer(ITEM, (item) => ({ status: 201, body: { ...item, images: [FIRST] } }));
    let answer!: (response: Response) => void;
    api.fetch.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    await userEvent.upload(addImage, png('jar.png'));
    expect((await within(images).findByRole('status')).textContent).toContain('Uploading jar.png…');
    expect(images.getAttribute('aria-busy')).toBe('true');
    answer(new Response(JSON.stringify({ ...ITEM, images: [FIRST] }), { status: 201, headers: { 'content-type': 'application/json' } }));
    expect(await within(images).findByText('jar.png added.')).toBeTruthy();
    expect(images.getAttribute('aria-busy')).toBeNull();
  });

  it('a file too large or of another type is refused beside the control in the server\'s words, before anything is sent', async () => {
    const { api, addImage } = await openDrawer(ITEM);
    await userEvent.upload(addImage, png('huge.png', 5_242_881));
    expect(addImage.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(addImage)).toContain(ADMIN_CATALOG_MESSAGES.imageTooLarge);
    await userEvent.setup({ applyAccept: false }).upload(addImage, new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }));
    expect(describedBy(addImage)).toContain(ADMIN_CATALOG_MESSAGES.imageType);
    expect(api.callsTo(IMAGES_PATH)).toHaveLength(0);
  });

  it("the server's refusal of a file shows beside the control", async () => {
    const { addImage } = await openDrawer(ITEM, () => ({ status: 415, body: { error: ADMIN_CATALOG_MESSAGES.imageType } }));
    await userEvent.upload(addImage, png('renamed.png'));
    expect((await screen.findByRole('alert')).textContent).toBe(ADMIN_CATALOG_MESSAGES.imageType);
    expect(describedBy(addImage)).toContain(ADMIN_CATALOG_MESSAGES.imageType);
  });

  it('another image is made the main one, or removed, by saving the list in its new order', async () => {
    const { api, images } = await openDrawer(makeAdminItem({ images: [FIRST, SECOND] }));
    expect(within(images).getByRole('img', { name: `${ITEM.name}, image 1 of 2 (main image)` }).getAttribute('src')).toBe(FIRST);
    await userEvent.click(within(images).getByRole('button', { name: 'Make image 2 the main image' }));
    expect(await within(images).findByText('Image 2 is the main image now.')).toBeTruthy();
    expect(within(images).getByRole('img', { name: `${ITEM.name}, image 1 of 2 (main image)` }).getAttribute('src')).toBe(SECOND);
    await userEvent.click(within(images).getByRole('button', { name: 'Remove image 2' }));
    expect(await within(images).findByText('Image 2 removed.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([{ images: [SECOND, FIRST] }, { images: [SECOND] }]);
  });
});

describe('the item drawer: price in dollars and cents', () => {
  it('a price with a fraction of a cent is refused beside the price, not rounded and saved', async () => {
    const { api, form } = await openDrawer(ITEM);
    const price = within(form).getByLabelText('Adult Use price ($)');
    await userEvent.clear(price);
    await userEvent.type(price, '12.345');
    await userEvent.click(within(form).getByRole('button', { name: 'Save item' }));
    expect(await within(form).findByText(ADMIN_CATALOG_MESSAGES.price)).toBeTruthy();
    expect(describedBy(price)).toContain(ADMIN_CATALOG_MESSAGES.price);
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);
  });
});

describe('the item drawer: tags', () => {
  it('tags typed as words are saved as the slugs the import makes of them (one rule, src/domain/catalog-edits.ts)', async () => {
    const { api, form } = await openDrawer(ITEM);
    const tags = within(form).getByLabelText('Tags');
    await userEvent.clear(tags);
    await userEvent.type(tags, 'Top Shelf, staff-picks');
    await userEvent.click(within(form).getByRole('button', { name: 'Save item' }));
    expect(await within(form).findByText('Saved')).toBeTruthy();
    expect((api.calls.find((call) => call.method === 'PATCH')!.body as { tags: string[] }).tags).toEqual(['top-shelf', 'staff-picks']);
  });
});

describe('the item drawer: potency (part 1 §3 potency)', () => {
  it('the unit, THC and CBD are saved; an emptied value is sent as not stated', async () => {
    const { api, form } = await openDrawer(ITEM);
    await userEvent.click(within(form).getByRole('radio', { name: 'Milligrams (mg)' }));
    const thc = within(form).getByLabelText('THC (mg)');
    await userEvent.clear(thc);
    await userEvent.type(thc, '100');
    await userEvent.clear(within(form).getByLabelText('CBD (mg)'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save item' }));
    expect(await within(form).findByText('Saved')).toBeTruthy();
    expect((api.calls.find((call) => call.method === 'PATCH')!.body as { potency: object }).potency).toEqual({ unit: 'mg', thc: 100, cbd: null });
  });

  it('a value the schema refuses is shown beside its own field, nothing is sent, and what was typed stays', async () => {
    const { api, form } = await openDrawer(ITEM);
    const cbd = within(form).getByLabelText('CBD (%)');
    await userEvent.clear(cbd);
    await userEvent.type(cbd, '-2');
    await userEvent.click(within(form).getByRole('button', { name: 'Save item' }));
    expect(await within(form).findByText(ADMIN_CATALOG_MESSAGES.potency)).toBeTruthy();
    expect(cbd.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(cbd)).toContain(ADMIN_CATALOG_MESSAGES.potency);
    expect(within(form).getByLabelText('THC (%)').getAttribute('aria-invalid')).toBeNull();
    expect((cbd as HTMLInputElement).value).toBe('-2');
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);
  });
});
