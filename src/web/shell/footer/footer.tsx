import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { css } from 'styled-system/css';
import { FOOTER_ARTICLES } from '@/domain/constants';
import { COLLECTIONS, tagLabel } from '@/domain/categories';
import { showsFooterLearn, showsSocialLinks } from '@/domain/store-state';
import { useStartup } from '@/web/shared/startup/use-startup';
import { sessionState } from '@/web/state/session';
import { AppLink } from '@/web/ui/app-link';
import { CategoryIcon } from '@/web/ui/category-icon';
import { Skeleton } from '@/web/ui/skeleton';
import { buildNavModel } from '../header/nav-model';
import { FooterSettings } from './footer-settings';
import { LEGAL_LINKS, visibleQuickLinks } from './footer-links';
import { SocialLinks } from './social-links';
import { useFooterContent } from './use-footer-content';

const heading = css({ fontSize: 'sm', fontWeight: 'bold', textTransform: 'uppercase', letterSpacing: 'wider', mb: '3', color: 'ink' });
const list = css({ display: 'flex', flexDirection: 'column', gap: '0.5' });
/** The footer's two rows keep to one content column. */
const row = css.raw({ maxW: '1440px', mx: 'auto', px: { base: '5', tablet: '8' } });
const linkColumns = css(row, { py: '10', display: 'grid', rowGap: '8', gridTemplateColumns: { base: '1fr 1fr', sm: 'repeat(4, 1fr)' }, columnGap: '6' });
const legalRow = css(row, { py: '6', display: 'flex', flexDirection: { base: 'column', sm: 'row' }, alignItems: { base: 'flex-start', sm: 'center' }, gap: '4' });
const link = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minH: '9',
  // Long article titles wrap: keep the wrapped links apart.
  py: '1',
  color: 'ink',
  textDecoration: 'none',
  _hover: { textDecoration: 'underline', color: 'brand' },
  '& svg': { color: 'brand' },
});

/**
 * The footer (part 1 §2): Quick Links, Shop, Learn (the footer document's first 6 articles; hidden
 * for OH, PA and the other brand), settings, social links, copyright and back to top.
 */
export function Footer() {
  const { app, store, storeContext, isLoadingStore } = useStartup();
  const { accessToken } = useSnapshot(sessionState);
  const quickLinks = visibleQuickLinks({
    ...storeContext,
    loggedIn: Boolean(accessToken),
    rewardsAllowed: store?.loyalty_admin.on_account ?? false,
  });
  const nav = buildNavModel({ ctx: storeContext, store, isLoadingStore, specials: [] });
  const brandName = app?.name ?? 'Apotheca';
  const showLearn = showsFooterLearn(storeContext);
  const content = useFooterContent(showLearn);

  return (
    <footer className={css({ bg: 'wash', borderTop: '4px solid token(colors.brand)', mt: '16' })}>
      <div className={linkColumns}>
        <nav aria-label="Quick links">
          <h2 className={heading}>Quick Links</h2>
          <LinkList links={quickLinks} />
        </nav>
        <nav aria-label="Shop">
          <h2 className={heading}>Shop</h2>
          <LinkList
            links={nav.categories.map((item) => ({
              key: item.key,
              href: item.href,
              label: (
                <>
                  <CategoryIcon category={item.category} size={18} /> {item.label}
                </>
              ),
            }))}
          />
          <h3 className={css({ fontWeight: 'semibold', mt: '4', mb: '1', fontSize: 'sm', color: 'muted' })}>Collections</h3>
          <LinkList links={COLLECTIONS.map((tag) => ({ key: tag, href: `/collection/${tag}`, label: tagLabel(tag) }))} />
        </nav>
        {showLearn && (
          <nav aria-label="Learn">
            <h2 className={heading}>Learn</h2>
            <LinkList links={[...content.articles.slice(0, FOOTER_ARTICLES), { key: 'all-articles', href: '/learn', label: 'View All Articles' }]}>
              {content.articlesLoading &&
                Array.from({ length: 3 }, (_, index) => (
                  <li key={`loading-${index}`} className={css({ py: '2' })}>
                    <Skeleton shape="text" width="80%" />
                  </li>
                ))}
            </LinkList>
          </nav>
        )}
        <div className={css({ gridColumn: { base: '1 / -1', sm: 'auto' } })}>
          <FooterSettings />
        </div>
      </div>
      <div className={css({ bg: 'ink', color: 'white' })}>
        <div className={legalRow}>
          {showsSocialLinks(storeContext) && app && <SocialLinks handle={app.slug} brandName={brandName} links={content.social} />}
          <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', flex: '1', fontSize: 'sm' })}>
            {LEGAL_LINKS.map((item) => (
              <li key={item.href}>
                <AppLink to={item.href} className={css({ color: 'white', _hover: { textDecoration: 'underline' } })}>
                  {item.label}
                </AppLink>
              </li>
            ))}
          </ul>
          <p className={css({ fontSize: 'sm' })}>
            © {new Date().getFullYear()} {brandName}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}

interface FooterLink {
  key: string;
  href: string;
  label: ReactNode;
}

/** A column's links; `children` come first (the articles' loading rows). */
function LinkList({ links, children }: { links: readonly FooterLink[]; children?: ReactNode }) {
  return (
    <ul className={list}>
      {children}
      {links.map((item) => (
        <li key={item.key}>
          <AppLink to={item.href} className={link}>
            {item.label}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
