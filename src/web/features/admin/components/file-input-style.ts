import { css } from 'styled-system/css';

/**
 * A native file input that looks like the console's outline buttons: the browser draws its
 * 'Choose File' as plain text once the page's reset has styled buttons away, so nothing showed it
 * could be pressed. The input itself stays (its label, the chosen file's name, keyboard and focus).
 */
export const fileInput = css({
  fontSize: 'sm',
  maxW: 'full',
  color: 'ink',
  cursor: 'pointer',
  _file: {
    mr: '3',
    px: '4',
    py: '1.5',
    fontWeight: 'semibold',
    color: 'brand',
    bg: 'canvas',
    borderWidth: '2px',
    borderStyle: 'solid',
    borderColor: 'brand',
    borderRadius: 'pill',
    cursor: 'pointer',
  },
  '&:hover:enabled::file-selector-button': { bg: 'brand.soft' },
  _focusVisible: { outline: '3px solid', outlineColor: 'brand', outlineOffset: '2px', borderRadius: 'sm' },
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
});
