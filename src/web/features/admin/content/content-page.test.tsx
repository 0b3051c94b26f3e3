import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminContentDocument } from '@/api/admin-content';
import { ADMIN_CONTENT_MESSAGES } from '@/api/admin-content';
import { fakeApi } from '@/web/testing/fake-api';
import { renderWithRouter } from '@/web/testing/render';
import { ConsoleProvider } from '../frame/console-context';
import { consoleUser, managerMe, operatorMe } from '../test-fixtures';
import { ContentPage } from './content-page';
import { findDialogReady } from '@/web/testing/dialogs';

const EMPTY = { data: [], rows: 0, total_rows: 0 };

function saved(body: { uid: string; data: Record<string, unknown> }, state: AdminContentDocument['state'] = 'published'): AdminContentDocument {
  return { id: 9, type: 'special_message', uid: body.uid, tags: [], published_on: state === 'draft' ? null : '2026-11-27T10:00:00.000Z', state, data: body.data, updated_at: '2026-11-27T10:00:00.000Z' };
}

async function renderContent(respond: Parameters<typeof fakeApi>[0], me = operatorMe()) {
  const api = fakeApi(respond);
  await renderWithRouter(
    <ConsoleProvider me={me}>
      <ContentPage />
    </ConsoleProvider>,
    { path: '/admin/content', user: consoleUser() },
  );
  return api;
}

/** Picks a content type in the page's Type select (the design system's combobox). */
async function pickType(label: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: 'Type' }));
  await userEvent.click(await screen.findByRole('option', { name: label }));
}

/** Opens a new FAQ question and types its question. */
async function newQuestion() {
  await pickType('FAQ questions');
  await userEvent.click(screen.getByRole('button', { name: 'New FAQ question' }));
  const form = screen.getByRole('form', { name: 'FAQ questions: new' });
  await userEvent.type(within(form).getByLabelText(/Address \(uid\)/), 'delivery');
  await userEvent.type(within(form).getByLabelText('Question'), 'Do you deliver?');
  return form;
}

/** Fills a new banner's address and message. */
async function newBanner(message: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'New banner' }));
  const form = screen.getByRole('form', { name: 'Banners: new' });
  await userEvent.type(within(form).getByLabelText(/Address \(uid\)/), 'winter-sale');
  await userEvent.type(within(form).getByLabelText(/^Message/), message);
  return form;
}

describe('the content editor (README "Content in the console")', () => {
  it('previews a banner in the storefront’s own banner strip as it is typed, and Publish now sends it with the server deciding the moment', async () => {
    const api = await renderContent((path, body) => (path.startsWith('/admin/content?') || path === '/admin/content' && !body ? { body: EMPTY } : { status: 201, body: saved(body as never) }));
    const form = await newBanner('Winter sale: 20% off');
    const preview = screen.getByTestId('content-preview');
    expect(within(preview).getByTestId('banner-carousel').textContent).toContain('Winter sale: 20% off');
    await userEvent.clear(within(form).getByLabelText('Background color'));
    await userEvent.type(within(form).getByLabelText('Background color'), '#1f5130');
    await waitFor(() => expect((within(preview).getByTestId('banner-carousel') as HTMLElement).style.background).toContain('rgb(31, 81, 48)'));

    await userEvent.click(within(form).getByRole('button', { name: 'Publish now' }));
    expect(await within(form).findByText(ADMIN_CONTENT_MESSAGES.published)).toBeTruthy();
    const post = api.calls.find((call) => call.method === 'POST')!;
    expect(post.body).toMatchObject({ type: 'special_message', uid: 'winter-sale', published_on: 'now', data: { message: 'Winter sale: 20% off', background_color: '#1f5130' } });
    expect(within(form).getByText('Published')).toBeTruthy();
  });

  it('the server’s field errors inside data land beside their own field, and what was typed stays', async () => {
    await renderContent((_path, body) =>
      body ? { status: 400, body: { error: 'Check the highlighted fields.', fields: { 'data.text_color': ['Use a colour like #ffffff.'] } } } : { body: EMPTY },
    );
    const form = await newBanner('Kept message');
    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    const textColour = await within(form).findByLabelText('Text color');
    await waitFor(() => expect(textColour.getAttribute('aria-invalid')).toBe('true'));
    expect(within(textColour.closest('[data-part=root]') as HTMLElement).getByText('Use a colour like #ffffff.')).toBeTruthy();
    expect((within(form).getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe('Kept message');
  });

  it('a uid that is not an address is refused before anything is sent', async () => {
    const api = await renderContent(() => ({ body: EMPTY }));
    await userEvent.click(await screen.findByRole('button', { name: 'New banner' }));
    const form = screen.getByRole('form', { name: 'Banners: new' });
    await userEvent.type(within(form).getByLabelText(/Address \(uid\)/), 'Winter Sale!');
    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await within(form).findByText(ADMIN_CONTENT_MESSAGES.uid)).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('rich-text blocks can be added, reordered and removed, and the preview follows', async () => {
    await renderContent(() => ({ body: EMPTY }));
    const form = await newQuestion();
    await userEvent.click(within(form).getByRole('button', { name: 'Add to answer' }));
    await userEvent.type(within(form).getByLabelText('Text'), 'Second');
    await userEvent.click(within(form).getByRole('button', { name: 'Add to answer' }));
    await userEvent.type(within(form).getAllByLabelText('Text')[1]!, 'First');
    await userEvent.click(within(form).getByRole('button', { name: 'Move Answer 2 up' }));
    const preview = screen.getByTestId('content-preview');
    await waitFor(() => expect(within(preview).getAllByText(/First|Second/).map((node) => node.textContent)).toEqual(['First', 'Second']));
    await userEvent.click(within(form).getByRole('button', { name: 'Remove Answer 1' }));
    await waitFor(() => expect(within(preview).queryByText('First')).toBeNull());
  });

  it('asks before unsaved changes are thrown away: Cancel keeps what was typed, and after a save nothing is asked', async () => {
    await renderContent((_path, body) => (body ? { status: 201, body: saved(body as never, 'draft') } : { body: EMPTY }));
    const form = await newBanner('Half-written banner');
    await userEvent.click(screen.getByRole('button', { name: 'New banner' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((within(form).getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe('Half-written banner');

    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await within(form).findByText(ADMIN_CONTENT_MESSAGES.saved)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'New banner' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect((within(screen.getByRole('form', { name: 'Banners: new' })).getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe('');
  });

  it('Discard changes does what was asked: the type changes and the editor closes', async () => {
    await renderContent(() => ({ body: EMPTY }));
    await newBanner('Never saved');
    await pickType('FAQ questions');
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    // The dialog hides the page from assistive technology while it is open.
    expect(screen.getByRole('combobox', { name: 'Type', hidden: true }).textContent).toContain('Banners');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Banners: new' })).toBeNull());
    expect(screen.getByRole('button', { name: 'New FAQ question' })).toBeTruthy();
  });

  it('Delete asks in a dialog; once deleted it says so and focus goes to New', async () => {
    const banner = saved({ uid: 'old-sale', data: { message: 'Old sale', carousel_auto_play_increment: 5, text_color: '#ffffff', background_color: '#1f5130', gradient: null } });
    const api = await renderContent((path, body) =>
      path === '/admin/content/9' ? { body: banner } : body ? { status: 201, body: saved(body as never) } : { body: { data: [banner], rows: 1, total_rows: 1 } },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Old sale' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete…' }));
    const dialog = await findDialogReady('alertdialog', 'Delete this document?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(ADMIN_CONTENT_MESSAGES.deleted)).toBeTruthy();
    expect(screen.getByText(ADMIN_CONTENT_MESSAGES.deleted).getAttribute('role')).toBe('status');
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'New banner' })));
  });

  it('an emptied required number is refused beside its field with a plain message, before anything is sent', async () => {
    const api = await renderContent((_path, body) => (body ? { status: 201, body: saved(body as never, 'draft') } : { body: EMPTY }));
    const form = await newQuestion();
    await userEvent.clear(within(form).getByLabelText('Position'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    const position = within(form).getByLabelText('Position');
    await waitFor(() => expect(position.getAttribute('aria-invalid')).toBe('true'));
    expect(within(position.closest('[data-part=root]') as HTMLElement).getByText(ADMIN_CONTENT_MESSAGES.required)).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await userEvent.type(position, '3');
    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await within(form).findByText(ADMIN_CONTENT_MESSAGES.saved)).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')!.body).toMatchObject({ data: { position: 3 } });
  });

  it('an emptied optional number is sent as none (null), not as empty text', async () => {
    const api = await renderContent((_path, body) => (body ? { status: 201, body: saved(body as never, 'draft') } : { body: EMPTY }));
    const form = await newBanner('Winter sale');
    const interval = within(form).getByLabelText('Carousel auto play increment');
    await userEvent.type(interval, '8');
    await userEvent.clear(interval);
    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await within(form).findByText(ADMIN_CONTENT_MESSAGES.saved)).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')!.body).toMatchObject({ data: { carousel_auto_play_increment: null } });
  });

  it('an image still uploading lands in its own block when an earlier block is removed meanwhile', async () => {
    const api = await renderContent(() => ({ body: EMPTY }));
    const form = await newQuestion();
    await userEvent.click(within(form).getByRole('button', { name: 'Add to answer' }));
    await userEvent.type(within(form).getByLabelText('Text'), 'Goes away');
    await userEvent.click(within(form).getByRole('button', { name: 'Add to answer' }));
    await userEvent.click(within(form).getByRole('combobox', { name: 'Answer 2: kind' }));
    await userEvent.click(await screen.findByRole('option', { name: 'image' }));

    // The upload's answer waits until the first block is gone.
    let answerUpload!: () => void;
    const uploaded = new Promise<void>((resolve) => (answerUpload = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).endsWith('/admin/content/images')) return api.fetch(input, init);
      await uploaded;
      return new Response(JSON.stringify({ url: 'https://cdn.example/delivery.png' }), { status: 201, headers: { 'content-type': 'application/json' } });
    });
    await userEvent.upload(within(form).getByLabelText('Upload an image'), new File(['png'], 'delivery.png', { type: 'image/png' }));
    expect(await within(form).findByText('Uploading…')).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: 'Remove Answer 1' }));
    answerUpload();

    await waitFor(() => expect((within(form).getByLabelText('Image address') as HTMLInputElement).value).toBe('https://cdn.example/delivery.png'));
    expect(within(form).getByText('Answer (1)')).toBeTruthy();
    expect(within(form).queryByDisplayValue('Goes away')).toBeNull();
  });

  it('a store manager is told content is for operators', async () => {
    await renderContent(() => ({ body: EMPTY }), managerMe());
    expect(await screen.findByText('Only operators can edit content.')).toBeTruthy();
  });
});
