// Small SVG toolkit for the flat-lay illustrations: symmetric paths, fabric patterns, shading.
import { colourHex, luminance, mix, shade, tint } from './colours.js';
import type { FabricPattern } from './types.js';

/** Format a coordinate compactly. */
export const n = (v: number): string => (Math.round(v * 10) / 10).toString();

export type Pt = readonly [number, number];
export type Seg = { l: Pt } | { c: readonly [Pt, Pt, Pt] } | { q: readonly [Pt, Pt] };
export const L = (x: number, y: number): Seg => ({ l: [x, y] });
export const C = (x1: number, y1: number, x2: number, y2: number, x: number, y: number): Seg => ({
  c: [
    [x1, y1],
    [x2, y2],
    [x, y],
  ],
});
export const Q = (x1: number, y1: number, x: number, y: number): Seg => ({
  q: [
    [x1, y1],
    [x, y],
  ],
});

const end = (s: Seg): Pt => ('l' in s ? s.l : 'c' in s ? s.c[2] : s.q[1]);
const p = (pt: Pt) => `${n(pt[0])} ${n(pt[1])}`;

function segStr(s: Seg): string {
  if ('l' in s) return `L${p(s.l)}`;
  if ('c' in s) return `C${p(s.c[0])} ${p(s.c[1])} ${p(s.c[2])}`;
  return `Q${p(s.q[0])} ${p(s.q[1])}`;
}

/** Open path string from a start and segments. */
export function path(start: Pt, segs: readonly Seg[], close = true): string {
  return `M${p(start)}${segs.map(segStr).join('')}${close ? 'Z' : ''}`;
}

/**
 * A left-right symmetric closed path: `segs` trace the right half from `start` (usually on the
 * centre line at the top) to a point on the centre line at the bottom; the left half is mirrored.
 */
export function sym(start: Pt, segs: readonly Seg[], cx = 450): string {
  const m = (pt: Pt): Pt => [2 * cx - pt[0], pt[1]];
  const pts: Pt[] = [start, ...segs.map(end)];
  const back: Seg[] = [];
  for (let i = segs.length - 1; i >= 0; i--) {
    const s = segs[i] as Seg;
    const prev = pts[i] as Pt;
    if ('l' in s) back.push({ l: m(prev) });
    else if ('c' in s) back.push({ c: [m(s.c[1]), m(s.c[0]), m(prev)] });
    else back.push({ q: [m(s.q[0]), m(prev)] });
  }
  const last = pts[pts.length - 1] as Pt;
  const startBack: Seg[] = Math.abs(last[0] - cx) > 0.01 ? [{ l: m(last) }] : [];
  return `M${p(start)}${segs.map(segStr).join('')}${startBack.map(segStr).join('')}${back.map(segStr).join('')}Z`;
}

/** Mirror a path string around cx (M/L/C/Q/T/S/H/V/Z, absolute or relative; no arcs). */
export function mirrorPath(d: string, cx = 450): string {
  const tokens = d.match(/[a-zA-Z]|-?\d*\.?\d+(?:e-?\d+)?/g) ?? [];
  let cmd = 'M';
  let i = 0;
  const out: string[] = [];
  for (const tok of tokens) {
    if (/[a-zA-Z]/.test(tok)) {
      cmd = tok;
      i = 0;
      out.push(tok);
      continue;
    }
    const v = Number(tok);
    const upper = cmd.toUpperCase();
    const isX = upper === 'H' || (upper !== 'V' && i % 2 === 0);
    const rel = cmd !== upper;
    out.push(isX ? n(rel ? -v : 2 * cx - v) : tok);
    out.push(' ');
    i++;
  }
  return out
    .join('')
    .replace(/ ([a-zA-Z])/g, '$1')
    .trim();
}

export interface Fabric {
  /** Paint for garment bodies: a colour or url(#id). */
  fill: string;
  base: string;
  line: string;
  dark: string;
  light: string;
  accent: string;
  trim: string;
  lum: number;
  pattern: FabricPattern;
}

const ACCENTS_ON_LIGHT = ['#b84a62', '#34558b', '#2f6b4f', '#b5573a', '#6a4c93', '#1f2b46'];
const ACCENTS_ON_DARK = ['#f3e9d2', '#e8c170', '#f2b6b0', '#bcd6e8', '#f6f1e6'];

/** An SVG document builder with unique ids. */
export class SvgDoc {
  private defs: string[] = [];
  private counter = 0;
  private shared = new Set<string>();
  constructor(
    readonly w: number,
    readonly h: number,
  ) {}

  id(prefix: string): string {
    return `${prefix}${(this.counter++).toString(36)}`;
  }

  def(s: string): void {
    this.defs.push(s);
  }

  /** Shared defs (shading gradients, blur filters) are added once per document. */
  sharedDef(key: string, s: string): string {
    if (!this.shared.has(key)) {
      this.shared.add(key);
      this.defs.push(s);
    }
    return key;
  }

  shadeH(): string {
    return this.sharedDef(
      'sh',
      '<linearGradient id="sh" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".16"/><stop offset=".16" stop-color="#000" stop-opacity="0"/><stop offset=".45" stop-color="#fff" stop-opacity=".07"/><stop offset=".8" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".2"/></linearGradient>',
    );
  }
  shadeV(): string {
    return this.sharedDef(
      'sv',
      '<linearGradient id="sv" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".1"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".12"/></linearGradient>',
    );
  }
  blur(sd: number): string {
    const key = `b${sd}`;
    return this.sharedDef(
      key,
      `<filter id="${key}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
    );
  }

  /** A fabric for a colour + pattern; registers the <pattern> if needed. */
  fabric(colour: string, pattern: FabricPattern, seed: number, opts: { denim?: boolean; scale?: number } = {}): Fabric {
    const base = colour.startsWith('#') ? colour : colourHex(colour);
    const lum = luminance(base);
    const accents = lum > 0.55 ? ACCENTS_ON_LIGHT : ACCENTS_ON_DARK;
    let accent = accents[seed % accents.length] as string;
    if (pattern === 'stripes' && lum > 0.8) accent = seed % 2 ? '#3b5d95' : '#1f2b46';
    const line = lum < 0.3 ? tint(base, 0.28) : shade(base, 0.32);
    const fab: Fabric = {
      fill: base,
      base,
      line,
      dark: shade(base, 0.25),
      light: tint(base, 0.3),
      accent,
      trim: lum < 0.3 ? tint(base, 0.12) : shade(base, 0.1),
      lum,
      pattern,
    };
    const s = opts.scale ?? 1;
    const id = this.id('f');
    if (opts.denim) {
      const hi = mix(base, tint(base, 0.18), 0.35);
      this.def(
        `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="4.4" y2="-3" spreadMethod="repeat"><stop offset="0" stop-color="${base}"/><stop offset=".6" stop-color="${base}"/><stop offset=".6" stop-color="${hi}"/><stop offset="1" stop-color="${hi}"/></linearGradient>`,
      );
      fab.fill = `url(#${id})`;
      return fab;
    }
    switch (pattern) {
      case 'solid':
        return fab;
      case 'stripes': {
        const w = 34 * s;
        const k = n((((seed % 3 === 0 ? 6 : 11) / 34) * 1000) / 1000);
        const ac = mix(base, accent, 0.9);
        this.def(
          `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="${n(w)}" y2="0" spreadMethod="repeat"><stop offset="0" stop-color="${ac}"/><stop offset="${k}" stop-color="${ac}"/><stop offset="${k}" stop-color="${base}"/><stop offset="1" stop-color="${base}"/></linearGradient>`,
        );
        break;
      }
      case 'checks': {
        const w = 56 * s;
        const b = 22 * s;
        const c2 = lum > 0.55 ? accent : mix(accent, base, 0.3);
        this.def(
          `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${n(w)}" height="${n(w)}"><rect width="${n(w)}" height="${n(w)}" fill="${base}"/><rect width="${n(b)}" height="${n(w)}" fill="${c2}" opacity=".42"/><rect width="${n(w)}" height="${n(b)}" fill="${c2}" opacity=".42"/><rect x="${n(w * 0.7)}" width="${n(2 * s)}" height="${n(w)}" fill="${c2}" opacity=".5"/><rect y="${n(w * 0.7)}" width="${n(w)}" height="${n(2 * s)}" fill="${c2}" opacity=".5"/></pattern>`,
        );
        break;
      }
      case 'polka': {
        const w = 52 * s;
        const r = (seed % 2 ? 6 : 8.5) * s;
        this.def(
          `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${n(w)}" height="${n(w)}"><rect width="${n(w)}" height="${n(w)}" fill="${base}"/><circle cx="${n(w / 4)}" cy="${n(w / 4)}" r="${n(r)}" fill="${accent}"/><circle cx="${n((3 * w) / 4)}" cy="${n((3 * w) / 4)}" r="${n(r)}" fill="${accent}"/></pattern>`,
        );
        break;
      }
      case 'floral': {
        const w = 150 * s;
        const petal = accent;
        const centre = lum > 0.55 ? '#e2b04a' : mix(accent, '#c08a2a', 0.5);
        const leaf = lum > 0.55 ? '#5d7f55' : mix(base, '#9fc08f', 0.55);
        const flower = (x: number, y: number, r: number, rot: number) => {
          const pet = [0, 72, 144, 216, 288]
            .map(
              (a) => `<ellipse cx="0" cy="${n(-r)}" rx="${n(r * 0.62)}" ry="${n(r)}" transform="rotate(${a + rot})"/>`,
            )
            .join('');
          return `<g transform="translate(${n(x)} ${n(y)})"><path d="M${n(r * 0.6)} ${n(r * 0.9)}q${n(r * 1.4)} ${n(r * 0.2)} ${n(r * 1.9)} ${n(-r * 0.9)}q${n(-r * 1.3)} ${n(-r * 0.2)} ${n(-r * 1.9)} ${n(r * 0.9)}z" fill="${leaf}"/><g fill="${petal}">${pet}</g><circle r="${n(r * 0.42)}" fill="${centre}"/></g>`;
        };
        this.def(
          `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${n(w)}" height="${n(w)}"><rect width="${n(w)}" height="${n(w)}" fill="${base}"/>${flower(w * 0.27, w * 0.3, 15 * s, 10)}${flower(w * 0.77, w * 0.78, 12 * s, 40)}${flower(w * 0.77, w * 0.22 - w, 12 * s, 40)}${flower(w * 0.77, w * 0.78 - w, 12 * s, 40)}<circle cx="${n(w * 0.72)}" cy="${n(w * 0.38)}" r="${n(4 * s)}" fill="${petal}" opacity=".8"/><circle cx="${n(w * 0.2)}" cy="${n(w * 0.8)}" r="${n(5 * s)}" fill="${centre}" opacity=".9"/><circle cx="${n(w * 0.5)}" cy="${n(w * 0.6)}" r="${n(3.5 * s)}" fill="${leaf}"/></pattern>`,
        );
        break;
      }
    }
    fab.fill = `url(#${id})`;
    return fab;
  }

  render(body: string, background = ''): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${this.w} ${this.h}" width="${this.w}" height="${this.h}"><defs>${this.defs.join('')}</defs>${background}${body}</svg>`;
  }
}

/**
 * One garment's layers: all shadows first (so a garment casts one soft shadow), then bodies and details.
 */
export class Garment {
  private shadows: string[] = [];
  private parts: string[] = [];
  /** Lighter creases on pale fabrics (dark folds on ivory read as lines). */
  foldScale = 1;
  constructor(private doc: SvgDoc) {}

  /** A fabric piece: shadow + fill + soft shading; returns a clip id for folds inside it. The outline is
   * stored once in <defs> and referenced (keeps files small). */
  piece(
    d: string,
    fill: string,
    opts: { shadow?: boolean; shading?: boolean; clip?: boolean; opacity?: number } = {},
  ): string {
    const pid = this.doc.id('p');
    this.doc.def(`<path id="${pid}" d="${d}"/>`);
    const ref = `href="#${pid}"`;
    if (opts.shadow !== false) this.shadows.push(`<use ${ref}/>`);
    const op = opts.opacity !== undefined ? ` opacity="${opts.opacity}"` : '';
    this.parts.push(`<use ${ref} fill="${fill}"${op}/>`);
    if (opts.shading !== false) {
      this.parts.push(`<use ${ref} fill="url(#${this.doc.shadeH()})"/><use ${ref} fill="url(#${this.doc.shadeV()})"/>`);
    }
    if (opts.clip) {
      const id = this.doc.id('c');
      this.doc.def(`<clipPath id="${id}"><use ${ref}/></clipPath>`);
      return id;
    }
    return '';
  }

  /** Soft fold / crease: layered translucent strokes (no filter: fast to rasterise), clipped to a piece. */
  fold(d: string, clip: string, opts: { w?: number; dark?: boolean; o?: number } = {}): void {
    const colour = opts.dark === false ? '#fff' : '#000';
    const clipAttr = clip ? ` clip-path="url(#${clip})"` : '';
    const w = opts.w ?? 14;
    const o = (opts.o ?? 0.14) * (opts.dark === false ? 0.6 : this.foldScale);
    const id = this.doc.id('k');
    this.doc.def(`<path id="${id}" d="${d}"/>`);
    this.parts.push(
      `<g${clipAttr} fill="none" stroke="${colour}" stroke-linecap="round"><use href="#${id}" stroke-opacity="${n(o * 0.3)}" stroke-width="${n(w * 2)}"/><use href="#${id}" stroke-opacity="${n(o * 0.4)}" stroke-width="${n(w * 1.1)}"/><use href="#${id}" stroke-opacity="${n(o * 0.5)}" stroke-width="${n(w * 0.45)}"/></g>`,
    );
  }

  /** Seam line. */
  seam(d: string, colour: string, w = 2.4, o = 0.55): void {
    this.parts.push(
      `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${w}" stroke-opacity="${o}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  }

  /** Dashed topstitch. */
  stitch(d: string, colour: string, w = 2.2, o = 0.7): void {
    this.parts.push(
      `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${w}" stroke-opacity="${o}" stroke-dasharray="7 5" stroke-linecap="round"/>`,
    );
  }

  button(x: number, y: number, r: number, colour: string, holes = true): void {
    const rim = shade(colour, 0.25);
    const h = holes
      ? `<circle cx="${n(x - r * 0.3)}" cy="${n(y)}" r="${n(r * 0.16)}" fill="${rim}"/><circle cx="${n(x + r * 0.3)}" cy="${n(y)}" r="${n(r * 0.16)}" fill="${rim}"/>`
      : `<circle cx="${n(x - r * 0.25)}" cy="${n(y - r * 0.25)}" r="${n(r * 0.3)}" fill="#fff" opacity=".45"/>`;
    this.parts.push(
      `<circle cx="${n(x + 1)}" cy="${n(y + 2)}" r="${n(r)}" fill="#000" opacity=".18"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${colour}" stroke="${rim}" stroke-width="1.5"/>${h}`,
    );
  }

  raw(s: string): void {
    this.parts.push(s);
  }

  /** Shadow: the silhouettes offset, with soft edges faked by wide translucent strokes (no blur filter). */
  render(shadowOpacity = 0.22): string {
    const sh = this.shadows.join('');
    return `<g opacity="${shadowOpacity}" transform="translate(9 16)" stroke="#000" stroke-linejoin="round"><g fill="none" stroke-opacity=".22" stroke-width="40">${sh}</g><g fill="none" stroke-opacity=".4" stroke-width="20">${sh}</g><g stroke-opacity=".7" stroke-width="6">${sh}</g></g>${this.parts.join('')}`;
  }
}
