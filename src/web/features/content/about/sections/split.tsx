import { css } from 'styled-system/css';
import { RichText } from '@/web/ui/rich-text/rich-text';
import { SectionFrame } from '../section-frame';
import type { SectionProps } from '../section-props';

/** Two columns of copy side by side (stacked on phones). */
export function SplitSection({ section, id }: SectionProps<'split'>) {
  return (
    <SectionFrame id={id} title={section.title}>
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: { base: '6', sm: '12' } })}>
        <RichText blocks={section.left} headingOffset={1} size="md" />
        <RichText blocks={section.right} headingOffset={1} size="md" />
      </div>
    </SectionFrame>
  );
}
