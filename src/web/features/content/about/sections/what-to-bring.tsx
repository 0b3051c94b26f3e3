import { css } from 'styled-system/css';
import { CheckCircleIcon } from '@/web/ui/icons';
import { InlineText } from '@/web/ui/rich-text/inline-text';
import { SectionFrame } from '../section-frame';
import type { SectionProps } from '../section-props';

/** A checklist of what to bring to the store. */
export function WhatToBringSection({ section, id }: SectionProps<'what_to_bring'>) {
  return (
    <SectionFrame id={id} title={section.title}>
      <ul className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', tablet: '1fr 1fr' }, gap: '3' })}>
        {section.items.map((item, index) => (
          <li key={index} className={css({ display: 'flex', gap: '3', alignItems: 'flex-start', p: '4', borderRadius: 'card', border: '1px solid token(colors.line)', lineHeight: 'relaxed' })}>
            <CheckCircleIcon className={css({ fontSize: '2xl', color: 'brand', flexShrink: 0 })} />
            <span>
              <InlineText text={item} />
            </span>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
