import { onlineManager } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { contentDocumentQueryOptions } from '@/web/data/content-queries';
import { createTestQueryClient } from '@/web/testing/render';
import { CONTENT_OFFLINE } from '../components/content-error';
import { makePage, renderContent } from '../test-fixtures';
import { ContentPage } from './content-page';

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** fetch with no network: it rejects, which the API client reports as kind 'network'. */
const noNetwork = async (): Promise<Response> => {
  throw new TypeError('Failed to fetch');
};

describe('<ContentPage /> (legal and brand pages)', () => {

  it('shows the page title as the one h1, and its body', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(contentDocumentQueryOptions('page', 'hipaa').queryKey, makePage('hipaa', { title: 'HIPAA Notice of Privacy Practices' }));
    await renderContent(<ContentPage uid="hipaa" />, { queryClient });
    expect(await screen.findByRole('heading', { level: 1, name: 'HIPAA Notice of Privacy Practices' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Body of hipaa')).toBeTruthy();
  });

  it('shows the not-found page when the document does not exist (a 404 is not an outage)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(404, { error: 'Content not found.' })));
    await renderContent(<ContentPage uid="no-such-page" />);
    expect(await screen.findByText('Not found page')).toBeTruthy();
  });

  it('offers a retry when the content service fails, and shows the page once it answers', async () => {
    const fetchMock = vi.fn(async () => answer(500, { error: 'The content service is having a moment.' }));
    vi.stubGlobal('fetch', fetchMock);
    await renderContent(<ContentPage uid="privacy-policy" />);
    expect((await screen.findByRole('alert')).textContent).toContain('The content service is having a moment.');
    fetchMock.mockImplementation(async () => answer(200, makePage('privacy-policy', { title: 'Privacy Policy' })));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
  });

  it('offline with nothing kept: says the page needs a connection, and shows it once back online (README: What the device keeps)', async () => {
    const fetchMock = vi.fn(noNetwork);
    vi.stubGlobal('fetch', fetchMock);
    await renderContent(<ContentPage uid="privacy-policy" />);
    expect((await screen.findByRole('heading', { level: 1, name: CONTENT_OFFLINE.title })).closest('[role=status]')).not.toBeNull();
    expect(screen.getByText(CONTENT_OFFLINE.text)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    fetchMock.mockImplementation(async () => answer(200, makePage('privacy-policy', { title: 'Privacy Policy' })));
    act(() => {
      onlineManager.setOnline(false);
      onlineManager.setOnline(true);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
  });

  it('offline with the page kept: it stays on screen when its refresh fails (README: What the device keeps)', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(contentDocumentQueryOptions('page', 'hipaa').queryKey, makePage('hipaa', { title: 'HIPAA Notice of Privacy Practices' }));
    vi.stubGlobal('fetch', vi.fn(noNetwork));
    await renderContent(<ContentPage uid="hipaa" />, { queryClient });
    await act(() => queryClient.refetchQueries({ queryKey: contentDocumentQueryOptions('page', 'hipaa').queryKey }));
    expect(queryClient.getQueryState(contentDocumentQueryOptions('page', 'hipaa').queryKey)?.status).toBe('error');
    expect(screen.getByRole('heading', { level: 1, name: 'HIPAA Notice of Privacy Practices' })).toBeTruthy();
    expect(screen.queryByText(CONTENT_OFFLINE.title)).toBeNull();
  });
});
