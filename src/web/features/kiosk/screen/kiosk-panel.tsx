import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { kioskPanel, kioskTitle } from './kiosk-styles';

export interface KioskPanelProps {
  title: ReactNode;
  /** The title's ref where the screen focuses it itself (an answer screen: useResultScreen). */
  titleRef?: RefObject<HTMLHeadingElement | null>;
  testId?: string;
  children: ReactNode;
}

/** One kiosk step on its panel: the title (h1) names it and takes focus when it opens, for screen reader users. */
export function KioskPanel({ title, titleRef, testId, children }: KioskPanelProps) {
  const titleId = useId();
  const ownTitle = useRef<HTMLHeadingElement>(null);
  useEffect(() => ownTitle.current?.focus({ preventScroll: true }), []);
  return (
    <section className={kioskPanel} aria-labelledby={titleId} data-testid={testId}>
      <h1 id={titleId} ref={titleRef ?? ownTitle} tabIndex={-1} className={kioskTitle}>
        {title}
      </h1>
      {children}
    </section>
  );
}
