// Product photos as SVG: a flat-lay illustration of the garment on a soft studio background.
import { luminance, mix, shade, tint } from './colours.js';
import { drawGarment, type Drawn } from './garments.js';
import { hashString } from './prng.js';
import { SvgDoc, n } from './svg-kit.js';
import type { CatalogueProduct } from './types.js';

export const PRODUCT_W = 900;
export const PRODUCT_H = 1200;

/** Soft studio surfaces (top-left, bottom-right). */
const SURFACES: readonly (readonly [string, string])[] = [
  ['#f4efe8', '#e6ddd1'], // warm paper
  ['#f3ebe7', '#e4d4cd'], // blush plaster
  ['#eef0ea', '#dadfd3'], // sage mist
  ['#edf1f5', '#d9e0e8'], // powder
  ['#f5f1e6', '#e7dcc4'], // sand
  ['#efedf2', '#ddd9e3'], // lilac grey
  ['#f2f0ed', '#e0dcd6'], // stone
];

export function surfaceFor(base: string, seed: number): readonly [string, string] {
  const lum = luminance(base);
  // Very light garments need a slightly deeper surface to stand out.
  const s = SURFACES[seed % SURFACES.length] as readonly [string, string];
  if (lum > 0.8) return [shade(s[0], 0.04), shade(s[1], 0.1)];
  return s;
}

export function background(doc: SvgDoc, surface: readonly [string, string], seed: number): string {
  const id = doc.id('bg');
  const vg = doc.id('vg');
  const w = doc.w;
  const h = doc.h;
  doc.def(
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${surface[0]}"/><stop offset="1" stop-color="${surface[1]}"/></linearGradient><radialGradient id="${vg}" cx=".42" cy=".32" r=".9"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset=".6" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".08"/></radialGradient>`,
  );
  // faint window-light band for a studio feel
  const lx = (seed % 5) * (w / 6);
  return `<rect width="${w}" height="${h}" fill="url(#${id})"/><rect width="${w}" height="${h}" fill="url(#${vg})"/><path d="M${n(lx)} 0h${n(w * 0.28)}l${n(-w * 0.45)} ${h}h${n(-w * 0.28)}z" fill="#fff" opacity=".12"/>`;
}

/** Fit a drawing into a target rectangle (keeps aspect), returns the transformed svg. */
export function fitInto(dr: Drawn, x: number, y: number, w: number, h: number, scaleCap = 1.15): string {
  const [x0, y0, x1, y1] = dr.box;
  const s = Math.min(w / (x1 - x0), h / (y1 - y0), scaleCap);
  const tx = x + (w - (x1 - x0) * s) / 2 - x0 * s;
  const ty = y + (h - (y1 - y0) * s) / 2 - y0 * s;
  return `<g transform="translate(${n(tx)} ${n(ty)}) scale(${Math.round(s * 1000) / 1000})">${dr.svg}</g>`;
}

// ------------------------------------------------------------------ props for styled views

export function propSunglasses(x: number, y: number, s: number, rot: number): string {
  return `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})"><ellipse cx="12" cy="14" rx="80" ry="10" fill="#000" opacity=".12"/><path d="M-70 -30h110v10c0 40-20 60-55 60s-55-25-55-60zM60 -30h110v10c0 40-20 60-55 60s-55-25-55-60z" fill="#2a2623"/><path d="M-55 -18c10 30 30 40 45 35M75 -18c10 30 30 40 45 35" stroke="#fff" stroke-opacity=".25" stroke-width="6" fill="none"/><path d="M40 -26q10-10 20 0" stroke="#2a2623" stroke-width="8" fill="none"/><path d="M-70 -28l-90 -30M170 -28l90 -30" stroke="#2a2623" stroke-width="7"/></g>`;
}

export function propBag(x: number, y: number, s: number, colour: string): string {
  const c = colour;
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-70 0q0-120 70-120t70 120" fill="none" stroke="${shade(c, 0.3)}" stroke-width="12"/><rect x="-130" y="0" width="260" height="180" rx="28" fill="${c}"/><rect x="-130" y="0" width="260" height="180" rx="28" fill="url(#sv)"/><path d="M-130 40h260" stroke="${shade(c, 0.2)}" stroke-width="3"/><rect x="-22" y="28" width="44" height="26" rx="6" fill="#c9a24a"/></g>`;
}

export function propWatch(x: number, y: number, s: number): string {
  return `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-28" y="-150" width="56" height="300" rx="20" fill="#6b4a32"/><circle r="58" fill="#c9a24a"/><circle r="48" fill="#f5f1e8"/><path d="M0 0V-32M0 0L22 10" stroke="#333" stroke-width="5" stroke-linecap="round"/></g>`;
}

export function propBangles(x: number, y: number, s: number): string {
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="none"><circle r="70" stroke="#c9a24a" stroke-width="12"/><circle cx="26" cy="14" r="70" stroke="#b5303f" stroke-width="10"/><circle cx="52" cy="28" r="70" stroke="#c9a24a" stroke-width="8"/></g>`;
}

export function propJhumka(x: number, y: number, s: number): string {
  const one = (dx: number) =>
    `<g transform="translate(${dx} 0)"><circle cy="-40" r="14" fill="#c9a24a"/><path d="M-44 40q44-90 88 0z" fill="#c9a24a"/><path d="M-44 40q44 18 88 0" stroke="#9c7a2e" stroke-width="4" fill="none"/><g fill="#f3eedf">${[-36, -18, 0, 18, 36].map((cx) => `<circle cx="${cx}" cy="58" r="6"/>`).join('')}</g></g>`;
  return `<g transform="translate(${x} ${y}) scale(${s})">${one(-60)}${one(60)}</g>`;
}

export function propSneaker(x: number, y: number, s: number, rot: number): string {
  return `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})"><path d="M-150 40c0-60 20-90 60-100l60 30c40 10 90 20 140 40c40 16 50 40 50 60v20h-310z" fill="#f7f6f2" stroke="#d8d4cc" stroke-width="3"/><path d="M-150 90h310v22h-310z" fill="#e4e0d8"/><path d="M-60 -30l40 60M-40 -36l40 60M-20 -40l40 60" stroke="#c9c4bb" stroke-width="5"/></g>`;
}

export function propHeels(x: number, y: number, s: number, colour: string): string {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-120 40q60-10 120-80l40 0q10 40-20 90l-120 20z" fill="${colour}"/><path d="M30 40l10 80h-14l-16-70z" fill="${shade(colour, 0.3)}"/><path d="M-120 40q60-10 120-80" stroke="${shade(colour, 0.3)}" stroke-width="4" fill="none"/></g>`;
}

export function propLeaf(x: number, y: number, s: number, rot: number): string {
  let leaves = '';
  for (let i = 0; i < 5; i++)
    leaves += `<path d="M0 ${-i * 60}q40-30 70-10q-30 30-70 10zM0 ${-i * 60 - 30}q-40-30-70-10q30 30 70 10z"/>`;
  return `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})"><path d="M0 40V-280" stroke="#6d8a5f" stroke-width="5"/><g fill="#7f9c6f">${leaves}</g></g>`;
}

export function propBelt(x: number, y: number, s: number): string {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-200 0c100-60 300-60 400 0" fill="none" stroke="#5a3a29" stroke-width="30"/><rect x="-30" y="-58" width="60" height="46" rx="6" fill="none" stroke="#c9a24a" stroke-width="8"/></g>`;
}

function props(p: CatalogueProduct, seed: number): string {
  const ethnic = p.kind === 'kurta' || p.kind === 'saree' || p.kind === 'lehenga';
  const sporty = ['activewear-set', 'sports-bra', 'leggings', 'joggers', 'hoodie', 'sweatshirt'].includes(p.kind);
  const acc = mix(p.color === 'Black' ? '#c9a24a' : '#d8b58c', '#7a4b3a', (seed % 3) * 0.2);
  if (ethnic) return propJhumka(700, 960, 0.9) + propBangles(170, 1000, 0.8) + propLeaf(780, 360, 0.7, 20);
  if (sporty) return propSneaker(680, 1000, 0.9, -12) + propLeaf(160, 1020, 0.6, -30);
  if (p.gender === 'men')
    return propWatch(730, 930, 0.8) + propSunglasses(170, 1030, 0.65, -8) + propBelt(620, 200, 0.55);
  return (
    propSunglasses(690, 1010, 0.65, 10) +
    (seed % 2 ? propBag(200, 960, 0.7, acc) : propHeels(200, 1000, 0.9, acc)) +
    propLeaf(780, 260, 0.6, 25)
  );
}

/** view 0 = main front flat-lay; 1 = back; 2 = close-up; 3 = styled; 4 = on a different surface, angled. */
export function productImageSvg(p: CatalogueProduct, view: number): string {
  const seed = hashString(p.id.replace(/-\d+$/, ''));
  const doc = new SvgDoc(PRODUCT_W, PRODUCT_H);
  const denim = /Denim/.test(p.color) || /denim/i.test(p.material);
  const fab = doc.fabric(p.color, p.pattern, seed, { denim });
  const v = view % 5;
  const base = fab.base;
  let surface = surfaceFor(base, seed + v * 3);
  if (v === 4) surface = [tint(mix(base, '#f1ece4', 0.82), 0.2), mix(base, '#e2dbd1', 0.78)];
  const bg = background(doc, surface, seed + v);
  const opts = { kind: p.kind, gender: p.gender, title: p.title, fab, seed, back: v === 1 };
  const dr = drawGarment(doc, opts);
  let body: string;
  switch (v) {
    case 2: {
      // close-up around the detail
      const s = 2.3;
      const [fx, fy] = dr.focus;
      body = `<g transform="translate(${n(450 - fx * s)} ${n(560 - fy * s)}) scale(${s})">${dr.svg}</g>`;
      break;
    }
    case 3:
      body = props(p, seed) + fitInto(dr, 170, 150, 560, 760, 0.9);
      break;
    case 4:
      body = `<g transform="rotate(${seed % 2 ? -6 : 6} 450 600)">${fitInto(dr, 110, 120, 680, 960)}</g>`;
      break;
    default:
      body = fitInto(dr, 90, 90, 720, 1020);
  }
  return doc.render(body, bg);
}
