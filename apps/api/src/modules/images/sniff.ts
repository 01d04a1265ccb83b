// The raster types the image ingest stores and encodes (ADR 1420), read from the bytes
// (lib/image-type.ts): JPEG, PNG, WebP and AVIF. A GIF from a feed is refused, as it always was.
import { sniffImageType, type SniffedImageType } from '../../lib/image-type';

export type RasterType = Exclude<SniffedImageType, 'image/gif'>;

/** The raster type the bytes are, or undefined for anything else (GIF, SVG, HTML, text, …). */
export function rasterTypeOf(bytes: Uint8Array): RasterType | undefined {
  const type = sniffImageType(bytes);
  return type === 'image/gif' ? undefined : type;
}
