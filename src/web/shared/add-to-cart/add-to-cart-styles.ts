import { css } from 'styled-system/css';

/** The add-to-cart area's message box (one message at a time, part 1 §4). */
export const noticeBox = css({ p: '4', borderRadius: 'card', bg: 'wash', display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' });
export const noticeText = css({ fontWeight: 'semibold' });
export const actionRow = css({ display: 'flex', gap: '3', flexWrap: 'wrap' });
export const mutedNote = css({ fontSize: 'sm', color: 'muted' });
