import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { showsFaq } from '@/domain/store-state';
import { useStartup } from '@/web/shared/startup/use-startup';
import { AppLink } from '@/web/ui/app-link';
import { button } from '@/web/ui/button';
import { LoadingRegion, Skeleton } from '@/web/ui/skeleton';
import { Tabs } from '@/web/ui/tabs';
import { faqsQueryOptions } from '../api/content-lists';
import { categoryId, defaultFaqTab, groupFaqs } from '../faq-groups';
import { sectionTitle } from '../styles';
import { QuestionAccordion } from './accordion';
import { InlineError } from './content-error';

export interface FaqModuleProps {
  title?: string;
  /** Unique per page, for the heading's id. */
  id?: string;
}

/**
 * The FAQ module for other pages (part 1 §2): one tab per non-empty category, opening on Online
 * Ordering; questions open to their answers; 'View all FAQs' goes to /faq. Hidden in OH, where
 * there is no FAQ page.
 */
export function FaqModule({ title = 'Frequently Asked Questions', id = 'faq-module' }: FaqModuleProps) {
  const { storeContext } = useStartup();
  const query = useQuery({ ...faqsQueryOptions(), enabled: showsFaq(storeContext) });
  if (!showsFaq(storeContext)) return null;

  const groups = query.data ? groupFaqs(query.data.data) : [];
  if (query.isSuccess && groups.length === 0) return null;
  const headingId = `${id}-title`;
  return (
    <section aria-labelledby={headingId} className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: '3' })}>
        <h2 id={headingId} className={sectionTitle}>
          {title}
        </h2>
        <AppLink to="/faq" className={button({ variant: 'link' })}>
          View all FAQs
        </AppLink>
      </div>
      {query.isPending && (
        <LoadingRegion label="Loading questions" className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <Skeleton height="2.75rem" width="70%" />
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height="3rem" />
          ))}
        </LoadingRegion>
      )}
      {query.isError && !query.data && <InlineError what="the questions" error={query.error} onRetry={() => void query.refetch()} />}
      {groups.length > 0 && (
        <Tabs.Root defaultValue={categoryId(defaultFaqTab(groups) ?? groups[0]!.category)}>
          <Tabs.List aria-label="Question categories">
            {groups.map((group) => (
              <Tabs.Trigger key={group.category} value={categoryId(group.category)}>
                {group.category}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {groups.map((group) => (
            <Tabs.Content key={group.category} value={categoryId(group.category)}>
              <QuestionAccordion items={group.items.map((faq) => ({ id: faq.uid, question: faq.data.question, answer: faq.data.answer }))} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </section>
  );
}
