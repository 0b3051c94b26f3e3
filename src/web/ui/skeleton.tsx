import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';

const skeleton = css({
  display: 'block',
  borderRadius: 'md',
  bgGradient: 'to-r',
  gradientFrom: 'wash',
  gradientVia: 'line',
  gradientTo: 'wash',
  backgroundSize: '200% 100%',
  animation: 'apo-shimmer 1.4s ease-in-out infinite',
});

export interface SkeletonProps {
  width?: string | number;
  height?: string | number;
  /** 'text' is one line of body text; 'circle' is round. */
  shape?: 'block' | 'text' | 'circle';
  className?: string;
}

/** A placeholder while data loads (shown instead of blank waits). Hidden from assistive tech. */
export function Skeleton({ width, height, shape = 'block', className }: SkeletonProps) {
  return (
    <span
      aria-hidden
      className={cx(skeleton, shape === 'circle' && css({ borderRadius: 'full' }), className)}
      style={{ width: width ?? '100%', height: height ?? (shape === 'text' ? '1em' : undefined) }}
    />
  );
}

/** Wraps skeletons so a screen reader hears one "Loading …" instead of nothing. */
export function LoadingRegion({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div role="status" aria-live="polite" aria-busy="true" className={className}>
      <span className={css({ srOnly: true })}>{label}</span>
      {children}
    </div>
  );
}
