import { Carousel } from '@ark-ui/react/carousel';
import { css } from 'styled-system/css';
import type { Category } from '@/domain/categories';
import { ChevronLeftIcon, ChevronRightIcon } from '@/web/ui/icons';
import { ProductImage } from '@/web/shared/product/product-image';

interface ProductGalleryProps {
  images: readonly string[];
  category: Category;
  name: string;
}

const frame = css({ aspectRatio: 'square', borderRadius: 'card', overflow: 'hidden', bg: 'wash' });
const arrow = css({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  w: '10',
  h: '10',
  borderRadius: 'full',
  bg: 'canvas',
  boxShadow: 'md',
  border: 'none',
  fontSize: 'xl',
  cursor: 'pointer',
  _disabled: { opacity: 0.4, cursor: 'default' },
});

/** Product pictures: a carousel when there are several, else one image or the category placeholder. */
export function ProductGallery({ images, category, name }: ProductGalleryProps) {
  if (images.length <= 1) {
    return (
      <div className={frame}>
        <ProductImage src={images[0]} category={category} alt={name} loading="eager" />
      </div>
    );
  }
  return (
    <Carousel.Root slideCount={images.length} className={css({ position: 'relative' })} aria-label={`${name} pictures`}>
      <Carousel.ItemGroup className={frame}>
        {images.map((src, index) => (
          <Carousel.Item key={src} index={index}>
            <ProductImage src={src} category={category} alt={`${name}, picture ${index + 1} of ${images.length}`} loading={index === 0 ? 'eager' : 'lazy'} />
          </Carousel.Item>
        ))}
      </Carousel.ItemGroup>
      <Carousel.Control>
        <Carousel.PrevTrigger aria-label="Previous picture" className={`${arrow} ${css({ left: '2' })}`}>
          <ChevronLeftIcon />
        </Carousel.PrevTrigger>
        <Carousel.NextTrigger aria-label="Next picture" className={`${arrow} ${css({ right: '2' })}`}>
          <ChevronRightIcon />
        </Carousel.NextTrigger>
      </Carousel.Control>
      <Carousel.IndicatorGroup className={css({ display: 'flex', justifyContent: 'center', gap: '2', mt: '3' })}>
        {images.map((src, index) => (
          <Carousel.Indicator
            key={src}
            index={index}
            aria-label={`Show picture ${index + 1}`}
            className={css({ w: '2.5', h: '2.5', borderRadius: 'full', bg: 'line', border: 'none', cursor: 'pointer', _current: { bg: 'brand' } })}
          />
        ))}
      </Carousel.IndicatorGroup>
    </Carousel.Root>
  );
}
