import { useState } from 'react';
import { css } from 'styled-system/css';
import type { Store } from '@/api/store';
import { storeDisplayName } from '@/domain/store-ordering';
import { StoreIcon } from '@/web/ui/icons';

const thumbButton = css({
  width: '20',
  height: '14',
  borderRadius: 'md',
  overflow: 'hidden',
  border: '2px solid transparent',
  cursor: 'pointer',
  opacity: 0.75,
  _hover: { opacity: 1 },
  '&[aria-pressed=true]': { borderColor: 'brand', opacity: 1 },
});

/** The store's images (part 1 §2 store page): its gallery, else its thumbnail, else placeholder art. */
export function StoreGallery({ store }: { store: Store }) {
  const images = store.image_urls.length > 0 ? store.image_urls : store.thumbnail_image_url ? [store.thumbnail_image_url] : [];
  const [index, setIndex] = useState(0);
  const name = storeDisplayName(store);
  const shown = images[Math.min(index, images.length - 1)];

  if (!shown) {
    return (
      <div className={css({ aspectRatio: '4/3', borderRadius: 'card', bg: 'brand.soft', color: 'brand', display: 'grid', placeItems: 'center', alignContent: 'center', gap: '2', fontSize: '6xl' })}>
        <StoreIcon />
        <p className={css({ fontSize: 'sm', color: 'muted', fontWeight: 'semibold' })}>Photos coming soon</p>
      </div>
    );
  }
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <img
        src={shown}
        alt={images.length > 1 ? `${name}, photo ${index + 1} of ${images.length}` : `${name} storefront`}
        width={800}
        height={600}
        className={css({ width: 'full', height: 'auto', aspectRatio: { base: '16/10', sm: '4/3' }, objectFit: 'cover', borderRadius: 'card', bg: 'wash' })}
      />
      {images.length > 1 && (
        <div role="group" aria-label="Store photos" className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          {images.map((url, position) => (
            <button key={url} type="button" className={thumbButton} aria-pressed={position === index} onClick={() => setIndex(position)}>
              <img src={url} alt={`Show photo ${position + 1}`} className={css({ width: 'full', height: 'full', objectFit: 'cover' })} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
