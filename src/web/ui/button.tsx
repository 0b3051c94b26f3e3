import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import { css, cva, cx, type RecipeVariantProps } from 'styled-system/css';
import { Spinner } from './spinner';
import { useMinDuration } from './use-min-duration';

/** The button look; apply it to links too: `<Link className={button({ variant: 'outline' })}>`. */
export const button = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    fontWeight: 'semibold',
    lineHeight: '1.2',
    borderRadius: 'pill',
    borderWidth: '2px',
    borderStyle: 'solid',
    borderColor: 'transparent',
    cursor: 'pointer',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    transition: 'background-color 150ms, color 150ms, border-color 150ms, box-shadow 150ms',
    userSelect: 'none',
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
    '&[aria-busy=true]': { cursor: 'progress' },
    '& svg': { flexShrink: 0 },
  },
  variants: {
    variant: {
      solid: {
        bg: 'brand',
        color: 'brand.contrast',
        _hover: { _enabled: { filter: 'brightness(0.92)' } },
        '&:is(a):hover': { filter: 'brightness(0.92)' },
      },
      outline: {
        bg: 'canvas',
        color: 'brand',
        borderColor: 'brand',
        _hover: { bg: 'brand.soft' },
      },
      subtle: { bg: 'brand.soft', color: 'ink', _hover: { borderColor: 'brand' } },
      ghost: { bg: 'transparent', color: 'ink', _hover: { bg: 'wash' } },
      link: {
        bg: 'transparent',
        color: 'brand',
        borderWidth: '0',
        textDecoration: 'underline',
        textUnderlineOffset: '3px',
        _hover: { textDecorationThickness: '2px' },
      },
      danger: { bg: 'danger', color: 'white', _hover: { filter: 'brightness(0.92)' } },
      /** On a brand-coloured surface: a white button. */
      onBrand: { bg: 'canvas', color: 'ink', _hover: { bg: 'wash' } },
      /** On a brand-coloured surface: an outline in the brand's text colour. */
      onBrandOutline: { bg: 'transparent', color: 'brand.contrast', borderColor: 'brand.contrast', _hover: { bg: 'rgba(255,255,255,0.12)' } },
    },
    size: {
      sm: { minH: '9', px: '3.5', fontSize: 'sm' },
      md: { minH: '11', px: '5', fontSize: 'md' },
      lg: { minH: '12', px: '6', fontSize: 'md' },
    },
    fullWidth: { true: { width: 'full' } },
  },
  // Compound variants apply last, so a link-styled button drops the size's padding and height.
  compoundVariants: [{ variant: 'link', css: { px: '0', minH: 'auto' } }],
  defaultVariants: { variant: 'solid', size: 'md' },
});

export type ButtonVariants = RecipeVariantProps<typeof button>;

export interface ButtonProps extends HTMLArkProps<'button'>, NonNullable<ButtonVariants> {
  /** Shows a spinner (kept for at least SPINNER_MIN_MS) and blocks clicks. */
  loading?: boolean;
  /** Text for screen readers while loading; the visible label stays. */
  loadingText?: string;
}

/**
 * The one button. `asChild` renders the child element (e.g. a router Link) with the button look.
 * While `loading`, it is aria-busy and disabled, and shows a spinner for at least 300 ms.
 */
export function Button({ loading = false, loadingText, variant, size, fullWidth, className, children, disabled, ...props }: ButtonProps) {
  const busy = useMinDuration(loading);
  return (
    <ark.button
      type={props.asChild ? undefined : 'button'}
      {...props}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={cx(button({ variant, size, fullWidth }), className)}
    >
      {busy && !props.asChild ? (
        <>
          <Spinner />
          {children}
          {loadingText && <span className={css({ srOnly: true })}>{loadingText}</span>}
        </>
      ) : (
        children
      )}
    </ark.button>
  );
}
