import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import type { ContentImage as Image } from '@/api/content';

export interface ContentImageProps {
  image: Image;
  /** Intrinsic size hints, so the page keeps its layout while the picture loads. */
  width?: number;
  height?: number;
  /** Above-the-fold pictures (heroes) load at once; everything else waits until it is near. */
  eager?: boolean;
  /** Cover the nearest positioned box (hero slides, card tops) instead of sizing from the width. */
  fill?: boolean;
  className?: string;
}

const sized = css({ display: 'block', maxW: 'full', height: 'auto', objectFit: 'cover' });
const filling = css({ position: 'absolute', inset: '0', width: 'full', height: 'full', objectFit: 'cover' });

const fallback = css({ bg: 'brand.soft', display: 'block' });

/**
 * A picture from the content service: lazy by default, with its alt text; a soft brand-coloured
 * block stands in when the file is missing or fails.
 */
export function ContentImage({ image, width = 1200, height = 675, eager = false, fill = false, className }: ContentImageProps) {
  // Remembers which file failed, so a new picture in the same spot (a carousel) gets its own try.
  const [failedUrl, setFailedUrl] = useState<string>();
  if (failedUrl === image.url || !image.url) {
    return <span role={image.alt ? 'img' : undefined} aria-label={image.alt || undefined} className={cx(fallback, fill && filling, className)} />;
  }
  return (
    <img
      src={image.url}
      alt={image.alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      onError={() => setFailedUrl(image.url)}
      className={cx(fill ? filling : sized, className)}
    />
  );
}
