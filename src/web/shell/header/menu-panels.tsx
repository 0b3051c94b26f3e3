import { useId } from 'react';
import { css } from 'styled-system/css';
import type { AnalyticsEvent } from '@/api/content';
import { track } from '@/web/data/analytics';
import { AppLink } from '@/web/ui/app-link';
import { CategoryIcon } from '@/web/ui/category-icon';
import { ArrowRightIcon } from '@/web/ui/icons';
import type { ArticleLink, NavLink, NavModel, SpecialLink } from './nav-model';

export const panelHeading = css({
  fontSize: 'xs',
  fontWeight: 'bold',
  textTransform: 'uppercase',
  letterSpacing: 'wider',
  color: 'muted',
  mb: '2',
});
export const panelLink = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2.5',
  minH: '10',
  px: '2',
  // Long titles (articles) wrap: keep wrapped links apart from their neighbours.
  py: '1',
  mx: '-2',
  borderRadius: 'md',
  textDecoration: 'none',
  _hover: { bg: 'brand.soft' },
  '&[aria-current=page]': { fontWeight: 'bold', color: 'brand' },
  '& svg': { color: 'brand', flexShrink: 0 },
});
const viewAll = css({ display: 'inline-flex', alignItems: 'center', gap: '1.5', mt: '3', fontWeight: 'bold', color: 'brand', textDecoration: 'none', _hover: { textDecoration: 'underline' } });

function LinkList({ links, event }: { links: readonly NavLink[]; event?: AnalyticsEvent }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.key}>
          <AppLink to={link.href} className={panelLink} onClick={event && (() => void track(event, { label: link.label, href: link.href }))}>
            {link.label}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * Shop menu: forms by category, collections (the current store card is passed in by the caller).
 * Following a form link records 'Nav Shop', a collection 'Nav Collection Click' (part 1 §7).
 */
export function ShopLinks({ nav }: { nav: NavModel }) {
  const id = useId();
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', xs: '1fr 1fr' }, gap: '6' })}>
      <section aria-labelledby={`${id}-forms`}>
        <h2 id={`${id}-forms`} className={panelHeading}>
          Shop by Form
        </h2>
        <ul>
          {nav.categories.map((link) => (
            <li key={link.key}>
              <AppLink to={link.href} className={panelLink} onClick={() => void track('Nav Shop', { category: link.category, href: link.href })}>
                <CategoryIcon category={link.category} size={20} />
                {link.label}
              </AppLink>
            </li>
          ))}
        </ul>
        <AppLink to="/shop" className={viewAll} onClick={() => void track('Nav Shop', { href: '/shop' })}>
          Shop All <ArrowRightIcon />
        </AppLink>
      </section>
      <section aria-labelledby={`${id}-collections`}>
        <h2 id={`${id}-collections`} className={panelHeading}>
          Collections
        </h2>
        <LinkList links={nav.collections} event="Nav Collection Click" />
      </section>
    </div>
  );
}

/** Deals menu: 'Savings at this Store' (up to 6) and 'View All'; following a link records 'Nav Deals'. */
export function DealsLinks({ specials, href, limit }: { specials: readonly SpecialLink[]; href: string; limit?: number }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={panelHeading}>
        Savings at this Store
      </h2>
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        {specials.slice(0, limit).map((special) => (
          <li key={special.key}>
            <AppLink
              to={special.href}
              onClick={() => void track('Nav Deals', { special: special.label, href: special.href })}
              className={css({ display: 'block', p: '2', mx: '-2', borderRadius: 'md', textDecoration: 'none', _hover: { bg: 'brand.soft' } })}
            >
              <span className={css({ display: 'block', fontWeight: 'semibold' })}>{special.label}</span>
              {special.caption && <span className={css({ display: 'block', fontSize: 'sm', color: 'muted' })}>{special.caption}</span>}
            </AppLink>
          </li>
        ))}
      </ul>
      <AppLink to={href} className={viewAll} onClick={() => void track('Nav Deals', { href })}>
        View All <ArrowRightIcon />
      </AppLink>
    </section>
  );
}

/** Learn menu: featured articles (6 on desktop, 4 in the mobile nav) and 'View All Articles' (part 1 §2). */
export function LearnLinks({ articles, limit }: { articles: readonly ArticleLink[]; limit: number }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={panelHeading}>
        Featured Articles
      </h2>
      <LinkList links={articles.slice(0, limit)} />
      <AppLink to="/learn" className={viewAll}>
        View All Articles <ArrowRightIcon />
      </AppLink>
    </section>
  );
}
