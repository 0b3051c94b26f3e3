import { css } from 'styled-system/css';
import { ContentIcon } from '@/web/ui/content-icon';
import { SectionFrame } from '../section-frame';
import type { SectionProps } from '../section-props';

/** A row of icons, each with a short title and line. */
export function IconsSection({ section, id }: SectionProps<'icons'>) {
  return (
    <SectionFrame id={id} title={section.title} align="center">
      <ul className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fit, minmax(200px, 1fr))' }, gap: { base: '6', tablet: '8' }, width: 'full' })}>
        {section.items.map((item, index) => (
          <li key={index} className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '3' })}>
            <span className={css({ display: 'grid', placeItems: 'center', width: '16', height: '16', borderRadius: 'full', bg: 'brand.soft', color: 'brand', fontSize: '3xl' })}>
              <ContentIcon name={item.icon} />
            </span>
            <h3 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{item.title}</h3>
            <p className={css({ color: 'muted', lineHeight: 'relaxed', maxW: '32ch' })}>{item.text}</p>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
