import { css, cx } from 'styled-system/css';

const spinner = css({
  display: 'inline-block',
  width: '1.1em',
  height: '1.1em',
  borderRadius: 'full',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: 'apo-spin 0.7s linear infinite',
  flexShrink: 0,
});

/** A small spinner in the current text colour. Pass `label` when it is the only sign of progress. */
export function Spinner({ label, className }: { label?: string; className?: string }) {
  return label ? (
    <span role="status" className={cx(spinner, className)}>
      <span className={css({ srOnly: true })}>{label}</span>
    </span>
  ) : (
    <span aria-hidden className={cx(spinner, className)} />
  );
}
