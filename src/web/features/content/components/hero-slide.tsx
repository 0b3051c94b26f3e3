import { css } from 'styled-system/css';
import type { ContentImage as Image } from '@/api/content';
import { ContentImage } from '@/web/ui/content-image';
import { ContentLink } from '@/web/ui/rich-text/content-link';

export interface HeroSlide {
  id: string;
  image: Image;
  title: string;
  text?: string;
  /** A line above the title (a date, a category). */
  kicker?: string;
  /** Where the slide leads; its title becomes the link. */
  href?: string;
}

const linkStyle = css({ textDecoration: 'none', _hover: { textDecoration: 'underline', textUnderlineOffset: '4px' } });

/** One slide: the picture fills the frame, the words sit on a dark fade so they stay readable (AA). */
export function HeroSlideView({ slide, label, hidden, headingLevel: Heading, eager }: { slide: HeroSlide; label: string; hidden: boolean; headingLevel: 'h1' | 'h2'; eager: boolean }) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      hidden={hidden}
      className={css({ position: 'relative', minH: { base: '440px', tablet: '460px', md: '520px' }, animation: 'apo-fade-in 400ms ease-out' })}
    >
      <ContentImage image={slide.image} eager={eager} fill />
      <div
        className={css({
          position: 'absolute',
          inset: '0',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'flex-end',
          gap: '3',
          px: { base: '5', tablet: '10', md: '14' },
          pt: '16',
          pb: { base: '20', tablet: '12' },
          color: 'white',
          bgGradient: 'to-t',
          gradientFrom: 'rgba(10,14,12,0.88)',
          gradientVia: 'rgba(10,14,12,0.55)',
          gradientTo: 'rgba(10,14,12,0.05)',
        })}
      >
        {slide.kicker && <p className={css({ fontSize: 'sm', fontWeight: 'bold', textTransform: 'uppercase', letterSpacing: 'widest' })}>{slide.kicker}</p>}
        <Heading className={css({ maxW: '22ch', fontSize: { base: '3xl', tablet: '4xl', md: '5xl' }, fontWeight: 'extrabold', lineHeight: 'tight', letterSpacing: 'tight' })}>
          {slide.href ? (
            <ContentLink href={slide.href} className={linkStyle}>
              {slide.title}
            </ContentLink>
          ) : (
            slide.title
          )}
        </Heading>
        {slide.text && <p className={css({ maxW: '56ch', fontSize: { base: 'md', tablet: 'lg' }, lineHeight: 'relaxed' })}>{slide.text}</p>}
      </div>
    </div>
  );
}
