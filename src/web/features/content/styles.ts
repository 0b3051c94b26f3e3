import { css } from 'styled-system/css';

/** The frame of a content page: centred, with the shell's side padding. */
export const pageShell = css({ maxW: '1200px', mx: 'auto', px: { base: '4', tablet: '6', md: '8' }, py: { base: '6', tablet: '10' } });

/** An article's column: text at a readable width, centred. */
export const articleShell = css({ maxW: '760px', mx: 'auto', px: { base: '4', tablet: '6' }, py: { base: '6', tablet: '10' } });

export const pageTitle = css({ fontSize: { base: '3xl', tablet: '4xl', md: '5xl' }, fontWeight: 'extrabold', lineHeight: 'tight', letterSpacing: 'tight' });

export const sectionTitle = css({ fontSize: { base: 'xl', tablet: '2xl' }, fontWeight: 'extrabold', letterSpacing: 'tight', lineHeight: 'snug' });

/** Small uppercase label above a title. */
export const eyebrow = css({ fontSize: 'xs', fontWeight: 'bold', textTransform: 'uppercase', letterSpacing: 'widest', color: 'brand' });

export const lede = css({ fontSize: { base: 'md', tablet: 'lg' }, lineHeight: 'relaxed', color: 'muted', maxW: '65ch' });
