import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import type { Product } from '@/api/inventory';
import { productPlaceholder } from '@/web/ui/product-tile';

interface ProductImageProps {
  src: string | undefined;
  category: Product['category'];
  alt: string;
  className?: string;
  loading?: 'lazy' | 'eager';
}

/** A product picture that falls back to its category's icon when missing or failing (part 1 §8). */
export function ProductImage({ src, category, alt, className, loading = 'lazy' }: ProductImageProps) {
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const usable = src && failed !== src ? src : undefined;
  return (
    <img
      src={usable ?? productPlaceholder(category)}
      alt={alt}
      loading={loading}
      decoding="async"
      onError={() => setFailed(src)}
      className={cx(css({ w: 'full', h: 'full', objectFit: 'contain', bg: 'wash' }), className)}
    />
  );
}
