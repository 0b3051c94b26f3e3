import { RECEIPT_FONT_SIZE_PT, RECEIPT_PAGE_MARGIN_PX } from '@/domain/constants';

/**
 * The printed page of a receipt (part 2 §9 "Receipt page: margins 40, font size 9"): what
 * react-to-print puts in the print frame. Black on white whatever the brand colours.
 */
export const RECEIPT_PAGE_STYLE = `
@page { size: auto; margin: ${RECEIPT_PAGE_MARGIN_PX}px; }
@media print {
  html, body { margin: 0; font-size: ${RECEIPT_FONT_SIZE_PT}pt; color: #000; background: #fff; }
  body { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}
`;
