import { useId, type ReactNode } from 'react';
import { css, cva } from 'styled-system/css';
import { Card } from './card';
import { sectionTitle } from './page-styles';

/** A card's title and its action on one row; a long title wraps rather than pushing the action down. */
export const cardHeader = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', '& > :first-child': { flex: '1', minW: '0' } });

/** The space between the title and the blocks below it (the card already stacks them). */
const sectionGap = cva({ base: {}, variants: { gap: { '1': { gap: '1' }, '3': { gap: '3' }, '4': { gap: '4' } } } });

export interface SectionCardProps {
  title: ReactNode;
  /** A button or link on the title's row (Edit, Add address). */
  action?: ReactNode;
  /** The heading's id, for a page that links to the section (/account#med-card-title). */
  titleId?: string;
  gap?: '1' | '3' | '4';
  children: ReactNode;
}

/** One titled section of a page on a card: the h2 names the section for assistive tech. */
export function SectionCard({ title, action, titleId, gap = '4', children }: SectionCardProps) {
  const fallbackId = useId();
  const headingId = titleId ?? fallbackId;
  const heading = (
    <h2 id={headingId} className={sectionTitle}>
      {title}
    </h2>
  );
  return (
    <Card asChild>
      <section aria-labelledby={headingId} className={sectionGap({ gap })}>
        {action ? (
          <div className={cardHeader}>
            {heading}
            {action}
          </div>
        ) : (
          heading
        )}
        {children}
      </section>
    </Card>
  );
}
