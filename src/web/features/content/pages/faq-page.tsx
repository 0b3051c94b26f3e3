import { useQuery } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { css, cx } from 'styled-system/css';
import { showsFaq } from '@/domain/store-state';
import { contentDocumentQueryOptions } from '@/web/data/content-queries';
import { useStartup } from '@/web/shared/startup/use-startup';
import { faqsQueryOptions } from '../api/content-lists';
import { QuestionAccordion } from '../components/accordion';
import { ContentError } from '../components/content-error';
import { ContentImage } from '@/web/ui/content-image';
import { PageIntro } from '../components/page-intro';
import { ListingPending } from '../components/skeletons';
import { categoryId, groupFaqs } from '../faq-groups';
import { FAQ_PAGE_UID } from '../loaders';
import { pageShell, sectionTitle } from '../styles';

const DEFAULT_TITLE = 'Frequently Asked Questions';

const categoryLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  minH: '10',
  px: '4',
  borderRadius: 'pill',
  border: '1px solid token(colors.line)',
  fontWeight: 'semibold',
  fontSize: 'sm',
  textDecoration: 'none',
  _hover: { borderColor: 'brand', color: 'brand' },
});

/**
 * /faq (part 1 §2): the FAQ page header, then every question grouped by category. In OH the page
 * does not exist (not-found), also when the shopper switches to an OH store while on it.
 */
export function FaqPage() {
  const { storeContext } = useStartup();
  const header = useQuery(contentDocumentQueryOptions('faq_page', FAQ_PAGE_UID));
  const faqs = useQuery(faqsQueryOptions());
  if (!showsFaq(storeContext)) throw notFound();
  // What this device kept shows even when its refresh fails (offline).
  if (faqs.data === undefined) return faqs.isError ? <ContentError title="We couldn't load the questions" error={faqs.error} onRetry={() => void faqs.refetch()} /> : <ListingPending label="Loading questions" />;

  const groups = groupFaqs(faqs.data.data);
  // The header document is optional dressing: the questions stand on their own without it.
  const page = header.data?.data;
  return (
    <div className={pageShell}>
      <PageIntro kicker="Help" title={page?.title || DEFAULT_TITLE} text={page?.intro} />
      {page?.hero_image && (
        <ContentImage image={page.hero_image} eager className={css({ width: 'full', aspectRatio: { base: '16/9', sm: '4/1' }, borderRadius: 'card', mb: '10', bg: 'wash' })} />
      )}
      {groups.length === 0 && <p className={css({ color: 'muted' })}>Questions are on their way. In the meantime, our budtenders are happy to help in store.</p>}
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '220px minmax(0, 1fr)' }, gap: { base: '8', sm: '12' }, alignItems: 'start' })}>
        {groups.length > 1 && (
          <nav aria-label="Question categories" className={css({ position: { sm: 'sticky' }, top: { sm: '24' } })}>
            <ul className={css({ display: 'flex', flexDirection: { base: 'row', sm: 'column' }, flexWrap: 'wrap', gap: '2' })}>
              {groups.map((group) => (
                <li key={group.category}>
                  <a href={`#${categoryId(group.category)}`} className={categoryLink}>
                    {group.category}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className={cx(css({ display: 'flex', flexDirection: 'column', gap: { base: '10', tablet: '14' }, maxW: '820px' }), groups.length <= 1 && css({ gridColumn: '1 / -1' }))}>
          {groups.map((group) => (
            <section key={group.category} id={categoryId(group.category)} aria-labelledby={`${categoryId(group.category)}-title`} className={css({ scrollMarginTop: '120px' })}>
              <h2 id={`${categoryId(group.category)}-title`} className={`${sectionTitle} ${css({ mb: '4' })}`}>
                {group.category}
              </h2>
              <QuestionAccordion items={group.items.map((faq) => ({ id: faq.uid, question: faq.data.question, answer: faq.data.answer }))} />
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
