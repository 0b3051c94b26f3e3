import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { educationPostsQueryOptions, newsArticlesQueryOptions } from '../api/content-lists';
import { CONTENT_OFFLINE } from '../components/content-error';
import { list, makeNews, makePost, renderContent } from '../test-fixtures';
import { LearnArticleScreen } from './learn-article-page';
import { NewsArticleScreen } from './news-article-page';
import { createTestQueryClient } from '@/web/testing/render';

const day = (n: number) => `2025-03-${String(n).padStart(2, '0')}T00:00:00.000Z`;

describe('a Learn article (part 1 §2 /learn/{id})', () => {
  const posts = [1, 2, 3, 4, 5].map((n) => makePost(`post-${n}`, day(n)));
  const current = makePost('post-5', day(5), { external_link: 'https://journal.example/terpenes', title: 'Terpenes 101' }, ['master', 'science']);

  async function renderArticle() {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(educationPostsQueryOptions().queryKey, list(posts));
    return renderContent(<LearnArticleScreen post={current} />, { queryClient });
  }

  it('shows title, date, tags without master, and the external link button', async () => {
    await renderArticle();
    expect(await screen.findByRole('heading', { level: 1, name: 'Terpenes 101' })).toBeTruthy();
    expect(screen.getByText('Mar 5, 2025').tagName).toBe('TIME');
    const tags = within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(['science']);
    const external = screen.getByRole('link', { name: /Read the Full Article/ });
    expect(external.getAttribute('href')).toBe('https://journal.example/terpenes');
    expect(external.getAttribute('target')).toBe('_blank');
  });

  it("'View Other Articles' links the 3 newest other articles", async () => {
    await renderArticle();
    const section = await screen.findByRole('region', { name: 'View Other Articles' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/learn/post-4', '/learn/post-3', '/learn/post-2']);
  });

  it('offline: the other articles kept from the last visit stay when their refresh fails (README: What the device keeps)', async () => {
    const { queryClient } = await renderArticle();
    await screen.findByRole('region', { name: 'View Other Articles' });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await act(() => queryClient.refetchQueries({ queryKey: educationPostsQueryOptions().queryKey }));
    expect(queryClient.getQueryState(educationPostsQueryOptions().queryKey)?.status).toBe('error');
    expect(within(screen.getByRole('region', { name: 'View Other Articles' })).getAllByRole('link')).toHaveLength(3);
    expect(screen.queryByText(CONTENT_OFFLINE.part('more articles'))).toBeNull();
  });
});

describe('a news article (part 1 §2 /news/{id})', () => {
  
  it("'You May Also Like' lists up to 3 articles sharing a tag, newest first, not itself", async () => {
    const current = makeNews('garden', day(9), ['community', 'stores'], { title: 'We planted a garden', source: 'The Ledger' });
    const articles = [
      current,
      makeNews('solar', day(8), ['sustainability']),
      makeNews('delivery', day(7), ['stores']),
      makeNews('clinic', day(6), ['community']),
      makeNews('training', day(5), ['community']),
      makeNews('recycling', day(4), ['stores']),
    ];
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(newsArticlesQueryOptions().queryKey, list(articles));
    await renderContent(<NewsArticleScreen article={current} />, { queryClient });
    expect(await screen.findByRole('heading', { level: 1, name: 'We planted a garden' })).toBeTruthy();
    expect(screen.getByText('The Ledger')).toBeTruthy();
    const section = screen.getByRole('region', { name: 'You May Also Like' });
    expect(within(section).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/news/delivery', '/news/clinic', '/news/training']);
  });

  it('leaves the section out when nothing is related', async () => {
    const current = makeNews('alone', day(9), ['unique']);
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(newsArticlesQueryOptions().queryKey, list([current, makeNews('other', day(8), ['else'])]));
    await renderContent(<NewsArticleScreen article={current} />, { queryClient });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'You May Also Like' })).toBeNull();
  });
});
