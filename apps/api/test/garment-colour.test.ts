// A description's colour part (ADR 2805): the garment's CIELAB, read from the middle of its box,
// and how far apart two descriptions' colours are.
import { describe, expect, it } from 'vitest';
import { colourDifference, DESCRIPTOR_DIMENSIONS, NETWORK_PART } from '../src/modules/visual-search/descriptor';
import { garmentColour } from '../src/modules/visual-search/garment-colour';

/** A white raster with a box of one colour and a black frame around its middle. */
function garmentOn(width: number, height: number, colour: [number, number, number]) {
  const data = new Uint8Array(width * height * 3).fill(255);
  for (let y = 20; y < 80; y++)
    for (let x = 10; x < 50; x++) {
      const edge = y < 24 || y >= 76 || x < 14 || x >= 46;
      data.set(edge ? [0, 0, 0] : colour, (y * width + x) * 3);
    }
  return { data, width, height, box: { x: 10 / width, y: 20 / height, w: 40 / width, h: 60 / height } };
}

const description = (lab: [number, number, number]) => {
  const v = new Float32Array(DESCRIPTOR_DIMENSIONS);
  v[0] = 1;
  v.set(lab, NETWORK_PART);
  return v;
};

describe('garment colour', () => {
  it("reads the CIELAB of the middle of the garment's box, not its edges or the backdrop", () => {
    const red = garmentOn(60, 100, [255, 0, 0]);
    const [L, a, b] = garmentColour(red, red.box);
    // sRGB red is L 53.2, a 80.1, b 67.2 (D65).
    expect(L).toBeCloseTo(53.2, 0);
    expect(a).toBeCloseTo(80.1, 0);
    expect(b).toBeCloseTo(67.2, 0);
    const grey = garmentOn(60, 100, [119, 119, 119]);
    const [gL, ga, gb] = garmentColour(grey, grey.box);
    expect(gL).toBeCloseTo(50, 0);
    expect(Math.abs(ga) + Math.abs(gb)).toBeLessThan(0.5);
  });

  it('tells colours apart by their CIELAB distance, lightness counting less than hue', () => {
    const base = description([50, 20, 20]);
    expect(colourDifference(base, base)).toBe(0);
    expect(colourDifference(base, description([50, 30, 20]))).toBeCloseTo(10, 5);
    expect(colourDifference(base, description([60, 20, 20]))).toBeCloseTo(5, 5);
  });
});
