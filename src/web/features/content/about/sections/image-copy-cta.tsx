import { css } from 'styled-system/css';
import { button } from '@/web/ui/button';
import { ContentImage } from '@/web/ui/content-image';
import { ContentLink } from '@/web/ui/rich-text/content-link';
import { RichText } from '@/web/ui/rich-text/rich-text';
import { sectionTitle } from '../../styles';
import type { SectionProps } from '../section-props';

/** Picture beside copy and a call to action. */
export function ImageCopyCtaSection({ section, id }: SectionProps<'image_copy_cta'>) {
  return (
    <section aria-labelledby={`${id}-title`} className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: { base: '6', sm: '12' }, alignItems: 'center' })}>
      <ContentImage image={section.image} className={css({ width: 'full', aspectRatio: '4/3', borderRadius: 'card', bg: 'wash' })} />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '5', alignItems: 'flex-start' })}>
        <h2 id={`${id}-title`} className={sectionTitle}>
          {section.title}
        </h2>
        <RichText blocks={section.body} headingOffset={1} size="md" tone="muted" />
        <ContentLink href={section.cta_link} className={button({ size: 'lg' })}>
          {section.cta_text}
        </ContentLink>
      </div>
    </section>
  );
}
