import { useId, type ReactNode, type Ref } from 'react';
import { css, cva } from 'styled-system/css';

const page = css({ display: 'flex', justifyContent: 'center', px: { base: '4', tablet: '6' }, py: { base: '6', tablet: '12' } });

/** The card drops its frame on phones, where it fills the screen. */
const pageCard = cva({
  base: {
    width: 'full',
    display: 'flex',
    flexDirection: 'column',
    gap: '5',
    bg: 'canvas',
    borderRadius: 'card',
    border: { base: 'none', xs: '1px solid token(colors.line)' },
    boxShadow: { base: 'none', xs: 'md' },
    p: { base: '0', xs: '8' },
  },
  variants: { width: { narrow: { maxW: '440px' }, wide: { maxW: '560px' } } },
});

export interface CardPageProps {
  title: ReactNode;
  intro?: ReactNode;
  /** narrow (440px) for a short form, wide (560px) for choices. */
  width: 'narrow' | 'wide';
  titleClassName: string;
  /** The heading (tabIndex -1) for a screen that moves focus to it. */
  titleRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** A page of one centred card: its title as the page's h1, an intro, then the content. */
export function CardPage({ title, intro, width, titleClassName, titleRef, children }: CardPageProps) {
  const headingId = useId();
  return (
    <div className={page}>
      <section className={pageCard({ width })} aria-labelledby={headingId}>
        <header className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <h1 id={headingId} ref={titleRef} tabIndex={-1} className={titleClassName}>
            {title}
          </h1>
          {intro && <p className={css({ color: 'muted', lineHeight: 'relaxed' })}>{intro}</p>}
        </header>
        {children}
      </section>
    </div>
  );
}
