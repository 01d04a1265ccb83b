// The garment's colour, the last three numbers of a description (ADR 2805): the mean CIELAB of
// the middle of the garment's box. The network's features hold shape and texture well but
// little of colour, so two cuts alike in two colours were near-twins to them; a photo keeps its
// garment's colour through light and exposure changes far better than its lightness.
import type { GarmentBox } from '@store/shared/garment-box';

/** The share of the box's width and height, around its centre, that is read: the garment, not the scene around it. */
const MIDDLE = 0.5;

interface Raster {
  data: ArrayLike<number>;
  width: number;
  height: number;
}

/** sRGB (0–255) to linear light. */
const linear = (c: number) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};
const labCurve = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);

/** CIELAB (D65) of an sRGB colour. */
function toLab(r: number, g: number, b: number): [number, number, number] {
  const [R, G, B] = [linear(r), linear(g), linear(b)];
  const x = labCurve((0.4124 * R + 0.3576 * G + 0.1805 * B) / 0.9505);
  const y = labCurve(0.2126 * R + 0.7152 * G + 0.0722 * B);
  const z = labCurve((0.0193 * R + 0.1192 * G + 0.9505 * B) / 1.089);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

/** The mean CIELAB (L, a, b) of the middle of `box` in an RGB raster. */
export function garmentColour(raster: Raster, box: GarmentBox): [number, number, number] {
  const edge = 0.5 - MIDDLE / 2;
  const x0 = Math.floor((box.x + box.w * edge) * raster.width);
  const x1 = Math.max(x0 + 1, Math.ceil((box.x + box.w * (1 - edge)) * raster.width));
  const y0 = Math.floor((box.y + box.h * edge) * raster.height);
  const y1 = Math.max(y0 + 1, Math.ceil((box.y + box.h * (1 - edge)) * raster.height));
  let [sumL, sumA, sumB, n] = [0, 0, 0, 0];
  for (let y = y0; y < Math.min(y1, raster.height); y++) {
    for (let x = x0; x < Math.min(x1, raster.width); x++) {
      const i = (y * raster.width + x) * 3;
      const [l, a, b] = toLab(raster.data[i]!, raster.data[i + 1]!, raster.data[i + 2]!);
      [sumL, sumA, sumB, n] = [sumL + l, sumA + a, sumB + b, n + 1];
    }
  }
  return [sumL / n, sumA / n, sumB / n];
}
