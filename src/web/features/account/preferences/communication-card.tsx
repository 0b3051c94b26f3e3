import { css, cx } from 'styled-system/css';
import { AppLink } from '@/web/ui/app-link';
import { button } from '@/web/ui/button';
import { Card } from '@/web/ui/card';
import { cardHeader, muted, tapTarget } from '../styles';

export interface CommunicationCardProps {
  id: string;
  title: string;
  description: string;
  current: string;
  editTo: string;
}

/** One communications preference on My Account: what is chosen now and Edit. */
export function CommunicationCard({ id, title, description, current, editTo }: CommunicationCardProps) {
  return (
    <Card asChild>
      <section aria-labelledby={id} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <div className={cardHeader}>
          <h3 id={id} className={css({ fontWeight: 'bold', fontSize: 'lg' })}>
            {title}
          </h3>
          <AppLink to={editTo} className={cx(button({ size: 'sm', variant: 'outline' }), tapTarget)} aria-label={`Edit ${title}`}>
            Edit
          </AppLink>
        </div>
        <p className={muted}>{description}</p>
        <p>
          <span className={css({ fontWeight: 'semibold' })}>Current method:</span> {current}
        </p>
      </section>
    </Card>
  );
}
