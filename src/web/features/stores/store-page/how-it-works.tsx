import { css } from 'styled-system/css';
import { ContentIcon } from '@/web/ui/content-icon';
import { CheckCircleIcon } from '@/web/ui/icons';

export interface HowItWorksItem {
  icon: string;
  title: string;
  text: string;
}

/** The store page's how-it-works cards (part 1 §2), numbered in order; an unknown icon is a check mark. */
export function HowItWorks({ items }: { items: readonly HowItWorksItem[] }) {
  return (
    <ol className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', xs: 'repeat(2, 1fr)', sm: 'repeat(auto-fit, minmax(200px, 1fr))' } })}>
      {items.map((item, index) => {
        return (
          <li key={`${item.title}-${index}`} className={css({ display: 'flex', flexDirection: 'column', gap: '2', p: '5', borderRadius: 'card', bg: 'wash' })}>
            <span className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' })}>
              <span className={css({ display: 'grid', placeItems: 'center', width: '11', height: '11', borderRadius: 'full', bg: 'brand', color: 'brand.contrast', fontSize: 'xl' })}>
                <ContentIcon name={item.icon} fallback={CheckCircleIcon} />
              </span>
              <span aria-hidden className={css({ fontSize: '2xl', fontWeight: 'black', color: 'line' })}>
                {index + 1}
              </span>
            </span>
            <h3 className={css({ fontWeight: 'bold' })}>{item.title}</h3>
            <p className={css({ fontSize: 'sm', color: 'muted', lineHeight: 'relaxed' })}>{item.text}</p>
          </li>
        );
      })}
    </ol>
  );
}
