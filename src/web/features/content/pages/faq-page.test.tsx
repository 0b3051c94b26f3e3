import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { contentDocumentQueryOptions } from '@/web/data/content-queries';
import { createTestQueryClient } from '@/web/testing/render';
import { makeStore } from '@/web/testing/store-fixtures';
import { faqsQueryOptions } from '../api/content-lists';
import { FAQ_PAGE_UID } from '../loaders';
import { list, makeFaq, renderContent } from '../test-fixtures';
import { FaqPage } from './faq-page';

async function renderFaq(state: string) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(faqsQueryOptions().queryKey, list([makeFaq('pickup', 'Online Ordering', 1), makeFaq('limits', 'Cannabis 101', 1), makeFaq('id', 'Cannabis 101', 2)]));
  queryClient.setQueryData(contentDocumentQueryOptions('faq_page', FAQ_PAGE_UID).queryKey, {
    id: 1,
    type: 'faq_page',
    uid: FAQ_PAGE_UID,
    tags: [],
    published_on: '2025-01-01T00:00:00.000Z',
    data: { title: 'Questions, answered', intro: 'Everything about shopping with us.', hero_image: null },
  });
  return renderContent(<FaqPage />, { queryClient, store: makeStore({ state }) });
}

describe('/faq (part 1 §2 "FAQ page: header plus FAQ list; shows the 404 page for state OH")', () => {
  afterEach(cleanup);

  it('shows the header, then the questions under their categories in the spec order', async () => {
    await renderFaq('NY');
    expect(await screen.findByRole('heading', { level: 1, name: 'Questions, answered' })).toBeTruthy();
    expect(screen.getByText('Everything about shopping with us.')).toBeTruthy();
    const categories = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(categories).toEqual(['Cannabis 101', 'Online Ordering']);
    const cannabis101 = screen.getByRole('region', { name: 'Cannabis 101' });
    expect(within(cannabis101).getAllByRole('button').map((button) => button.textContent)).toEqual(['Question limits?', 'Question id?']);
  });

  it('is the not-found page in OH', async () => {
    await renderFaq('OH');
    expect(await screen.findByText('Not found page')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Questions, answered' })).toBeNull();
  });
});
