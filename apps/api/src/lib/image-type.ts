// An image's type read from its first bytes (magic numbers), never from a header or a file name:
// a feed's server or an upload may say anything. SVG (a document that can carry scripts) is never
// one of them. The image ingest keeps the raster types it encodes; image search also takes GIF.
export const SNIFFED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export type SniffedImageType = (typeof SNIFFED_IMAGE_TYPES)[number];

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);

const ascii = (bytes: Uint8Array, from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1');

/** The image type the bytes really are, or undefined for anything else (SVG, HTML, text, …). */
export function sniffImageType(bytes: Uint8Array): SniffedImageType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (bytes.length >= 6 && ['GIF87a', 'GIF89a'].includes(ascii(bytes, 0, 6))) return 'image/gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (isAvif(bytes)) return 'image/avif';
  return undefined;
}

/** ISO-BMFF `ftyp` box whose major or a compatible brand is avif/avis. */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = Math.min(bytes.length, new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0));
  for (let at = 8; at + 4 <= boxSize; at += 4) {
    if (at === 12) continue; // minor version, not a brand
    const brand = ascii(bytes, at, at + 4);
    if (brand === 'avif' || brand === 'avis') return true;
  }
  return false;
}
