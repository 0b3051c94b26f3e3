import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import { cva, cx, type RecipeVariantProps } from 'styled-system/css';

export const iconButton = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: 'full',
    cursor: 'pointer',
    color: 'ink',
    bg: 'transparent',
    borderWidth: '2px',
    borderStyle: 'solid',
    borderColor: 'transparent',
    transition: 'background-color 150ms, border-color 150ms',
    _hover: { bg: 'wash' },
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  },
  variants: {
    variant: {
      ghost: {},
      outline: { borderColor: 'line', bg: 'canvas' },
      solid: { bg: 'brand', color: 'brand.contrast', _hover: { bg: 'brand', filter: 'brightness(0.92)' } },
      onBrand: { color: 'brand.contrast', _hover: { bg: 'rgba(255,255,255,0.16)' } },
      inverse: { color: 'white', _hover: { bg: 'rgba(255,255,255,0.16)' } },
    },
    size: {
      sm: { width: '9', height: '9', fontSize: 'lg' },
      md: { width: '11', height: '11', fontSize: 'xl' },
      lg: { width: '12', height: '12', fontSize: '2xl' },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});

export interface IconButtonProps extends HTMLArkProps<'button'>, NonNullable<RecipeVariantProps<typeof iconButton>> {
  /** Required: an icon has no text of its own. */
  'aria-label': string;
}

/** A round button holding one icon; 44 px target by default (WCAG 2.5.5). */
export function IconButton({ variant, size, className, ...props }: IconButtonProps) {
  return <ark.button type={props.asChild ? undefined : 'button'} {...props} className={cx(iconButton({ variant, size }), className)} />;
}
