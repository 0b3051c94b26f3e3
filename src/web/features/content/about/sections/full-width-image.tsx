import { css } from 'styled-system/css';
import { ContentImage } from '@/web/ui/content-image';
import type { SectionProps } from '../section-props';

/** One picture across the page, its title as the caption. */
export function FullWidthImageSection({ section, id }: SectionProps<'full_width_image'>) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <figure className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <ContentImage image={section.image} width={1600} height={686} className={css({ width: 'full', aspectRatio: { base: '4/3', tablet: '21/9' }, borderRadius: 'card', bg: 'wash' })} />
        <figcaption id={`${id}-title`} className={css({ fontSize: 'sm', color: 'muted', textAlign: 'center' })}>
          {section.title}
        </figcaption>
      </figure>
    </section>
  );
}
