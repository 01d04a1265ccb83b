// Home page pictures: hero slides (editorial flat-lays, 3:2), category tiles (3:4), brand tiles (square).
// The slides' scenes and the tiles' garments are JSON in ./data (read through tables.ts).
import {
  BRANDS,
  CATEGORY_TILES,
  HERO_SLIDES,
  brandImageId,
  heroImageId,
  tileImageId,
  type Gender,
} from '@store/shared/catalogue';
import { colourHex, mix, shade, tint } from './colours.js';
import { drawGarment } from './garments.js';
import { hashString } from './prng.js';
import {
  background,
  fitInto,
  propBag,
  propBangles,
  propBelt,
  propHeels,
  propJhumka,
  propLeaf,
  propSneaker,
  propSunglasses,
  propWatch,
} from './product-image.js';
import { SvgDoc, n } from './svg-kit.js';
import { HERO_SCENES, TILE_LOOKS } from './tables.js';
import type { COLOURED_PROPS, Look, PLAIN_PROPS, PropPlacement, TURNED_PROPS } from './types.js';

export type { Look, Scene } from './types.js';
export { HERO_SCENES, TILE_LOOKS } from './tables.js';

// Props by the names the scenes' data use, grouped by what each takes besides (x, y, scale).
const PLAIN: Record<(typeof PLAIN_PROPS)[number], (x: number, y: number, s: number) => string> = {
  bangles: propBangles,
  belt: propBelt,
  jhumka: propJhumka,
  watch: propWatch,
};
const TURNED: Record<(typeof TURNED_PROPS)[number], (x: number, y: number, s: number, rot: number) => string> = {
  leaf: propLeaf,
  sneaker: propSneaker,
  sunglasses: propSunglasses,
};
const COLOURED: Record<(typeof COLOURED_PROPS)[number], (x: number, y: number, s: number, c: string) => string> = {
  bag: propBag,
  heels: propHeels,
};

function drawProp(p: PropPlacement): string {
  if ('colour' in p) return COLOURED[p.prop](p.x, p.y, p.scale, p.colour);
  if ('turn' in p) return TURNED[p.prop](p.x, p.y, p.scale, p.turn);
  return PLAIN[p.prop](p.x, p.y, p.scale);
}

/** Draw a look into a rectangle of a document. */
export function drawLook(
  doc: SvgDoc,
  l: Look,
  x: number,
  y: number,
  w: number,
  h: number,
  seed: number,
  rot = 0,
  fixedScale?: number,
): string {
  const denim = /Denim/.test(l.colour);
  const fab = doc.fabric(l.colour, l.pattern, seed, { denim });
  const dr = drawGarment(doc, { kind: l.kind, gender: l.gender, title: l.title, fab, seed });
  let inner: string;
  if (fixedScale) {
    const [x0, y0, x1, y1] = dr.box;
    const s = Math.min(fixedScale, w / (x1 - x0), h / (y1 - y0));
    inner = `<g transform="translate(${n(x + w / 2 - ((x0 + x1) / 2) * s)} ${n(y + h / 2 - ((y0 + y1) / 2) * s)}) scale(${Math.round(s * 1000) / 1000})">${dr.svg}</g>`;
  } else inner = fitInto(dr, x, y, w, h, 2);
  return rot ? `<g transform="rotate(${rot} ${n(x + w / 2)} ${n(y + h / 2)})">${inner}</g>` : inner;
}

export const HERO_W = 1200;
export const HERO_H = 800;

export function heroSvg(type: string): string {
  const scene = HERO_SCENES[type];
  if (!scene) throw new Error(`no hero scene for ${type}`);
  const doc = new SvgDoc(HERO_W, HERO_H);
  const seed = hashString(type);
  const bg = background(doc, scene.surface, seed);
  const deco = `<circle cx="${600 + ((seed % 5) - 2) * 60}" cy="380" r="330" fill="${scene.accent}" opacity=".55"/><circle cx="${180 + (seed % 3) * 40}" cy="130" r="70" fill="${tint(scene.accent, 0.4)}" opacity=".7"/>`;
  const [a, b, c] = scene.looks;
  let body = '';
  // three slots: left tall, centre, right; slight rotations for an editorial flat-lay
  const s = 0.6;
  if (a) body += drawLook(doc, a, 110, 80, 400, 640, seed, -4, s);
  if (c) body += drawLook(doc, c, 700, 70, 400, 650, seed + 2, 4, s);
  if (b) body += drawLook(doc, b, 400, 110, 400, 660, seed + 1, 0, s);
  return doc.render(deco + scene.props.map(drawProp).join('') + body, bg);
}

export function tileSvg(gender: Gender, link: string): string {
  const l = TILE_LOOKS[`${gender}:${link}`];
  if (!l) throw new Error(`no tile look for ${gender}:${link}`);
  const doc = new SvgDoc(900, 1200);
  const seed = hashString(`${gender}${link}`);
  const base = colourHex(l.colour);
  const surface: readonly [string, string] = [mix(base, '#f7f3ee', 0.85), mix(base, '#e9e2d8', 0.72)];
  const bg = background(doc, surface, seed);
  const deco = `<circle cx="450" cy="560" r="360" fill="${mix(base, '#ffffff', 0.7)}" opacity=".5"/>`;
  return doc.render(deco + drawLook(doc, l, 110, 110, 680, 980, seed), bg);
}

// ------------------------------------------------------------------ brand tiles

const SERIF = "'DejaVu Serif', 'Liberation Serif', serif";
const SANS = "'DejaVu Sans', 'Liberation Sans', sans-serif";

function wordmark(
  text: string,
  opts: {
    size: number;
    family: string;
    fill: string;
    weight?: string;
    italic?: boolean;
    spacing?: number;
    y?: number;
    x?: number;
  },
): string {
  return `<text x="${opts.x ?? 400}" y="${opts.y ?? 430}" text-anchor="middle" font-family="${opts.family}" font-size="${opts.size}" font-weight="${opts.weight ?? 'normal'}"${opts.italic ? ' font-style="italic"' : ''} letter-spacing="${opts.spacing ?? 0}" fill="${opts.fill}">${text}</text>`;
}

export function brandSvg(brand: string): string {
  const doc = new SvgDoc(800, 800);
  const g = doc.id('g');
  const grad = (a: string, b: string) => {
    doc.def(
      `<linearGradient id="${g}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`,
    );
    return `<rect width="800" height="800" fill="url(#${g})"/>`;
  };
  switch (brand) {
    case 'Zara':
      return doc.render(
        grad('#f6f3ee', '#e6e0d6') +
          wordmark('ZARA', { size: 200, family: SERIF, fill: '#141414', spacing: -6, y: 470 }) +
          '<path d="M250 540h300" stroke="#141414" stroke-width="2" opacity=".5"/>',
      );
    case 'H&amp;M':
    case 'H&M':
      return doc.render(
        grad('#ffffff', '#f1eeee') +
          wordmark('H&amp;M', {
            size: 230,
            family: SANS,
            fill: '#d7131f',
            weight: 'bold',
            italic: true,
            spacing: -10,
            y: 480,
          }),
      );
    case 'Uniqlo':
      return doc.render(
        grad('#f5f5f3', '#e7e5e1') +
          '<rect x="200" y="200" width="400" height="400" fill="#d9111c"/>' +
          wordmark('UNI', { size: 128, family: SANS, fill: '#fff', weight: 'bold', spacing: 10, y: 380 }) +
          wordmark('QLO', { size: 128, family: SANS, fill: '#fff', weight: 'bold', spacing: 10, y: 530 }),
      );
    case "Levi's":
      return doc.render(
        grad('#f4f1ec', '#e4ded4') +
          `<path d="M160 270h480v200c0 40-30 70-80 80l-160 60-160-60c-50-10-80-40-80-80z" fill="#c8102e"/>` +
          wordmark('Levi&#8217;s', { size: 130, family: SERIF, fill: '#fff', weight: 'bold', y: 455, spacing: -2 }) +
          '<path d="M200 300h400" stroke="#fff" stroke-width="4" opacity=".7"/>',
      );
    case 'Yezwe':
      return doc.render(
        grad('#f6e7e3', '#e8cfc9') +
          '<circle cx="400" cy="400" r="250" fill="none" stroke="#7b3442" stroke-width="2" opacity=".35"/>' +
          wordmark('yezwe', { size: 150, family: SERIF, fill: '#6b2a38', italic: true, y: 440, spacing: 2 }) +
          wordmark('WOMEN', { size: 30, family: SANS, fill: '#6b2a38', spacing: 14, y: 510 }),
      );
    case 'MissPrint': {
      const fab = doc.fabric('#f3e7d3', 'floral', 2, { scale: 0.8 });
      return doc.render(
        `<rect width="800" height="800" fill="${fab.fill}"/><rect x="90" y="90" width="620" height="620" fill="#f6eedf"/><rect x="110" y="110" width="580" height="580" fill="none" stroke="#2f3c6b" stroke-width="3"/>` +
          wordmark('MissPrint', { size: 118, family: SERIF, fill: '#2f3c6b', y: 430, spacing: -2 }) +
          wordmark('JAIPUR', { size: 34, family: SANS, fill: '#b5573a', spacing: 18, y: 505 }),
      );
    }
    default:
      return doc.render(grad('#f4f1ec', '#e4ded4') + wordmark(brand, { size: 120, family: SERIF, fill: '#222' }));
  }
}

export function homeImageSvgs(): Array<{ id: string; svg: string }> {
  const out: Array<{ id: string; svg: string }> = [];
  for (const gender of ['women', 'men'] as const) {
    for (const s of HERO_SLIDES[gender]) out.push({ id: heroImageId(s.type), svg: heroSvg(s.type) });
  }
  for (const gender of ['women', 'men'] as const) {
    for (const t of CATEGORY_TILES[gender]) out.push({ id: tileImageId(gender, t.link), svg: tileSvg(gender, t.link) });
  }
  for (const b of BRANDS) out.push({ id: brandImageId(b.name), svg: brandSvg(b.name) });
  return out;
}

export { shade };
