// Width variants of a stored original, encoded with sharp and kept on disk under
// DATA_DIR/image-cache (the original stays in the database): WebP at every width of
// IMAGE_WIDTHS (every browser the store supports takes WebP) and JPEG at two widths, for link
// previews (og:image) and the rare browser without WebP (ADR 1421). Import makes them all up
// front; the route only renders a missing one (an old demo image, a lost cache) and then
// through the bounded encode queue.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type * as SharpModule from 'sharp';
import { IMAGE_WIDTHS } from '@store/shared/constants';

export type Format = 'webp' | 'jpeg';
export const CONTENT_TYPES: Record<Format, string> = { webp: 'image/webp', jpeg: 'image/jpeg' };
/**
 * The JPEG widths made: 1200 for og:image, 480 for a browser without WebP asking for a card.
 * A JPEG of another width is served from the next one up (the srcset's `w` descriptor, not the
 * file, sets the size it is drawn at), so no shopper waits on an encode for it.
 */
export const JPEG_WIDTHS = [480, 1200] as const;
const LARGEST_JPEG_WIDTH = 1200;
/** The largest width a page asks for: originals are decoded once to this width. */
const LARGEST_WIDTH = Math.max(...IMAGE_WIDTHS);
/** Refuse decompression bombs: no page needs more than this many source pixels. */
export const MAX_INPUT_PIXELS = 50_000_000;

// sharp (libvips) costs ~20 MB once loaded: a server whose images come from a CDN cache never
// pays it, and the first render here loads it. One libvips thread per encode: the encode queue
// decides how many run at once (one per core), and libvips' own thread pool on top of that
// took the CPU from requests. No operation cache: every original is encoded once, and the
// cache only held memory (RSS near 1 GB in the image bench).
let sharpModule: Promise<typeof SharpModule> | undefined;
export const loadSharp = async () =>
  (
    await (sharpModule ??= import('sharp').then((m) => {
      m.default.concurrency(1);
      m.default.cache(false);
      return m;
    }))
  ).default;

/** WebP for every browser that takes it (all that take AVIF do); JPEG otherwise. */
export function pickFormat(accept: string | undefined): Format {
  return accept?.includes('image/webp') || accept?.includes('image/avif') ? 'webp' : 'jpeg';
}

/** The variant that answers a request for this width and format: JPEGs come in JPEG_WIDTHS only. */
export function servedWidth(width: number, format: Format): number {
  if (format === 'webp') return width;
  return JPEG_WIDTHS.find((w) => w >= width) ?? LARGEST_JPEG_WIDTH;
}

export const imageCacheDir = (dataDir: string) => path.join(dataDir, 'image-cache');

export function variantFile(cacheDir: string, id: string, width: number, format: Format): string {
  return path.join(cacheDir, `${createHash('sha1').update(id).digest('hex')}-${width}.${format}`);
}

/** Pixels of an original at the largest width, decoded once for all its variants. */
export interface Decoded {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

export async function decodeOriginal(original: Buffer): Promise<Decoded> {
  const sharp = await loadSharp();
  // density: SVG drawings (the demo catalogue) are rasterised sharp enough for 1200 px.
  const { data, info } = await sharp(original, { density: 144, limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: LARGEST_WIDTH, withoutEnlargement: false })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
}

export async function encodeVariant(decoded: Decoded, width: number, format: Format): Promise<Buffer> {
  const sharp = await loadSharp();
  let pipeline = sharp(decoded.data, { raw: decoded.info });
  if (width !== decoded.info.width) pipeline = pipeline.resize({ width });
  // The fastest efforts: 10 variants per image at import must keep up with 5 images a second
  // on 2 cores (ADR 1421). Baseline JPEG: progressive cost 15 % more CPU per image, for the
  // few browsers without WebP and for link previewers, which draw it whole anyway.
  if (format === 'webp') return pipeline.webp({ quality: 78, effort: 1 }).toBuffer();
  return pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 80 }).toBuffer();
}

/** Writes whole files only: a reader never sees half a variant. */
export async function writeVariant(file: string, bytes: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(tmp, bytes);
  await rename(tmp, file);
}

export async function readVariant(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch {
    return undefined;
  }
}

export async function hasVariant(file: string): Promise<boolean> {
  try {
    return (await stat(file)).size > 0;
  } catch {
    return false;
  }
}

/** Every variant kept on disk: WebP at each width of IMAGE_WIDTHS, JPEG at JPEG_WIDTHS. */
export const ALL_VARIANTS: ReadonlyArray<{ width: number; format: Format }> = [
  ...IMAGE_WIDTHS.map((width) => ({ width, format: 'webp' as const })),
  ...JPEG_WIDTHS.map((width) => ({ width, format: 'jpeg' as const })),
];
