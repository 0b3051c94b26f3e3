import { css } from 'styled-system/css';
import { STACKING_IMAGES_GAP_DEFAULT } from '@/domain/content-pages';
import { ContentImage } from '@/web/ui/content-image';
import { SectionFrame } from '../section-frame';
import type { SectionProps } from '../section-props';

/** Pictures stacked one under another, `gap` px apart (default 10, part 1 §9). */
export function StackingImagesSection({ section, id }: SectionProps<'stacking_images'>) {
  const gap = section.gap ?? STACKING_IMAGES_GAP_DEFAULT;
  return (
    <SectionFrame id={id} title={section.title}>
      <div data-testid="image-stack" className={css({ display: 'flex', flexDirection: 'column', width: 'full', maxW: '760px', mx: 'auto' })} style={{ gap: `${gap}px` }}>
        {section.images.map((image, index) => (
          <ContentImage key={`${image.url}-${index}`} image={image} className={css({ width: 'full', borderRadius: 'card', bg: 'wash' })} />
        ))}
      </div>
    </SectionFrame>
  );
}
