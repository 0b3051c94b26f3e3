/** Picture formats a receipt prints (part 2 §7 "Receipt image is fetched only when it is jpg, jpeg, png or gif"). */
const RECEIPT_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'];

/**
 * Whether a product picture may go on a receipt: only jpg, jpeg, png or gif, judged by the file
 * name's extension (any case), ignoring a query string or fragment. Anything else (svg, webp, no
 * extension) is left off, so the receipt never fetches it.
 */
export function isReceiptImage(url: string | null | undefined): boolean {
  if (!url) return false;
  const path = url.split(/[?#]/, 1)[0]!;
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  return extension !== undefined && RECEIPT_IMAGE_EXTENSIONS.includes(extension);
}

/** The first picture of a line that a receipt may show, if any. */
export const receiptImage = (imageUrls: readonly string[]) => imageUrls.find(isReceiptImage);
