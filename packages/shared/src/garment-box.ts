// Where the garment is in a picture: the pixels that differ from the picture's border (a shop's
// plain backdrop, a wall, a bed sheet), boxed. The server describes what is inside the box, and
// the search screen draws the same box as the crop's default, so both find the same garment
// (docs/decisions/2800-visual-search.md).

/** A box in fractions of the picture's width and height. */
export interface GarmentBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface GarmentMask {
  box: GarmentBox;
  /** 1 where a pixel belongs to the garment, 0 where it is the backdrop; row by row. */
  mask: Uint8Array;
  /** The share of pixels that are not backdrop: near 0 for a picture of nothing. */
  coverage: number;
}

/** The whole picture, a little inside its edges: the box when no backdrop can be told apart. */
export const CENTRE_BOX: GarmentBox = { x: 0.1, y: 0.05, w: 0.8, h: 0.9 };

const BORDER = 2;
/** A border whose colours spread this far (RGB distance, 90th percentile) is a scene, not a backdrop. */
const BUSY_BORDER = 60;
/** Below this share of garment pixels a picture shows nothing (a blank wall). */
export const BLANK_COVERAGE = 0.01;

/**
 * The garment's pixels and box in an RGB(A) raster of `width` × `height` (`channels` 3 or 4).
 * The backdrop is the border's mean colour; a pixel belongs to the garment when it is far from
 * it, by more than the border's own spread (a textured backdrop needs a larger difference).
 */
export function findGarment(rgb: ArrayLike<number>, width: number, height: number, channels = 3): GarmentMask {
  let sr = 0;
  let sg = 0;
  let sb = 0;
  let n = 0;
  const border: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (x >= BORDER && x < width - BORDER && y >= BORDER && y < height - BORDER) continue;
      const i = (y * width + x) * channels;
      sr += rgb[i]!;
      sg += rgb[i + 1]!;
      sb += rgb[i + 2]!;
      border.push(i);
      n++;
    }
  }
  const mr = sr / n;
  const mg = sg / n;
  const mb = sb / n;
  const distances = border.map((i) => distance(rgb, i, mr, mg, mb)).sort((a, b) => a - b);
  // The border's 90th percentile: a garment touching the edge does not raise it much.
  const spread = distances[Math.floor(distances.length * 0.9)] ?? 0;
  // A busy border (a cluttered table, a crowded room) is no backdrop: the garment is taken to be
  // in the middle, where a shopper points the camera. Never a "picture of nothing".
  if (spread > BUSY_BORDER) return { box: CENTRE_BOX, mask: new Uint8Array(width * height).fill(1), coverage: 1 };
  const threshold = Math.max(28, spread * 1.5);

  const mask = new Uint8Array(width * height);
  const rows = new Uint32Array(height);
  const cols = new Uint32Array(width);
  let count = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * channels;
      if (distance(rgb, i, mr, mg, mb) > threshold) {
        mask[y * width + x] = 1;
        rows[y]!++;
        cols[x]!++;
        count++;
      }
    }
  }
  const coverage = count / (width * height);
  // Nothing told apart from the border (a blank wall, or a close-up the garment fills): the centre.
  if (coverage < BLANK_COVERAGE) return { box: CENTRE_BOX, mask: mask.fill(1), coverage };
  // The box holds all but 2 % of the garment's pixels on each side: a stray speck stays out.
  const [y0, y1] = span(rows, count);
  const [x0, x1] = span(cols, count);
  const box = { x: x0 / width, y: y0 / height, w: (x1 - x0 + 1) / width, h: (y1 - y0 + 1) / height };
  // Almost everything differs from the border (a busy scene): no backdrop was found.
  if (box.w * box.h > 0.97 && coverage > 0.9) return { box: CENTRE_BOX, mask: mask.fill(1), coverage };
  return { box, mask, coverage };
}

function span(counts: Uint32Array, total: number): [number, number] {
  const cut = total * 0.02;
  let first = 0;
  for (let seen = 0; first < counts.length - 1 && seen + counts[first]! <= cut; first++) seen += counts[first]!;
  let last = counts.length - 1;
  for (let seen = 0; last > first && seen + counts[last]! <= cut; last--) seen += counts[last]!;
  return [first, last];
}

function distance(rgb: ArrayLike<number>, i: number, r: number, g: number, b: number): number {
  const dr = rgb[i]! - r;
  const dg = rgb[i + 1]! - g;
  const db = rgb[i + 2]! - b;
  return Math.sqrt(dr * dr + dg * dg + db * db);
}

/** Insets tried for a plain ring around the garment, in fractions of the picture's sides. */
const RING_INSETS = [0, 0.04, 0.08, 0.12, 0.16, 0.2];
const RING = 3;
/** RGB distance from the backdrop beyond which a pixel belongs to something on it. */
const SCENE_THRESHOLD = 36;

/**
 * The garment in a scene (a phone photo: a garment, or a picture of one, in the middle, with a
 * table or a room around it). The backdrop is the commonest colour of the most uniform ring
 * among a few insets (the wall, the bed sheet, a shop picture's own backdrop); the garment is
 * what stands out from it, joined to the middle of the frame, where a shopper points the camera.
 */
export function findGarmentInScene(rgb: ArrayLike<number>, width: number, height: number): GarmentBox {
  const inset = plainestRing(rgb, width, height);
  const x0 = Math.floor(inset.at * width);
  const y0 = Math.floor(inset.at * height);
  const x1 = width - x0;
  const y1 = height - y0;
  const inside = (x: number, y: number) => x >= x0 && x < x1 && y >= y0 && y < y1;
  const [br, bg, bb] = inset.backdrop;
  // Garment pixels, grown by two so that a thin gap (a stripe the backdrop's colour) does not part them.
  const grown = new Uint8Array(width * height);
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      if (distance(rgb, (y * width + x) * 3, br, bg, bb) <= SCENE_THRESHOLD) continue;
      for (let dy = -2; dy <= 2; dy++)
        for (let dx = -2; dx <= 2; dx++) if (inside(x + dx, y + dy)) grown[(y + dy) * width + x + dx] = 1;
    }
  }
  // The garment pixel nearest the middle starts the garment; the parts joined to it make it up.
  let seed = -1;
  let nearest = Infinity;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const d = (x - width / 2) ** 2 + (y - height / 2) ** 2;
      if (grown[y * width + x] && d < nearest) [seed, nearest] = [y * width + x, d];
    }
  }
  if (seed < 0) return CENTRE_BOX;
  let [bx0, by0, bx1, by1] = [width, height, 0, 0];
  const stack = [seed];
  grown[seed] = 2;
  while (stack.length > 0) {
    const p = stack.pop()!;
    const x = p % width;
    const y = (p - x) / width;
    [bx0, by0, bx1, by1] = [Math.min(bx0, x), Math.min(by0, y), Math.max(bx1, x), Math.max(by1, y)];
    for (const [nx, ny] of [
      [x - 1, y],
      [x + 1, y],
      [x, y - 1],
      [x, y + 1],
    ] as const) {
      if (!inside(nx, ny) || grown[ny * width + nx] !== 1) continue;
      grown[ny * width + nx] = 2;
      stack.push(ny * width + nx);
    }
  }
  return { x: bx0 / width, y: by0 / height, w: (bx1 - bx0 + 1) / width, h: (by1 - by0 + 1) / height };
}

/** The inset whose ring is most of one colour (coarsely binned), and that colour's mean. */
function plainestRing(rgb: ArrayLike<number>, width: number, height: number) {
  const bin = (i: number) => ((rgb[i]! >> 5) << 6) | ((rgb[i + 1]! >> 5) << 3) | (rgb[i + 2]! >> 5);
  let best = { at: 0, share: 0, backdrop: [255, 255, 255] as [number, number, number] };
  for (const at of RING_INSETS) {
    const x0 = Math.floor(at * width);
    const y0 = Math.floor(at * height);
    const ring: number[] = [];
    for (let y = y0; y < height - y0; y++) {
      for (let x = x0; x < width - x0; x++) {
        if (x >= x0 + RING && x < width - x0 - RING && y >= y0 + RING && y < height - y0 - RING) continue;
        ring.push((y * width + x) * 3);
      }
    }
    if (ring.length === 0) continue;
    const counts = new Map<number, number>();
    for (const i of ring) counts.set(bin(i), (counts.get(bin(i)) ?? 0) + 1);
    const [mode, count] = [...counts.entries()].reduce((a, b) => (b[1] > a[1] ? b : a));
    const share = count / ring.length;
    // A deeper ring must be clearly plainer to be chosen: the outermost plain ring is the backdrop.
    if (share <= best.share + 0.05) continue;
    const sum = [0, 0, 0];
    for (const i of ring) if (bin(i) === mode) for (let c = 0; c < 3; c++) sum[c]! += rgb[i + c]!;
    best = { at, share, backdrop: [sum[0]! / count, sum[1]! / count, sum[2]! / count] };
  }
  return best;
}
