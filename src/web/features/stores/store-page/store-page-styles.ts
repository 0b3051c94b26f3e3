import { css } from 'styled-system/css';

export const storePageShell = css({
  maxW: '1280px',
  mx: 'auto',
  px: { base: '4', sm: '6', md: '8' },
  pt: { base: '4', sm: '6' },
  pb: '14',
  display: 'flex',
  flexDirection: 'column',
  gap: { base: '8', sm: '12' },
});

export const sectionTitle = css({ fontSize: { base: 'xl', tablet: '2xl' }, fontWeight: 'extrabold', letterSpacing: 'tight' });
