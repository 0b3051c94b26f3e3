import { Link } from '@tanstack/react-router';
import { css, cx } from 'styled-system/css';
import type { ContentImage as Image } from '@/api/content';
import { card } from '@/web/ui/card';
import { formatPublished } from '../format-date';
import { ContentImage } from '@/web/ui/content-image';

export interface ArticleCardProps {
  href: string;
  title: string;
  summary: string;
  image: Image;
  publishedOn: string;
  /** A line above the title, e.g. the news outlet. */
  kicker?: string | null;
  /** 'feature' is the large card that leads a grid. */
  size?: 'default' | 'feature';
  headingLevel?: 'h2' | 'h3';
}

const titleLink = css({
  textDecoration: 'none',
  _hover: { textDecoration: 'underline', textUnderlineOffset: '3px' },
  // The whole card is the link's target, while the link's name stays the title alone.
  _after: { content: '""', position: 'absolute', inset: '0', borderRadius: 'card' },
  _focusVisible: { outline: 'none', _after: { outline: '3px solid', outlineColor: 'brand', outlineOffset: '2px' } },
});

/** An article teaser: picture, date, title (the one link), summary. */
export function ArticleCard({ href, title, summary, image, publishedOn, kicker, size = 'default', headingLevel: Heading = 'h3' }: ArticleCardProps) {
  const feature = size === 'feature';
  return (
    <article className={cx(card({ variant: 'outline', padding: 'none', interactive: true }), css({ position: 'relative', height: 'full' }))}>
      <div className={cx(css({ position: 'relative', aspectRatio: '16/9', overflow: 'hidden', bg: 'wash' }), feature && css({ sm: { aspectRatio: 'auto', flex: '1', minH: '280px' } }))}>
        <ContentImage image={{ ...image, alt: '' }} fill eager={feature} />
      </div>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', p: feature ? { base: '5', tablet: '7' } : '5', flex: feature ? 'none' : '1' })}>
        <p className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', fontSize: 'sm', color: 'muted' })}>
          {kicker && <span className={css({ fontWeight: 'semibold', color: 'ink' })}>{kicker}</span>}
          {kicker && <span aria-hidden>·</span>}
          <time dateTime={publishedOn}>{formatPublished(publishedOn)}</time>
        </p>
        <Heading className={css({ fontSize: feature ? { base: 'xl', tablet: '3xl' } : 'lg', fontWeight: 'extrabold', lineHeight: 'snug', letterSpacing: 'tight' })}>
          <Link to={href as never} className={titleLink}>
            {title}
          </Link>
        </Heading>
        <p className={css({ color: 'muted', lineHeight: 'relaxed', lineClamp: feature ? 4 : 3 })}>{summary}</p>
      </div>
    </article>
  );
}
