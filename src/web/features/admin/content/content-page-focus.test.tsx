import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminContentDocument } from '@/api/admin-content';
import { fakeApi } from '@/web/testing/fake-api';
import { renderWithRouter } from '@/web/testing/render';
import { ConsoleProvider } from '../frame/console-context';
import { consoleUser, managerMe, operatorMe } from '../test-fixtures';
import { ContentPage } from './content-page';

const LONG_WORD = 'Sale'.repeat(40);
const banner: AdminContentDocument = {
  id: 9,
  type: 'special_message',
  uid: 'old-sale',
  tags: [],
  published_on: null,
  state: 'draft',
  data: { message: 'Old sale', link: null, carousel_auto_play_increment: 5, text_color: '#ffffff', background_color: '#1f5130', gradient: null, audience: { states: [], usage_types: [], store_ids: [] } },
  updated_at: '2026-11-27T10:00:00.000Z',
};

async function renderContent(documents: AdminContentDocument[] = [banner], me = operatorMe()) {
  fakeApi(() => ({ body: { data: documents, rows: documents.length, total_rows: documents.length } }));
  await renderWithRouter(
    <ConsoleProvider me={me}>
      <ContentPage />
    </ConsoleProvider>,
    { path: '/admin/content', user: consoleUser() },
  );
}

const labelOf = (input: HTMLElement) => (input as HTMLInputElement).labels?.[0]?.textContent ?? '';

describe('the content editor by keyboard and with long words (README "Content in the console")', () => {
  it('New opens the editor with focus on its heading, named for one document, and closing it returns focus to New', async () => {
    await renderContent();
    await userEvent.click(await screen.findByRole('button', { name: 'New banner' }));
    const heading = screen.getByRole('heading', { level: 2, name: 'New banner' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await userEvent.click(screen.getByRole('button', { name: 'Close the editor' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'New banner' })));
  });

  it("Edit opens the editor with focus on its heading, and closing it returns focus to that row's Edit button", async () => {
    await renderContent();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Old sale' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Old sale' })));
    await userEvent.click(screen.getByRole('button', { name: 'Close the editor' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Old sale' })));
  });

  it('wraps a message of one long word in the heading and the preview instead of widening the page', async () => {
    await renderContent([{ ...banner, data: { ...banner.data, message: LONG_WORD } }]);
    await userEvent.click(await screen.findByRole('button', { name: `Edit ${LONG_WORD}` }));
    expect(screen.getByRole('heading', { level: 2, name: LONG_WORD }).className).toMatch(/anywhere/);
    expect(screen.getByTestId('content-preview').className).toMatch(/anywhere/);
  });

  it("marks a banner's message required with the same marker as its address", async () => {
    await renderContent();
    await userEvent.click(await screen.findByRole('button', { name: 'New banner' }));
    const form = screen.getByRole('form', { name: 'Banners: new' });
    const marker = labelOf(within(form).getByLabelText(/^Address \(uid\)/)).replace('Address (uid)', '');
    expect(marker).not.toBe('');
    expect(labelOf(within(form).getByLabelText(/^Message/))).toBe(`Message${marker}`);
    expect(labelOf(within(form).getByLabelText(/^Link/))).toBe('Link');
  });

  it("keeps the page's heading above the notice a store manager sees", async () => {
    await renderContent([], managerMe());
    expect(await screen.findByText('Only operators can edit content.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Content' })).toBeTruthy();
  });
});
