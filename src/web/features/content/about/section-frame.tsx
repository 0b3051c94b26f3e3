import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { sectionTitle } from '../styles';

export interface SectionFrameProps {
  id: string;
  title: string;
  /** Hide the title visually (it still names the section for screen readers). */
  hideTitle?: boolean;
  /** 'soft' sits on the brand's light tint. */
  tone?: 'plain' | 'soft';
  align?: 'start' | 'center';
  children: ReactNode;
}

/** An about-page section: a landmark named by its h2, with the page's spacing. */
export function SectionFrame({ id, title, hideTitle = false, tone = 'plain', align = 'start', children }: SectionFrameProps) {
  const headingId = `${id}-title`;
  return (
    <section
      aria-labelledby={headingId}
      className={cx(
        css({ display: 'flex', flexDirection: 'column', gap: '6' }),
        tone === 'soft' && css({ bg: 'brand.soft', borderRadius: 'card', px: { base: '5', tablet: '10' }, py: { base: '8', tablet: '12' } }),
        align === 'center' && css({ alignItems: 'center', textAlign: 'center' }),
      )}
    >
      <h2 id={headingId} className={hideTitle ? css({ srOnly: true }) : sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
