import { css } from 'styled-system/css';
import type { SectionProps } from '../section-props';

/** A large statement with a supporting line. */
export function HeadlineSection({ section, id }: SectionProps<'headline'>) {
  return (
    <section aria-labelledby={`${id}-title`} className={css({ textAlign: 'center', py: { base: '4', tablet: '8' }, display: 'flex', flexDirection: 'column', gap: '4', alignItems: 'center' })}>
      <h2 id={`${id}-title`} className={css({ fontSize: { base: '3xl', tablet: '5xl' }, fontWeight: 'black', lineHeight: 'tight', letterSpacing: 'tighter', maxW: '20ch', color: 'brand' })}>
        {section.title}
      </h2>
      <p className={css({ fontSize: { base: 'lg', tablet: 'xl' }, color: 'muted', maxW: '56ch', lineHeight: 'relaxed' })}>{section.subtitle}</p>
    </section>
  );
}
