import { css, cx } from 'styled-system/css';
import { button } from '@/web/ui/button';
import { card } from '@/web/ui/card';
import { ContentImage } from '@/web/ui/content-image';
import { ContentLink } from '@/web/ui/rich-text/content-link';
import { cardGrid } from '../../components/skeletons';
import { SectionFrame } from '../section-frame';
import type { SectionProps } from '../section-props';

/** Cards with a picture, a title, a line and an optional link. */
export function CardsSection({ section, id }: SectionProps<'cards'>) {
  return (
    <SectionFrame id={id} title={section.title}>
      <ul className={cardGrid}>
        {section.cards.map((item, index) => (
          <li key={index} className={cx(card({ variant: 'outline', padding: 'none' }), css({ height: 'full' }))}>
            <ContentImage image={item.image} className={css({ width: 'full', aspectRatio: '3/2', bg: 'wash' })} />
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', p: '5', flex: '1', alignItems: 'flex-start' })}>
              <h3 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{item.title}</h3>
              <p className={css({ color: 'muted', lineHeight: 'relaxed', flex: '1' })}>{item.text}</p>
              {item.link && (
                <ContentLink href={item.link} className={button({ variant: 'link' })}>
                  Learn more<span className={css({ srOnly: true })}> about {item.title}</span>
                </ContentLink>
              )}
            </div>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
