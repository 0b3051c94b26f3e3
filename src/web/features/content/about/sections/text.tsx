import { RichText } from '@/web/ui/rich-text/rich-text';
import { SectionFrame } from '../section-frame';
import type { SectionProps } from '../section-props';

/** A titled passage of copy. */
export function TextSection({ section, id }: SectionProps<'text'>) {
  return (
    <SectionFrame id={id} title={section.title}>
      <RichText blocks={section.body} headingOffset={1} />
    </SectionFrame>
  );
}
