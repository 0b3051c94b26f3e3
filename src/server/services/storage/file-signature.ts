/**
 * The content type a file's first bytes prove (part 1 §8 'File type not allowed'): the declared type
 * of an upload is only a claim, so the server stores and serves what the signature says. Covers
 * the photos and clips phones and browsers produce: JPEG, PNG, GIF, WebP, HEIC/AVIF, MP4, MOV, WebM.
 */
export const SIGNATURE_BYTES = 16;

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, index) => bytes[index] === byte);

/** ISO base media files (MP4, MOV, HEIC, AVIF) name their kind in the `ftyp` box's major brand. */
function isoMediaType(brand: string): string | undefined {
  if (brand === 'qt  ') return 'video/quicktime';
  if (['heic', 'heix', 'mif1', 'msf1'].includes(brand)) return 'image/heic';
  if (brand === 'avif' || brand === 'avis') return 'image/avif';
  return 'video/mp4';
}

export function sniffContentType(head: Uint8Array): string | undefined {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  if (ascii(head, 4, 8) === 'ftyp') return isoMediaType(ascii(head, 8, 12));
  return undefined;
}
