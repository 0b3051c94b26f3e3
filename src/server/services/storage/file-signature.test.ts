import { expect, test } from 'vitest';
import { sniffContentType } from './file-signature';

/** The types an upload's first bytes prove (part 1 §8 'File type not allowed' for everything else). */
const bytes = (...parts: (string | number[])[]) => new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? Array.from(part, (char) => char.charCodeAt(0)) : part)));
const box = (brand: string) => bytes([0, 0, 0, 0x20], 'ftyp', brand, [0, 0, 0, 0]);

test.each([
  ['JPEG', bytes([0xff, 0xd8, 0xff, 0xdb]), 'image/jpeg'],
  ['PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]), 'image/png'],
  ['GIF', bytes('GIF89a'), 'image/gif'],
  ['WebP', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '), 'image/webp'],
  ['HEIC', box('heic'), 'image/heic'],
  ['AVIF', box('avif'), 'image/avif'],
  ['MP4', box('isom'), 'video/mp4'],
  ['MOV', box('qt  '), 'video/quicktime'],
  ['WebM', bytes([0x1a, 0x45, 0xdf, 0xa3]), 'video/webm'],
])('%s is recognised', (_name, head, type) => {
  expect(sniffContentType(head)).toBe(type);
});

test.each([
  ['SVG (may carry script)', bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
  ['HTML', bytes('<!doctype html>')],
  ['PDF', bytes('%PDF-1.7')],
  ['RIFF that is not WebP (WAV)', bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt ')],
  ['nothing', new Uint8Array()],
])('%s is not', (_name, head) => {
  expect(sniffContentType(head)).toBeUndefined();
});
