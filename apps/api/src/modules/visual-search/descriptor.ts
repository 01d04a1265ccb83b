// A picture's description for visual search (ADRs 2801, 2802, 2805): the whole picture as a
// convolutional network sees it (MobileNetV2's block 12, each of 14 overlapping regions
// max-pooled, unit length, summed; modules/visual-search mobilenet.ts), made unit length: 576
// numbers compared by cosine distance; then the garment's colour (garment-colour.ts), three
// CIELAB numbers. A shopper's photo is also described cropped to the garment found in it
// (packages/shared garment-box), and a product is as near as the nearer of the two
// (service.ts). Kind and price band come from the catalogue's own fields (service.ts).
import { BLANK_COVERAGE, findGarment, findGarmentInScene, type GarmentBox } from '@store/shared/garment-box';
import type * as SharpModule from 'sharp';
import { garmentColour } from './garment-colour';
import { shippedKindClassifier } from './kind-classifier';
import { kindFeatures } from './kind-features';
import { NETWORK_FEATURES, NETWORK_INPUT, networkFeatures } from './mobilenet';

/** The side the picture is decoded to before the garment is looked for. */
const RASTER = 256;
/** Room kept around a found garment's box, in fractions of the picture's sides. */
const BOX_MARGIN = 0.03;

/**
 * The network's part of a description: every feature of its layer, unprojected (a fixed random
 * projection to 256 lost 6–15 points of the bench's top-1, ADR 2802).
 */
export const NETWORK_PART = NETWORK_FEATURES;
/** Then the garment's colour: L, a, b. */
const COLOUR_PART = 3;
export const DESCRIPTOR_DIMENSIONS = NETWORK_PART + COLOUR_PART;
/** Changes whenever the features change: a stored description of another version is made again. */
export const DESCRIPTOR_VERSION = 4;
/** Lightness counts at this share of a colour difference: a photo's light and exposure move it more than the hue. */
const LIGHTNESS_WEIGHT = 0.25;

/** The network's cosine distance of two descriptions (their network parts are unit length). */
export function networkDistance(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  for (let i = 0; i < NETWORK_PART; i++) dot += a[i]! * b[i]!;
  return 1 - dot;
}

/** How far apart two descriptions' garment colours are: the CIELAB distance, lightness counting less. */
export function colourDifference(a: Float32Array, b: Float32Array): number {
  const dL = a[NETWORK_PART]! - b[NETWORK_PART]!;
  const da = a[NETWORK_PART + 1]! - b[NETWORK_PART + 1]!;
  const db = a[NETWORK_PART + 2]! - b[NETWORK_PART + 2]!;
  return Math.sqrt(LIGHTNESS_WEIGHT * dL * dL + da * da + db * db);
}

export interface Description {
  /** The whole picture's description. */
  vector: Float32Array;
  /** The garment found in the picture (a shopper's crop starts from it). */
  box: GarmentBox;
  /** Asked with `garment`: the description of the picture cropped to `box`, unless the box is nearly all of it. */
  garmentVector?: Float32Array;
  /** Asked with `garment`: the probability of each of the kind classifier's classes (kind-classifier.ts KIND_CLASSES; ADR 4901). */
  kinds?: Float32Array;
  /** Nothing stands out from the backdrop: a picture of nothing. */
  blank: boolean;
}

export class Undecodable extends Error {}

/** The same pixel-bomb limit as the image variants (modules/images/variants.ts). */
const MAX_INPUT_PIXELS = 50_000_000;
/** The store's drawings are 900 × 1200: this density draws them near RASTER. */
const SVG_DENSITY = 16;

// Loaded on first need, with the settings the image variants use: one libvips thread, no cache.
let sharpModule: Promise<typeof SharpModule> | undefined;
const loadSharp = async () =>
  (
    await (sharpModule ??= import('sharp').then((m) => {
      m.default.concurrency(1);
      m.default.cache(false);
      return m;
    }))
  ).default;

interface Raster {
  data: Buffer;
  width: number;
  height: number;
}

export interface DescribeOptions {
  /** The store's own drawing (SVG); never a shopper's upload. */
  svg?: boolean;
  /** A shopper's photo: describe the garment found in it too (a second pass of the network). */
  garment?: boolean;
}

/** The whole picture. */
const WHOLE: GarmentBox = { x: 0, y: 0, w: 1, h: 1 };
/** A found box covering this share of the picture or more adds nothing to the whole picture. */
const WHOLE_ENOUGH = 0.9;

/** Decodes `bytes` (any type sharp reads; SVG only for the store's own drawings) and describes it. */
export async function describePicture(bytes: Buffer, options: DescribeOptions = {}): Promise<Description> {
  const raster = await decodePicture(bytes, options);
  const blank = isPlain(raster);
  const box = findGarmentInScene(raster.data, raster.width, raster.height);
  const colour = garmentColour(raster, box);
  const vector = withColour(unit(await networkFeatures(await networkInput(raster, WHOLE, 0))), colour);
  if (!options.garment) return { vector, box, blank };
  // A shopper's photo: its kind too, each look's read by the classifier and averaged (ADR 4901).
  const classifier = shippedKindClassifier();
  const kinds = looks(box).map((look) => classifier.classify(kindFeatures(raster, look)));
  const average = kinds[0]!.map((_, k) => kinds.reduce((sum, p) => sum + p[k]!, 0) / kinds.length);
  if (box.w * box.h >= WHOLE_ENOUGH) return { vector, box, blank, kinds: average };
  const garmentVector = withColour(unit(await networkFeatures(await networkInput(raster, box, BOX_MARGIN))), colour);
  return { vector, box, garmentVector, blank, kinds: average };
}

/** A photo's looks: the whole, and the garment found in it unless that is nearly all of it. */
const looks = (box: GarmentBox): GarmentBox[] => (box.w * box.h >= WHOLE_ENOUGH ? [WHOLE] : [WHOLE, box]);

/** The kind classifier's features of each look of a picture, as a shopper's photo is read (cli/train-garment-kinds.ts trains on them). */
export async function photoKindFeatures(bytes: Buffer, options: { svg?: boolean } = {}): Promise<Float32Array[]> {
  const raster = await decodePicture(bytes, options);
  return looks(findGarmentInScene(raster.data, raster.width, raster.height)).map((look) => kindFeatures(raster, look));
}

/** A picture's pixels spread less than this (standard deviation of their lightness, 0–255) on a plain surface. */
const PLAIN_SPREAD = 8;

/**
 * A picture of nothing: nothing stands out from its border, and it is plain throughout (a wall).
 * A close-up that a garment fills (a black sweater cropped to itself) also has nothing standing
 * out from its border, but its folds, seams and prints spread its lightness (ADR 4901).
 */
function isPlain(raster: Raster): boolean {
  if (findGarment(raster.data, raster.width, raster.height).coverage >= BLANK_COVERAGE) return false;
  let [sum, squares] = [0, 0];
  const n = raster.width * raster.height;
  for (let i = 0; i < n; i++) {
    const l = 0.299 * raster.data[3 * i]! + 0.587 * raster.data[3 * i + 1]! + 0.114 * raster.data[3 * i + 2]!;
    sum += l;
    squares += l * l;
  }
  return Math.sqrt(Math.max(0, squares / n - (sum / n) ** 2)) < PLAIN_SPREAD;
}

/** The picture as an RGB raster of at most RASTER × RASTER, turned upright, on white. */
async function decodePicture(bytes: Buffer, options: { svg?: boolean }): Promise<Raster> {
  const sharp = await loadSharp();
  try {
    const input = sharp(bytes, {
      limitInputPixels: MAX_INPUT_PIXELS,
      ...(options.svg ? { density: SVG_DENSITY } : {}),
    });
    const { data, info } = await input
      .rotate()
      .resize(RASTER, RASTER, { fit: 'inside' })
      .flatten({ background: '#ffffff' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (err) {
    throw new Undecodable(err instanceof Error ? err.message : String(err));
  }
}

/** The garment's box (with a margin) of the raster, fitted on white into the network's square. */
async function networkInput(raster: Raster, box: GarmentBox, margin: number): Promise<Uint8Array> {
  const sharp = await loadSharp();
  const square = await sharp(raster.data, { raw: { width: raster.width, height: raster.height, channels: 3 } })
    .extract(pixelBox(box, raster, margin))
    .resize(NETWORK_INPUT, NETWORK_INPUT, { fit: 'contain', background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer();
  return new Uint8Array(square.buffer, square.byteOffset, square.byteLength);
}

/** The box with its margin, in whole pixels of the raster. */
export function pixelBox(box: GarmentBox, raster: Raster, margin: number) {
  const x0 = Math.max(0, box.x - margin);
  const y0 = Math.max(0, box.y - margin);
  const x1 = Math.min(1, box.x + box.w + margin);
  const y1 = Math.min(1, box.y + box.h + margin);
  const left = Math.min(raster.width - 1, Math.floor(x0 * raster.width));
  const top = Math.min(raster.height - 1, Math.floor(y0 * raster.height));
  return {
    left,
    top,
    width: Math.max(1, Math.min(raster.width - left, Math.round((x1 - x0) * raster.width))),
    height: Math.max(1, Math.min(raster.height - top, Math.round((y1 - y0) * raster.height))),
  };
}

function withColour(network: Float32Array, colour: readonly number[]): Float32Array {
  const out = new Float32Array(DESCRIPTOR_DIMENSIONS);
  out.set(network);
  out.set(colour, NETWORK_PART);
  return out;
}

function unit(v: Float32Array): Float32Array {
  let squares = 0;
  for (const x of v) squares += x * x;
  const norm = Math.sqrt(squares) || 1;
  return v.map((x) => x / norm);
}
