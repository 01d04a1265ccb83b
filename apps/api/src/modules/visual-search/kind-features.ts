// What the kind classifier reads of a photo (ADR 4901): the garment's outline and folds, not its
// colour or print. The box is cut out, made grey and fitted on white into 32 × 32; then the
// directions of its edges (histograms of oriented gradients over 4 × 4 and 2 × 2 cells), a 12 × 12
// thumbnail of its darkness, and the box's aspect. A drawing and a photo of one kind of garment
// share these far more than they share the network's features (ADR 4901 measured both).
import type { GarmentBox } from '@store/shared/garment-box';

/** The side the box is fitted into. */
const SIDE = 32;
const THUMB = 12;
const BINS = 9;
/** HOG cells, in pixels of SIDE. */
const CELLS = [8, 16];
export const KIND_FEATURES = CELLS.reduce((n, c) => n + (SIDE / c) ** 2 * BINS, 0) + THUMB * THUMB + 1;

interface Raster {
  data: ArrayLike<number>;
  width: number;
  height: number;
}

/** The box of an RGB raster as grey (0 black – 1 white), fitted on white into SIDE × SIDE: nearest-pixel sampling of each cell's mean. */
function greySquare(raster: Raster, box: GarmentBox): Float32Array {
  const x0 = Math.max(0, Math.floor(box.x * raster.width));
  const y0 = Math.max(0, Math.floor(box.y * raster.height));
  const w = Math.max(1, Math.min(raster.width - x0, Math.round(box.w * raster.width)));
  const h = Math.max(1, Math.min(raster.height - y0, Math.round(box.h * raster.height)));
  const scale = SIDE / Math.max(w, h);
  const out = new Float32Array(SIDE * SIDE).fill(1);
  const [ow, oh] = [w * scale, h * scale];
  const [left, top] = [(SIDE - ow) / 2, (SIDE - oh) / 2];
  for (let y = 0; y < SIDE; y++) {
    for (let x = 0; x < SIDE; x++) {
      // The source pixels this cell covers, averaged (an area resize).
      const sx0 = (x - left) / scale;
      const sy0 = (y - top) / scale;
      if (sx0 + 1 / scale <= 0 || sy0 + 1 / scale <= 0 || sx0 >= w || sy0 >= h) continue;
      let [sum, n] = [0, 0];
      for (let sy = Math.max(0, Math.floor(sy0)); sy < Math.min(h, Math.ceil(sy0 + 1 / scale)); sy++) {
        for (let sx = Math.max(0, Math.floor(sx0)); sx < Math.min(w, Math.ceil(sx0 + 1 / scale)); sx++) {
          const i = ((y0 + sy) * raster.width + x0 + sx) * 3;
          sum += 0.299 * raster.data[i]! + 0.587 * raster.data[i + 1]! + 0.114 * raster.data[i + 2]!;
          n++;
        }
      }
      if (n > 0) out[y * SIDE + x] = sum / n / 255;
    }
  }
  return out;
}

/** Histograms of the edges' directions (0–180°, BINS bins, weighted by strength) over square cells of `cell` pixels. */
function orientations(grey: Float32Array, cell: number): Float32Array {
  const cells = SIDE / cell;
  const out = new Float32Array(cells * cells * BINS);
  for (let y = 1; y < SIDE - 1; y++) {
    for (let x = 1; x < SIDE - 1; x++) {
      const gx = grey[y * SIDE + x + 1]! - grey[y * SIDE + x - 1]!;
      const gy = grey[(y + 1) * SIDE + x]! - grey[(y - 1) * SIDE + x]!;
      let angle = Math.atan2(gy, gx);
      if (angle < 0) angle += Math.PI;
      const bin = Math.min(BINS - 1, Math.floor((angle / Math.PI) * BINS));
      out[(Math.floor(y / cell) * cells + Math.floor(x / cell)) * BINS + bin]! += Math.hypot(gx, gy);
    }
  }
  return out;
}

/** The kind classifier's features of the garment in `box` of an RGB raster (KIND_FEATURES numbers). */
export function kindFeatures(raster: Raster, box: GarmentBox): Float32Array {
  const grey = greySquare(raster, box);
  const out = new Float32Array(KIND_FEATURES);
  let at = 0;
  for (const cell of CELLS) {
    const h = orientations(grey, cell);
    out.set(h, at);
    at += h.length;
  }
  const per = SIDE / THUMB;
  for (let ty = 0; ty < THUMB; ty++) {
    for (let tx = 0; tx < THUMB; tx++) {
      let dark = 0;
      let n = 0;
      for (let y = Math.floor(ty * per); y < Math.floor((ty + 1) * per); y++)
        for (let x = Math.floor(tx * per); x < Math.floor((tx + 1) * per); x++, n++) dark += 1 - grey[y * SIDE + x]!;
      out[at++] = dark / n;
    }
  }
  out[at] = (box.w * raster.width) / (box.h * raster.height);
  return out;
}
