import { css } from 'styled-system/css';
import { button } from '@/web/ui/button';

/** The UI kit's button looks, for links and plain buttons of the catalog screens. */
export const primaryButton = button({ variant: 'solid' });
export const secondaryButton = button({ variant: 'outline' });
export const textButton = button({ variant: 'link', size: 'sm' });

export const pageTitle = css({ fontSize: { base: '2xl', sm: '3xl' }, fontWeight: 'bold', lineHeight: 'tight' });

export const pageShell = css({ maxW: '1400px', mx: 'auto', px: { base: '4', sm: '6' }, py: { base: '4', sm: '6' } });
