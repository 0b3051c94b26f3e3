import { css } from 'styled-system/css';
import { button } from '@/web/ui/button';
import { MapPinIcon } from '@/web/ui/icons';
import { ContentLink } from '@/web/ui/rich-text/content-link';
import { RichText } from '@/web/ui/rich-text/rich-text';
import { SectionFrame } from '../section-frame';
import type { SectionProps } from '../section-props';

/** An invitation to visit (a store tour or directions), on the brand tint. */
export function VirtualVisitSection({ section, id }: SectionProps<'virtual_visit'>) {
  return (
    <SectionFrame id={id} title={section.title} tone="soft" align="center">
      <RichText blocks={section.body} headingOffset={1} size="md" className={css({ mx: 'auto' })} />
      <ContentLink href={section.link} className={button({ size: 'lg' })}>
        <MapPinIcon /> Start Your Visit
      </ContentLink>
    </SectionFrame>
  );
}
