import { css } from 'styled-system/css';

export const group = css({ display: 'flex', flexDirection: 'column', gap: '3', border: '1px solid token(colors.line)', borderRadius: 'card', p: '3', minW: '0' });
export const legend = css({ fontWeight: 'bold', fontSize: 'sm', px: '1' });
export const errorText = css({ color: 'danger', fontSize: 'sm', fontWeight: 'normal' });
export const row = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' });
