import { useId, type ReactNode, type Ref } from 'react';
import { css } from 'styled-system/css';

const page = css({ display: 'flex', justifyContent: 'center', px: { base: '4', tablet: '6' }, py: { base: '6', tablet: '12' } });
const card = css({
  width: 'full',
  maxW: '440px',
  display: 'flex',
  flexDirection: 'column',
  gap: '5',
  bg: 'canvas',
  borderRadius: 'card',
  border: { base: 'none', xs: '1px solid token(colors.line)' },
  boxShadow: { base: 'none', xs: 'md' },
  p: { base: '0', xs: '8' },
});
const heading = css({ fontSize: { base: '2xl', tablet: '3xl' }, fontWeight: 'extrabold', lineHeight: 'tight', letterSpacing: 'tight', outline: 'none' });
const introText = css({ color: 'muted', lineHeight: 'relaxed' });

export interface AuthCardProps {
  title: ReactNode;
  intro?: ReactNode;
  /** The heading takes focus when a step changes (it has tabIndex -1). */
  titleRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** The frame of the sign-in, registration and reset pages: a centred card up to 440px wide. */
export function AuthCard({ title, intro, titleRef, children }: AuthCardProps) {
  const headingId = useId();
  return (
    <div className={page}>
      <section className={card} aria-labelledby={headingId}>
        <header className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <h1 id={headingId} ref={titleRef} tabIndex={-1} className={heading}>
            {title}
          </h1>
          {intro && <p className={introText}>{intro}</p>}
        </header>
        {children}
      </section>
    </div>
  );
}
