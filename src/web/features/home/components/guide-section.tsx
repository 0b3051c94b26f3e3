import { css } from 'styled-system/css';
import { EXPERIENCE_TAGS, tagLabel } from '@/domain/categories';
import { showsGuideLearnMore, type StoreContext } from '@/domain/store-state';
import { AppLink } from '@/web/ui/app-link';
import { button } from '@/web/ui/button';
import { chip } from '@/web/ui/chip';
import { BookIcon } from '@/web/ui/icons';

/**
 * The cannabis guide section. 'Learn More' is hidden in OH (part 1 §2 home), and for the second
 * brand, which has no /learn pages.
 */
export function GuideSection({ ctx }: { ctx: StoreContext }) {
  const learnMore = showsGuideLearnMore(ctx) && ctx.isMainBrand;
  return (
    <section
      aria-labelledby="guide-title"
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: '1fr', sm: 'auto 1fr' },
        gap: { base: '4', sm: '8' },
        alignItems: 'center',
        p: { base: '6', tablet: '10' },
        borderRadius: 'card',
        bg: 'brand.soft',
      })}
    >
      <span className={css({ display: 'grid', placeItems: 'center', width: '20', height: '20', borderRadius: 'full', bg: 'canvas', color: 'brand', fontSize: '4xl' })}>
        <BookIcon />
      </span>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <h2 id="guide-title" className={css({ fontSize: { base: 'xl', tablet: '2xl' }, fontWeight: 'extrabold' })}>
          New to cannabis? Start with our guide.
        </h2>
        <p className={css({ lineHeight: 'relaxed', maxW: '680px' })}>
          From flower to tinctures, every form works a little differently. Learn how onset, duration and dose compare, then shop
          products picked for your experience level.
        </p>
        <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })} aria-label="Shop by experience">
          {EXPERIENCE_TAGS.map((tag) => (
            <li key={tag}>
              <AppLink to={`/experience/${tag}`} className={chip({ tone: 'neutral', interactive: true })}>
                {tagLabel(tag)}
              </AppLink>
            </li>
          ))}
        </ul>
        {learnMore && (
          <div>
            <AppLink to="/learn" className={button({ variant: 'outline' })}>
              {/* Said whole to screen readers and search engines: a bare 'Learn More' names nowhere. */}
              Learn More<span className={css({ srOnly: true })}> about cannabis in our guide</span>
            </AppLink>
          </div>
        )}
      </div>
    </section>
  );
}
