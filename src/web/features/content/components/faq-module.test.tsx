import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestQueryClient } from '@/web/testing/render';
import { makeStore } from '@/web/testing/store-fixtures';
import { faqsQueryOptions } from '../api/content-lists';
import { list, makeFaq, renderContent } from '../test-fixtures';
import { FaqModule } from './faq-module';

const faqs = [
  makeFaq('limits', 'Cannabis 101', 1, 'How much can I buy?'),
  makeFaq('pickup', 'Online Ordering', 1, 'How does pickup work?'),
  makeFaq('cancel', 'Online Ordering', 2, 'Can I cancel an order?'),
  makeFaq('other', 'Other Questions', 1, 'Do you hire?'),
];

async function renderModule(state = 'NY') {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(faqsQueryOptions().queryKey, list(faqs));
  return renderContent(
    <>
      <p>Page body</p>
      <FaqModule />
    </>,
    { queryClient, store: makeStore({ state }) },
  );
}

describe('<FaqModule /> (part 1 §2)', () => {
  afterEach(cleanup);

  it('shows a tab per non-empty category and opens on Online Ordering', async () => {
    await renderModule();
    const tabs = within(await screen.findByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Cannabis 101', 'Online Ordering', 'Other Questions']);
    expect(screen.getByRole('tab', { name: 'Online Ordering' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'How does pickup work?' })).toBeTruthy();
  });

  it('opens a question to its answer', async () => {
    await renderModule();
    const question = await screen.findByRole('button', { name: 'Can I cancel an order?' });
    expect(question.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Answer to cancel.')).toBeTruthy();
  });

  it("links 'View all FAQs' to /faq", async () => {
    await renderModule();
    expect((await screen.findByRole('link', { name: 'View all FAQs' })).getAttribute('href')).toBe('/faq');
  });

  it('is hidden in OH', async () => {
    await renderModule('OH');
    await screen.findByText('Page body');
    expect(screen.queryByRole('heading', { name: 'Frequently Asked Questions' })).toBeNull();
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
