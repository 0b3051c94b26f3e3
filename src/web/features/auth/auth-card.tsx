import type { ReactNode, Ref } from 'react';
import { css } from 'styled-system/css';
import { CardPage } from '@/web/ui/card-page';

const heading = css({ fontSize: { base: '2xl', tablet: '3xl' }, fontWeight: 'extrabold', lineHeight: 'tight', letterSpacing: 'tight', outline: 'none' });

export interface AuthCardProps {
  title: ReactNode;
  intro?: ReactNode;
  /** The heading takes focus when a step changes (it has tabIndex -1). */
  titleRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** The frame of the sign-in, registration and reset pages: a centred card up to 440px wide. */
export function AuthCard({ title, intro, titleRef, children }: AuthCardProps) {
  return (
    <CardPage width="narrow" title={title} intro={intro} titleRef={titleRef} titleClassName={heading}>
      {children}
    </CardPage>
  );
}
