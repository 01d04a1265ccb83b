// Flat-lay garment drawings on a 900 x 1200 design grid (centre line x = 450).
import { mix, shade, tint } from './colours.js';
import { C, Garment, L, Q, type Fabric, type Pt, type Seg, type SvgDoc, mirrorPath, n, path, sym } from './svg-kit.js';
import { OUTLINES, TAILORED_TOPS, type Outline, type TailoredCut } from './tables.js';
import type { GarmentKind } from './types.js';

const CX = 450;

export interface DrawOpts {
  kind: GarmentKind;
  gender: 'women' | 'men';
  title: string;
  fab: Fabric;
  back?: boolean;
  seed: number;
}
export interface Drawn {
  svg: string;
  /** Bounding box of the drawing in design units. */
  box: readonly [number, number, number, number];
  /** A detail worth a close-up. */
  focus: Pt;
}

type Sleeve = 'none' | 'cap' | 'short' | 'puff' | 'elbow' | 'long';
type Neck = 'round' | 'v' | 'square' | 'crew' | 'high' | 'boat';

interface TopShape {
  neckY: number;
  neckW: number;
  neckDrop: number;
  neck: Neck;
  shoulderW: number;
  shoulderDrop: number;
  sleeve: Sleeve;
  sleeveAngle?: number; // degrees below horizontal
  sleeveLen?: number;
  sleeveOpen?: number;
  armhole: number;
  chestW: number;
  waistW: number;
  waistY: number;
  hemW: number;
  hemY: number;
  hemCurve?: number;
  /** Peplum or flare: hem control bulge. */
  flare?: number;
}

interface TopGeom {
  d: string;
  shoulder: Pt;
  underarm: Pt;
  sleeveEnd: readonly [Pt, Pt];
  neckCentre: Pt;
  neckPoint: Pt;
  hem: Pt;
}

const rad = (deg: number) => (deg * Math.PI) / 180;

function topGeom(t: TopShape): TopGeom {
  const np: Pt = [CX + t.neckW, t.neckY];
  const nc: Pt = [CX, t.neckY + t.neckDrop];
  const S: Pt = [CX + t.shoulderW, t.neckY + t.shoulderDrop];
  const U: Pt = [CX + t.chestW, S[1] + t.armhole];
  const segs: Seg[] = [];
  // neckline from centre front up to the neck point
  switch (t.neck) {
    case 'v':
      segs.push(L(np[0] - 6, np[1] + 8), L(np[0], np[1]));
      segs.splice(0, 2, Q(CX + t.neckW * 0.5, nc[1] - t.neckDrop * 0.45, np[0], np[1]));
      break;
    case 'square':
      segs.push(L(np[0] - 4, nc[1]), L(np[0], np[1]));
      break;
    case 'boat':
      segs.push(C(CX + t.neckW * 0.6, nc[1], CX + t.neckW * 0.9, np[1] + 4, np[0], np[1]));
      break;
    default:
      segs.push(C(CX + t.neckW * 0.6, nc[1], CX + t.neckW * 0.98, nc[1] - t.neckDrop * 0.45, np[0], np[1]));
  }
  segs.push(Q(np[0] + (S[0] - np[0]) * 0.5, np[1] + (S[1] - np[1]) * 0.35, S[0], S[1]));
  let sleeveEnd: readonly [Pt, Pt] = [S, U];
  if (t.sleeve === 'none') {
    segs.push(C(S[0] - 4, S[1] + t.armhole * 0.55, U[0] - 50, U[1] - 10, U[0], U[1]));
  } else {
    const ang = rad(t.sleeveAngle ?? ({ cap: 30, short: 38, puff: 30, elbow: 58, long: 68 } as const)[t.sleeve]);
    const len = t.sleeveLen ?? ({ cap: 70, short: 175, puff: 170, elbow: 330, long: 560 } as const)[t.sleeve];
    const open = t.sleeveOpen ?? ({ cap: 120, short: 150, puff: 120, elbow: 120, long: 100 } as const)[t.sleeve];
    const dir: Pt = [Math.cos(ang), Math.sin(ang)];
    const perp: Pt = [-Math.sin(ang), Math.cos(ang)];
    const O1: Pt = [S[0] + dir[0] * len, S[1] + dir[1] * len];
    const O2: Pt = [O1[0] + perp[0] * open, O1[1] + perp[1] * open];
    sleeveEnd = [O1, O2];
    if (t.sleeve === 'puff') {
      segs.push(C(S[0] + 60, S[1] - 70, O1[0] + 70, O1[1] - 30, O1[0], O1[1]));
      segs.push(Q((O1[0] + O2[0]) / 2 - 10, (O1[1] + O2[1]) / 2 + 6, O2[0], O2[1]));
      segs.push(C(O2[0] - 20, O2[1] - 10, U[0] + 20, U[1] + 10, U[0], U[1]));
    } else {
      segs.push(Q(S[0] + dir[0] * len * 0.5 + perp[0] * -10, S[1] + dir[1] * len * 0.5 - 6, O1[0], O1[1]));
      segs.push(L(O2[0], O2[1]));
      segs.push(Q(O2[0] - dir[0] * (len * 0.45) + perp[0] * 6, O2[1] - dir[1] * len * 0.45, U[0], U[1]));
    }
  }
  // side seam to waist and hem
  const W: Pt = [CX + t.waistW, t.waistY];
  const H: Pt = [CX + t.hemW, t.hemY];
  segs.push(C(U[0] - 4, U[1] + (W[1] - U[1]) * 0.4, W[0], W[1] - (W[1] - U[1]) * 0.3, W[0], W[1]));
  if (t.flare) segs.push(C(W[0] + t.flare * 0.3, W[1] + 30, H[0], H[1] - 60, H[0], H[1]));
  else segs.push(C(W[0], W[1] + (H[1] - W[1]) * 0.4, H[0], H[1] - (H[1] - W[1]) * 0.3, H[0], H[1]));
  const hc = t.hemCurve ?? 0;
  if (hc) segs.push(C(H[0] - 20, H[1] + 6, CX + t.hemW * 0.45, H[1] + hc, CX, H[1] + hc));
  else segs.push(Q(CX + t.hemW * 0.6, H[1] + 8, CX, H[1] + 8));
  return { d: sym(nc, segs), shoulder: S, underarm: U, sleeveEnd, neckCentre: nc, neckPoint: np, hem: H };
}

/** A fixed outline from the data (tables.ts): its right half, placed on the centre line and mirrored. */
function outlinePath({ start, segs }: Outline): string {
  const seg = (s: Outline['segs'][number]): Seg => {
    if (s.length === 2) return L(CX + s[0], s[1]);
    if (s.length === 4) return Q(CX + s[0], s[1], CX + s[2], s[3]);
    return C(CX + s[0], s[1], CX + s[2], s[3], CX + s[4], s[5]);
  };
  return sym([CX + start[0], start[1]], segs.map(seg));
}

/** A new garment drawing in fabric f; pale fabrics get lighter folds. */
function garmentIn(doc: SvgDoc, f: Fabric): Garment {
  const g = new Garment(doc);
  if (f.lum > 0.75) g.foldScale = 0.55;
  return g;
}

/** A top's body as a piece of the garment: its geometry, and the clip its folds are drawn in. */
function topPiece(g: Garment, f: Fabric, t: TopShape): { geom: TopGeom; clip: string } {
  const geom = topGeom(t);
  return { geom, clip: g.piece(geom.d, f.fill, { clip: true }) };
}

/** Left edge of a top's box: the mirrored sleeve end (less `sleeveRoom`) or the half width, whichever is further, less 10. */
function topLeft(geom: TopGeom, halfWidth: number, sleeveRoom = 0): number {
  const [a, b] = geom.sleeveEnd;
  return Math.min(2 * CX - Math.max(a[0], b[0]) - sleeveRoom, CX - halfWidth) - 10;
}

const mirror = (d: string) => mirrorPath(d, CX);
const both = (g: Garment, d: string, fn: (d: string) => void) => {
  fn(d);
  fn(mirror(d));
};

/** Line parallel to a sleeve opening, `off` px inward. */
function sleeveBand(geom: TopGeom, off: number): string {
  const [a, b] = geom.sleeveEnd;
  const { shoulder: S } = geom;
  const dx = a[0] - S[0];
  const dy = a[1] - S[1];
  const len = Math.hypot(dx, dy) || 1;
  const ux = (dx / len) * off;
  const uy = (dy / len) * off;
  return `M${n(a[0] - ux)} ${n(a[1] - uy)}L${n(b[0] - ux)} ${n(b[1] - uy)}`;
}

function ribLines(g: Garment, x0: number, x1: number, y0: number, y1: number, colour: string, step = 9): void {
  let d = '';
  for (let x = x0 + step / 2; x < x1; x += step) d += `M${n(x)} ${n(y0 + 3)}V${n(y1 - 3)}`;
  g.seam(d, colour, 1.6, 0.35);
}

function innerNeck(g: Garment, geom: TopGeom, f: Fabric, backRise = 22): void {
  const [nx, ny] = geom.neckPoint;
  const w = nx - CX;
  g.raw(
    `<path d="M${n(CX - w)} ${n(ny)}Q${CX} ${n(ny + backRise)} ${n(nx)} ${n(ny)}C${n(CX + w * 0.98)} ${n(geom.neckCentre[1] - (geom.neckCentre[1] - ny) * 0.45)} ${n(CX + w * 0.6)} ${n(geom.neckCentre[1])} ${CX} ${n(geom.neckCentre[1])}C${n(CX - w * 0.6)} ${n(geom.neckCentre[1])} ${n(CX - w * 0.98)} ${n(geom.neckCentre[1] - (geom.neckCentre[1] - ny) * 0.45)} ${n(CX - w)} ${n(ny)}Z" fill="${shade(f.base, 0.3)}"/>`,
  );
}

function neckBand(g: Garment, geom: TopGeom, f: Fabric, width = 16, colour?: string): void {
  const [nx, ny] = geom.neckPoint;
  const w = nx - CX;
  const nc = geom.neckCentre;
  const d = `M${n(CX - w)} ${n(ny)}C${n(CX - w * 0.98)} ${n(nc[1] - (nc[1] - ny) * 0.45)} ${n(CX - w * 0.6)} ${n(nc[1])} ${CX} ${n(nc[1])}C${n(CX + w * 0.6)} ${n(nc[1])} ${n(CX + w * 0.98)} ${n(nc[1] - (nc[1] - ny) * 0.45)} ${n(nx)} ${n(ny)}`;
  g.raw(`<path d="${d}" fill="none" stroke="${colour ?? f.trim}" stroke-width="${width}" stroke-linecap="round"/>`);
  g.stitch(
    d.replace(/ (\d+(\.\d+)?)(?=C|$)/g, (m) => m),
    f.line,
    1.6,
    0.5,
  );
}

// ---------------------------------------------------------------- tops

function tee(doc: SvgDoc, o: DrawOpts, variant: 'tee' | 'polo' | 'crop' | 'sweat' | 'hoodie' | 'activetee'): Drawn {
  const f = o.fab;
  const g = garmentIn(doc, f);
  const men = o.gender === 'men';
  const crop = variant === 'crop';
  const long = variant === 'sweat' || variant === 'hoodie';
  const t: TopShape = {
    neckY: 215,
    neckW: variant === 'polo' ? 80 : 92,
    neckDrop: o.back ? 14 : variant === 'polo' ? 30 : 52,
    neck: 'crew',
    shoulderW: men || long ? 228 : 200,
    shoulderDrop: 34,
    sleeve: long ? 'long' : crop ? 'cap' : 'short',
    sleeveAngle: long ? 66 : 36,
    sleeveLen: long ? 560 : crop ? 80 : 180,
    sleeveOpen: long ? 112 : crop ? 110 : 150,
    armhole: long ? 230 : 200,
    chestW: men || long ? 225 : 195,
    waistW: men || long ? 222 : crop ? 178 : 180,
    waistY: crop ? 560 : 640,
    hemW: men || long ? 226 : 196,
    hemY: crop ? 600 : long ? 960 : 1000,
  };
  if (long) {
    t.chestW = 230;
    t.waistW = 228;
    t.hemW = 218;
  }
  const { geom, clip } = topPiece(g, f, t);
  if (variant !== 'hoodie' || o.back) innerNeck(g, geom, f, o.back ? 6 : 22);
  // hem / sleeve finishing
  const [a, b] = geom.sleeveEnd;
  if (long) {
    // ribbed cuffs and hem band
    both(g, `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`, () => undefined);
    const cuff = (d: string) =>
      g.raw(`<path d="${d}" fill="${f.trim}" stroke="${f.line}" stroke-opacity=".35" stroke-width="1.5"/>`);
    const c1 = sleeveBand(geom, 70)
      .replace('M', '')
      .split('L')
      .map((s) => s.split(' ').map(Number) as unknown as Pt);
    const cd = `M${n(c1[0]![0])} ${n(c1[0]![1])}L${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}L${n(c1[1]![0])} ${n(c1[1]![1])}Z`;
    cuff(cd);
    cuff(mirror(cd));
    const hemD = `M${n(CX - t.hemW + 2)} ${t.hemY - 70}L${n(CX + t.hemW - 2)} ${t.hemY - 70}L${n(CX + t.hemW)} ${t.hemY}Q${n(CX + t.hemW * 0.6)} ${t.hemY + 8} ${CX} ${t.hemY + 8}Q${n(CX - t.hemW * 0.6)} ${t.hemY + 8} ${n(CX - t.hemW)} ${t.hemY}Z`;
    g.raw(`<path d="${hemD}" fill="${f.trim}"/><path d="${hemD}" fill="url(#${doc.shadeH()})"/>`);
    ribLines(g, CX - t.hemW, CX + t.hemW, t.hemY - 70, t.hemY + 4, f.line);
  } else {
    both(g, sleeveBand(geom, 22), (d) => g.stitch(d, f.line, 2, 0.55));
    g.stitch(
      `M${n(CX - t.hemW + 4)} ${t.hemY - 18}Q${CX} ${t.hemY - 10} ${n(CX + t.hemW - 4)} ${t.hemY - 18}`,
      f.line,
      2,
      0.55,
    );
  }
  if (variant === 'sweat' && !o.back) {
    // raglan seams
    both(
      g,
      `M${n(geom.neckPoint[0] - 16)} ${n(geom.neckPoint[1] + 24)}L${n(geom.underarm[0] - 6)} ${n(geom.underarm[1] - 4)}`,
      (d) => g.stitch(d, f.line, 2, 0.5),
    );
  }
  // neckline
  if (variant === 'polo' && !o.back) {
    // placket
    const pk = `M${CX - 24} 238L${CX + 24} 238L${CX + 24} 400L${CX - 24} 400Z`;
    g.raw(`<path d="${pk}" fill="${f.trim}" stroke="${f.line}" stroke-opacity=".5" stroke-width="2"/>`);
    g.button(CX, 290, 9, tint(f.base, 0.6));
    g.button(CX, 350, 9, tint(f.base, 0.6));
    // collar leaves
    const leaf = `M${CX + 4} 240L${CX + 78} 205Q${CX + 120} 215 ${CX + 128} 230L${CX + 110} 320Q${CX + 60} 300 ${CX + 4} 250Z`;
    g.raw(
      `<path d="M${CX - 85} 214Q${CX} 182 ${CX + 85} 214L${CX + 80} 200Q${CX} 168 ${CX - 80} 200Z" fill="${f.trim}"/>`,
    );
    both(g, leaf, (d) => {
      g.piece(d, f.trim, { shadow: false });
      g.raw(`<path d="${d}" fill="none" stroke="${f.line}" stroke-opacity=".45" stroke-width="2"/>`);
    });
    both(g, sleeveBand(geom, 26), (d) => g.seam(d, f.line, 3, 0.4));
  } else if (variant !== 'hoodie') {
    neckBand(g, geom, f, variant === 'sweat' ? 22 : 15);
  }
  if (variant === 'hoodie') hoodieDetails(g, doc, o, geom, t);
  if (variant === 'tee' && !o.back && /Pocket/.test(o.title)) {
    const pd = `M${CX + 70} 380H${CX + 160}V470Q${CX + 115} 484 ${CX + 70} 470Z`;
    g.raw(`<path d="${pd}" fill="${f.fill}" stroke="${f.line}" stroke-opacity=".5" stroke-width="2"/>`);
    g.stitch(`M${CX + 76} 392H${CX + 154}`, f.line, 1.8);
  }
  if (variant === 'tee' && !o.back && /Henley/.test(o.title)) {
    g.raw(
      `<path d="M${CX - 16} 262H${CX + 16}V410H${CX - 16}Z" fill="${f.trim}" stroke="${f.line}" stroke-opacity=".5" stroke-width="2"/>`,
    );
    [300, 345, 390].forEach((y) => g.button(CX, y, 7, tint(f.base, 0.55)));
  }
  // soft folds
  g.fold(
    `M${n(geom.underarm[0] - 10)} ${n(geom.underarm[1] + 10)}Q${n(geom.underarm[0] - 60)} ${n(geom.underarm[1] + 90)} ${n(geom.underarm[0] - 90)} ${n(geom.underarm[1] + 200)}`,
    clip,
  );
  g.fold(`M${CX - 120} ${t.hemY - 40}Q${CX - 60} ${t.hemY - 200} ${CX - 20} ${t.hemY - 330}`, clip, { o: 0.08, w: 22 });
  g.fold(`M${CX + 60} ${t.neckY + 120}Q${CX + 110} ${t.neckY + 300} ${CX + 80} ${t.hemY - 120}`, clip, {
    dark: false,
    o: 0.1,
    w: 30,
  });
  const x0 = topLeft(geom, t.shoulderW);
  return {
    svg: g.render(),
    box: [
      x0,
      t.neckY - (variant === 'hoodie' && !o.back ? 195 : variant === 'hoodie' ? 170 : 20),
      2 * CX - x0,
      t.hemY + 20,
    ],
    focus: [CX + 40, t.neckY + 110],
  };
}

function hoodieDetails(g: Garment, doc: SvgDoc, o: DrawOpts, geom: TopGeom, t: TopShape): void {
  const f = o.fab;
  const zip = /Zip/.test(o.title);
  if (o.back) {
    const hood = `M${CX - 150} 230C${CX - 200} 120 ${CX - 110} 46 ${CX} 44C${CX + 110} 46 ${CX + 200} 120 ${CX + 150} 230C${CX + 120} 420 ${CX - 120} 420 ${CX - 150} 230Z`;
    g.piece(hood, f.fill, { shadow: false });
    g.seam(`M${CX} 48V395`, f.line, 2, 0.5);
    return;
  }
  // hood standing behind the neck: shell, darker lining, then the front band crossing at the neck
  const shell = `M${CX - 158} 250C${CX - 215} 130 ${CX - 130} 36 ${CX} 34C${CX + 130} 36 ${CX + 215} 130 ${CX + 158} 250Z`;
  g.piece(shell, f.fill, { shadow: false });
  g.seam(`M${CX} 38V120`, f.line, 2, 0.35);
  const lining = `M${CX - 104} 244C${CX - 150} 160 ${CX - 96} 84 ${CX} 82C${CX + 96} 84 ${CX + 150} 160 ${CX + 104} 244Z`;
  g.raw(`<path d="${lining}" fill="${shade(f.base, 0.38)}"/><path d="${lining}" fill="url(#${doc.shadeV()})"/>`);
  const front = `M${CX - 112} 226C${CX - 80} 320 ${CX + 80} 320 ${CX + 112} 226L${CX + 100} 262C${CX + 60} 336 ${CX - 60} 336 ${CX - 100} 262Z`;
  g.raw(
    `<path d="${front}" fill="${f.fill}"/><path d="${front}" fill="#000" opacity=".08" stroke="${f.line}" stroke-opacity=".4" stroke-width="2"/>`,
  );
  // drawstrings
  const cord = tint(f.base, f.lum < 0.4 ? 0.75 : 0.15);
  g.raw(
    `<path d="M${CX - 38} 292C${CX - 46} 380 ${CX - 30} 430 ${CX - 44} 500M${CX + 38} 292C${CX + 48} 370 ${CX + 36} 450 ${CX + 50} 520" fill="none" stroke="${shade(cord, 0.15)}" stroke-width="9" stroke-linecap="round"/><path d="M${CX - 38} 292C${CX - 46} 380 ${CX - 30} 430 ${CX - 44} 500M${CX + 38} 292C${CX + 48} 370 ${CX + 36} 450 ${CX + 50} 520" fill="none" stroke="${cord}" stroke-width="6" stroke-linecap="round"/><rect x="${CX - 49}" y="496" width="10" height="30" rx="4" fill="${shade(cord, 0.4)}"/><rect x="${CX + 45}" y="516" width="10" height="30" rx="4" fill="${shade(cord, 0.4)}"/>`,
  );
  if (zip) {
    g.raw(
      `<path d="M${CX} 290V${t.hemY}" stroke="${shade(f.base, 0.45)}" stroke-width="10"/><path d="M${CX} 290V${t.hemY}" stroke="${tint(f.base, 0.5)}" stroke-width="4" stroke-dasharray="3 3"/><rect x="${CX - 9}" y="300" width="18" height="34" rx="4" fill="#c9c9c9" stroke="#888"/>`,
    );
  }
  // kangaroo pocket
  const py = t.hemY - 330;
  const pocket = zip
    ? `M${CX - 200} ${py + 60}L${CX - 140} ${py + 60}Q${CX - 120} ${py + 170} ${CX - 12} ${py + 250}L${CX - 200} ${py + 250}Z`
    : `M${CX - 130} ${py}L${CX + 130} ${py}L${CX + 185} ${py + 150}L${CX + 190} ${py + 258}L${CX - 190} ${py + 258}L${CX - 185} ${py + 150}Z`;
  const pockets = zip ? [pocket, mirror(pocket)] : [pocket];
  for (const pd of pockets) {
    g.raw(
      `<path d="${pd}" fill="${f.fill}" stroke="${f.line}" stroke-opacity=".55" stroke-width="2.2"/><path d="${pd}" fill="url(#${doc.shadeV()})"/>`,
    );
  }
  if (!zip) {
    g.stitch(
      `M${CX - 124} ${py + 8}L${CX - 176} ${py + 150}M${CX + 124} ${py + 8}L${CX + 176} ${py + 150}`,
      f.line,
      2,
      0.55,
    );
  }
}

/** The shirt's short sleeve, in place of the long one of its cut. */
const SHORT_SHIRT_SLEEVE = { sleeve: 'short', sleeveAngle: 40, sleeveLen: 200, sleeveOpen: 150 } as const;

/** A tailored top's shape: round neck, long set-in sleeves, measurements from the data (tables.ts). */
function tailoredShape({ women: womenWidths, men: menWidths, ...cut }: TailoredCut, women: boolean): TopShape {
  return { ...cut, ...(women ? womenWidths : menWidths), neck: 'round', sleeve: 'long' };
}

function shirt(
  doc: SvgDoc,
  o: DrawOpts,
  opts: { short?: boolean; women?: boolean; cuban?: boolean; mandarin?: boolean } = {},
): Drawn {
  const f = o.fab;
  const g = garmentIn(doc, f);
  const w = opts.women;
  const t: TopShape = { ...tailoredShape(TAILORED_TOPS.shirt, !!w), ...(opts.short ? SHORT_SHIRT_SLEEVE : {}) };
  const { geom, clip } = topPiece(g, f, t);
  const [a, b] = geom.sleeveEnd;
  if (!opts.short) {
    // cuffs
    const c = sleeveBand(geom, 78);
    const m = /M(\S+) (\S+)L(\S+) (\S+)/.exec(c);
    if (m) {
      const cd = `M${m[1]} ${m[2]}L${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}L${m[3]} ${m[4]}Z`;
      both(g, cd, (d) => {
        g.raw(
          `<path d="${d}" fill="${f.fill}"/><path d="${d}" fill="#000" opacity=".06" stroke="${f.line}" stroke-opacity=".5" stroke-width="2"/>`,
        );
      });
      g.button((a[0] + b[0]) / 2 - 4, (a[1] + b[1]) / 2 - 36, 7, tint(f.base, 0.7));
      g.button(2 * CX - (a[0] + b[0]) / 2 + 4, (a[1] + b[1]) / 2 - 36, 7, tint(f.base, 0.7));
    }
  } else {
    both(g, sleeveBand(geom, 26), (d) => g.stitch(d, f.line));
  }
  const btn = f.lum > 0.75 ? '#f7f5ef' : tint(f.base, 0.55);
  if (o.back) {
    g.seam(`M${CX - 200} 300Q${CX} 318 ${CX + 200} 300`, f.line, 2.4, 0.5);
    g.seam(`M${CX} 309V355`, f.line, 2, 0.35);
    g.raw(
      `<path d="M${CX - 80} 196Q${CX} 178 ${CX + 80} 196L${CX + 78} 232Q${CX} 214 ${CX - 78} 232Z" fill="${f.fill}" stroke="${f.line}" stroke-opacity=".5" stroke-width="2"/>`,
    );
  } else {
    // inside of back collar
    g.raw(
      `<path d="M${CX - 72} 203Q${CX} 176 ${CX + 72} 203L${CX + 70} 188Q${CX} 160 ${CX - 70} 188Z" fill="${shade(f.base, 0.22)}"/>`,
    );
    // placket
    const cuban = opts.cuban;
    if (!cuban) {
      const pk = `M${CX - 22} 238H${CX + 22}V${t.hemY + 66}H${CX - 22}Z`;
      g.raw(`<path d="${pk}" fill="${f.fill}"/><path d="${pk}" fill="#000" opacity=".04"/>`);
      g.stitch(`M${CX - 18} 244V${t.hemY + 60}M${CX + 18} 244V${t.hemY + 60}`, f.line, 1.6, 0.55);
    } else {
      g.seam(`M${CX + 10} 300V${t.hemY + 66}`, f.line, 2.2, 0.5);
    }
    // collar
    if (opts.mandarin) {
      const band = `M${CX - 72} 200Q${CX} 230 ${CX + 72} 200L${CX + 74} 170Q${CX} 200 ${CX - 74} 170Z`;
      g.piece(band, f.fill, { shadow: false });
      g.raw(`<path d="${band}" fill="none" stroke="${f.line}" stroke-opacity=".5" stroke-width="2"/>`);
    } else if (cuban) {
      const rev = `M${CX + 4} 320L${CX + 70} 200Q${CX + 110} 206 ${CX + 140} 226L${CX + 96} 290Z`;
      both(g, rev, (d) => {
        g.piece(d, f.fill, { shadow: false });
        g.raw(`<path d="${d}" fill="none" stroke="${f.line}" stroke-opacity=".5" stroke-width="2"/>`);
      });
    } else {
      const leaf = `M${CX + 2} 244L${CX + 72} 196Q${CX + 96} 200 ${CX + 112} 212L${CX + 96} 312Q${CX + 50} 282 ${CX + 2} 252Z`;
      both(g, leaf, (d) => {
        g.piece(d, f.fill, { shadow: false });
        g.raw(`<path d="${d}" fill="none" stroke="${f.line}" stroke-opacity=".55" stroke-width="2"/>`);
        g.stitch(d.replace(/Z$/, ''), f.line, 1.4, 0.35);
      });
      if (/Button-Down|Oxford/.test(o.title)) {
        g.button(CX + 88, 296, 5, btn);
        g.button(CX - 88, 296, 5, btn);
      }
    }
    for (let y = cuban ? 360 : 270; y < t.hemY + 40; y += 112) g.button(cuban ? CX + 10 : CX, y, 9, btn);
    // chest pocket
    if (!w && !opts.mandarin) {
      const px = CX + 60;
      const pd = `M${px} 390H${px + 110}V500L${px + 55} 518L${px} 500Z`;
      g.raw(
        `<path d="${pd}" fill="${f.fill}"/><path d="${pd}" fill="#000" opacity=".05" stroke="${f.line}" stroke-opacity=".5" stroke-width="2"/>`,
      );
      g.stitch(`M${px + 4} 404H${px + 106}`, f.line, 1.6, 0.5);
    }
  }
  g.fold(
    `M${n(geom.underarm[0] - 8)} ${n(geom.underarm[1] + 20)}Q${n(geom.underarm[0] - 70)} ${n(geom.underarm[1] + 120)} ${n(geom.underarm[0] - 100)} ${n(geom.underarm[1] + 260)}`,
    clip,
  );
  g.fold(`M${CX - 140} ${t.hemY}Q${CX - 90} ${t.hemY - 180} ${CX - 60} ${t.hemY - 380}`, clip, { o: 0.08, w: 24 });
  g.fold(`M${CX + 120} 560Q${CX + 140} 720 ${CX + 110} 900`, clip, { dark: false, o: 0.1, w: 34 });
  if (!opts.short)
    g.fold(`M${n(a[0] - 30)} ${n(a[1] - 200)}Q${n(a[0] - 60)} ${n(a[1] - 120)} ${n(a[0] - 40)} ${n(a[1] - 80)}`, clip, {
      o: 0.12,
    });
  const x0 = topLeft(geom, t.shoulderW);
  return { svg: g.render(), box: [x0, 160, 2 * CX - x0, t.hemY + 80], focus: [CX + 40, 280] };
}

function blazer(doc: SvgDoc, o: DrawOpts): Drawn {
  const f = o.fab;
  const g = garmentIn(doc, f);
  const w = o.gender === 'women';
  const t = tailoredShape(TAILORED_TOPS.blazer, w);
  const { geom, clip } = topPiece(g, f, t);
  const [a, b] = geom.sleeveEnd;
  both(g, sleeveBand(geom, 60), (d) => g.seam(d, f.line, 2, 0.35));
  if (o.back) {
    g.seam(`M${CX} 240V${t.hemY + 10}`, f.line, 2.4, 0.5);
    g.raw(`<path d="M${CX} ${t.hemY - 230}V${t.hemY + 10}" stroke="${shade(f.base, 0.3)}" stroke-width="4"/>`);
    g.raw(
      `<path d="M${CX - 80} 200Q${CX} 180 ${CX + 80} 200L${CX + 84} 240Q${CX} 222 ${CX - 84} 240Z" fill="${f.fill}" stroke="${f.line}" stroke-opacity=".5" stroke-width="2"/>`,
    );
  } else {
    const db = /Double/.test(o.title);
    const vY = db ? 500 : 560;
    // shirt showing in the V
    const shirtCol = f.lum > 0.7 ? '#2b3347' : '#f5f3ee';
    const vee = `M${CX - 72} 205L${CX + 72} 205L${CX} ${vY}Z`;
    g.raw(
      `<path d="${vee}" fill="${shirtCol}"/><path d="M${CX} 236L${CX + 40} 210L${CX + 46} 262ZM${CX} 236L${CX - 40} 210L${CX - 46} 262Z" fill="${shade(shirtCol, 0.08)}" stroke="${shade(shirtCol, 0.25)}" stroke-width="1.5"/>`,
    );
    if (!w) {
      const tie = mix(f.accent, '#5a1a2d', 0.4);
      g.raw(
        `<path d="M${CX - 12} 240H${CX + 12}L${CX + 8} 262H${CX - 8}ZM${CX - 8} 262L${CX + 8} 262L${CX + 22} ${vY - 20}L${CX} ${vY + 10}L${CX - 22} ${vY - 20}Z" fill="${tie}"/>`,
      );
    }
    // lapels
    const lapel = `M${CX + 70} 203L${CX + 128} 226L${CX + 136} 292L${CX + 112} 300L${CX + 160} 330C${CX + 130} 420 ${CX + 60} 500 ${CX + 4} ${vY + 6}L${CX} ${vY - 10}C${CX + 30} 450 ${CX + 60} 320 ${CX + 70} 203Z`;
    both(g, lapel, (d) => {
      g.piece(d, f.fill, { shadow: false });
      g.raw(
        `<path d="${d}" fill="${shade(f.base, 0.1)}" opacity=".45"/><path d="${d}" fill="none" stroke="#000" stroke-opacity=".22" stroke-width="7" transform="translate(3 4)"/><path d="${d}" fill="none" stroke="${f.line}" stroke-opacity=".75" stroke-width="2.4"/>`,
      );
      g.stitch(d.replace(/Z$/, ''), f.line, 1.3, 0.3);
    });
    // closure edge
    g.seam(`M${CX + 4} ${vY}L${CX + 4} ${t.hemY - 40}Q${CX + 8} ${t.hemY} ${CX + 40} ${t.hemY + 8}`, f.line, 2.4, 0.6);
    const btn = shade(f.base, f.lum > 0.4 ? 0.45 : -0.2);
    const bc = f.lum > 0.4 ? shade(f.base, 0.5) : tint(f.base, 0.35);
    if (db) {
      [vY + 60, vY + 170].forEach((y) => {
        g.button(CX - 60, y, 11, bc);
        g.button(CX + 60, y, 11, bc);
      });
    } else {
      [vY + 40, vY + 150].forEach((y) => g.button(CX - 8, y, 12, bc));
    }
    void btn;
    // pockets
    const flap = (x: number, y: number) => `M${x} ${y}H${x + 150}L${x + 152} ${y + 44}H${x + 2}Z`;
    [flap(CX + 50, 760), flap(CX - 202, 760)].forEach((d) => {
      g.raw(
        `<path d="${d}" fill="${f.fill}"/><path d="${d}" fill="#000" opacity=".08" stroke="${f.line}" stroke-opacity=".55" stroke-width="2"/>`,
      );
    });
    g.raw(
      `<path d="M${CX + 160} 430L${CX + 255} 420" stroke="${f.line}" stroke-opacity=".6" stroke-width="10" stroke-linecap="round"/>`,
    );
    // sleeve buttons
    const sx = 2 * CX - (a[0] + b[0]) / 2;
    for (let i = 0; i < 3; i++) g.button(sx + 20 + i * 4, (a[1] + b[1]) / 2 - 40 - i * 22, 5, bc, false);
    // darts
    both(g, `M${CX + 120} 560Q${CX + 116} 700 ${CX + 122} 760`, (d) => g.seam(d, f.line, 2, 0.3));
  }
  g.fold(
    `M${n(geom.underarm[0] - 10)} ${n(geom.underarm[1] + 10)}Q${n(geom.underarm[0] - 50)} ${n(geom.underarm[1] + 120)} ${n(geom.underarm[0] - 70)} ${n(geom.underarm[1] + 260)}`,
    clip,
  );
  g.fold(`M${CX - 180} 900Q${CX - 150} 760 ${CX - 160} 600`, clip, { dark: false, o: 0.08, w: 30 });
  const x0 = topLeft(geom, t.shoulderW);
  return { svg: g.render(), box: [x0, 170, 2 * CX - x0, t.hemY + 30], focus: [CX + 80, 330] };
}

const BLOUSE_TOP: TopShape = {
  neckY: 220,
  neckW: 85,
  neckDrop: 60,
  neck: 'round',
  shoulderW: 190,
  shoulderDrop: 30,
  sleeve: 'short',
  sleeveAngle: 40,
  sleeveLen: 150,
  sleeveOpen: 140,
  armhole: 180,
  chestW: 182,
  waistW: 176,
  waistY: 700,
  hemW: 190,
  hemY: 820,
  flare: 0,
};

function blouse(doc: SvgDoc, o: DrawOpts): Drawn {
  const f = o.fab;
  const g = garmentIn(doc, f);
  const title = o.title;
  const peplum = /Peplum/.test(title);
  const puff = /Puff|Balloon/.test(title);
  const square = /Square/.test(title);
  const wrap = /Wrap|Tie-Front|Cowl/.test(title);
  // The plain blouse, then what each word of the title changes (later ones win).
  const t: TopShape = {
    ...BLOUSE_TOP,
    ...(wrap ? { neckW: 95, neckDrop: 170, neck: 'v' } : {}),
    ...(square ? { neckW: 110, neckDrop: 80, neck: 'square' } : {}),
    ...(o.back ? { neckDrop: 18 } : {}),
    ...(puff ? { sleeve: 'puff', sleeveAngle: 28, sleeveLen: 170, sleeveOpen: 110 } : {}),
    ...(peplum ? { waistW: 150, waistY: 620, hemW: 250, hemY: 800, flare: 120 } : {}),
  };
  const { geom, clip } = topPiece(g, f, t);
  if (!o.back) innerNeck(g, geom, f, 16);
  g.seam(geom.d, f.line, 1, 0.0);
  const [a, b] = geom.sleeveEnd;
  if (puff) {
    both(g, `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`, (d) =>
      g.raw(`<path d="${d}" stroke="${f.trim}" stroke-width="14" stroke-linecap="round"/>`),
    );
    both(
      g,
      `M${n(geom.shoulder[0])} ${n(geom.shoulder[1])}q40 40 30 100M${n(geom.shoulder[0] + 50)} ${n(geom.shoulder[1] - 20)}q40 40 40 110`,
      (d) => g.seam(d, f.line, 2, 0.25),
    );
  } else if (/Flutter|Ruffle/.test(title)) {
    both(g, `M${n(a[0])} ${n(a[1])}q20 20 10 40q20 20 10 40q20 20 10 40`, (d) => g.seam(d, f.line, 2.4, 0.35));
  } else {
    both(g, sleeveBand(geom, 20), (d) => g.stitch(d, f.line));
  }
  if (peplum) g.seam(`M${CX - 150} 622Q${CX} 640 ${CX + 150} 622`, f.line, 2.5, 0.5);
  if (!o.back && /Bow/.test(title)) {
    const c = f.trim;
    g.raw(
      `<path d="M${CX} ${t.neckY + t.neckDrop}c-40 -40 -90 -30 -80 10c10 40 60 20 80 -10zM${CX} ${t.neckY + t.neckDrop}c40 -40 90 -30 80 10c-10 40 -60 20 -80 -10z" fill="${c}" stroke="${f.line}" stroke-opacity=".5" stroke-width="2"/><path d="M${CX - 6} ${t.neckY + t.neckDrop}l-30 120M${CX + 6} ${t.neckY + t.neckDrop}l34 110" stroke="${c}" stroke-width="18" stroke-linecap="round"/>`,
    );
  }
  if (!o.back && /Tie-Front|Wrap/.test(title)) {
    g.seam(`M${CX} ${t.neckY + t.neckDrop}L${CX - 120} ${t.hemY - 10}`, f.line, 2.2, 0.5);
    g.raw(
      `<path d="M${CX - 40} ${t.hemY - 120}c-50 -30 -90 10 -50 40c30 20 40 -10 50 -40zM${CX - 40} ${t.hemY - 120}c30 40 70 60 60 110M${CX - 40} ${t.hemY - 120}c-10 50 -40 80 -20 130" fill="${f.fill}" stroke="${f.line}" stroke-opacity=".5" stroke-width="2"/>`,
    );
  }
  if (!o.back && /Smocked|Ruffle|Lace/.test(title)) {
    for (let y = t.neckY + t.neckDrop + 24; y < t.neckY + t.neckDrop + 110; y += 16)
      g.seam(`M${CX - 150} ${y}Q${CX} ${y + 10} ${CX + 150} ${y}`, f.line, 1.6, 0.3);
  }
  g.fold(`M${CX - 60} ${t.hemY}Q${CX - 40} ${t.hemY - 150} ${CX - 70} ${t.hemY - 300}`, clip, { o: 0.1 });
  g.fold(`M${CX + 90} ${t.hemY}Q${CX + 80} ${t.hemY - 160} ${CX + 110} ${t.hemY - 320}`, clip, { o: 0.1 });
  g.fold(`M${CX + 30} 380Q${CX + 40} 500 ${CX + 20} 640`, clip, { dark: false, o: 0.12, w: 30 });
  const x0 = topLeft(geom, t.hemW, 30);
  return { svg: g.render(), box: [x0, 180, 2 * CX - x0, t.hemY + 30], focus: [CX, t.neckY + t.neckDrop] };
}

function cropTop(doc: SvgDoc, o: DrawOpts): Drawn {
  const title = o.title;
  if (/Halter|One-Shoulder|Tie-Up/.test(title))
    return camiTop(doc, o, /Halter/.test(title) ? 'halter' : /One/.test(title) ? 'one' : 'tie');
  return tee(doc, { ...o, gender: 'women' }, 'crop');
}

function camiTop(doc: SvgDoc, o: DrawOpts, style: 'halter' | 'one' | 'tie' | 'cami'): Drawn {
  const f = o.fab;
  const g = garmentIn(doc, f);
  const top = 340;
  const bottom = 720;
  const body = sym(
    [CX, top + (style === 'tie' ? 60 : 30)],
    [
      C(CX + 60, top + 10, CX + 140, top - 10, CX + 185, top + 10),
      C(CX + 190, top + 80, CX + 175, top + 140, CX + 170, top + 200),
      C(CX + 165, top + 280, CX + 180, bottom - 40, CX + 185, bottom),
      Q(CX + 90, bottom + 12, CX, bottom + 10),
    ],
  );
  const clip = g.piece(body, f.fill, { clip: true });
  const strapCol = f.trim;
  if (style === 'halter') {
    g.raw(
      `<path d="M${CX - 150} ${top + 10}L${CX - 30} 170Q${CX} 150 ${CX + 30} 170L${CX + 150} ${top + 10}" fill="none" stroke="${strapCol}" stroke-width="16" stroke-linejoin="round"/>`,
    );
  } else if (style === 'one') {
    g.raw(
      `<path d="M${CX + 120} ${top + 6}C${CX + 140} 250 ${CX + 170} 210 ${CX + 200} 200L${CX + 260} 230C${CX + 240} 300 ${CX + 200} 330 ${CX + 185} ${top + 60}Z" fill="${f.fill}" stroke="${f.line}" stroke-opacity=".4" stroke-width="2"/>`,
    );
  } else {
    both(g, `M${CX + 150} ${top + 10}L${CX + 110} 190`, (d) =>
      g.raw(`<path d="${d}" stroke="${strapCol}" stroke-width="10" stroke-linecap="round"/>`),
    );
  }
  if (style === 'tie') {
    g.raw(
      `<path d="M${CX - 10} ${bottom - 10}c-60 10 -110 60 -80 110M${CX + 10} ${bottom - 10}c60 20 90 70 70 120" fill="none" stroke="${f.trim}" stroke-width="26" stroke-linecap="round"/><circle cx="${CX}" cy="${bottom - 10}" r="22" fill="${f.trim}"/>`,
    );
  }
  g.stitch(`M${CX - 178} ${bottom - 16}Q${CX} ${bottom - 6} ${CX + 178} ${bottom - 16}`, f.line, 2, 0.5);
  if (/Ribbed/.test(o.title)) ribLines(g, CX - 185, CX + 185, top + 10, bottom + 8, f.line, 10);
  g.fold(`M${CX - 60} ${bottom}Q${CX - 50} ${bottom - 120} ${CX - 80} ${bottom - 260}`, clip, { o: 0.1 });
  g.fold(`M${CX + 60} ${top + 60}Q${CX + 70} ${top + 180} ${CX + 50} ${bottom - 40}`, clip, {
    dark: false,
    o: 0.12,
    w: 30,
  });
  return {
    svg: g.render(),
    box: [CX - 270, 150, CX + 270, bottom + (style === 'tie' ? 140 : 30)],
    focus: [CX, top + 40],
  };
}

function corset(doc: SvgDoc, o: DrawOpts): Drawn {
  const f = o.fab;
  const g = garmentIn(doc, f);
  const top = 330;
  const bottom = 840;
  const sweet = !/Square/.test(o.title);
  const start: Pt = [CX, top + (sweet ? 70 : 0)];
  const body = sym(start, [
    sweet ? C(CX + 30, top, CX + 150, top - 40, CX + 200, top + 30) : L(CX + 190, top),
    C(CX + 205, top + 140, CX + 150, top + 260, CX + 155, top + 360),
    C(CX + 158, top + 420, CX + 190, bottom - 50, CX + 195, bottom - 30),
    Q(CX + 100, bottom - 10, CX, bottom + 50),
  ]);
  const clip = g.piece(body, f.fill, { clip: true });
  // straps
  const strap = f.trim;
  both(g, `M${CX + 150} ${top + 6}C${CX + 150} 260 ${CX + 130} 220 ${CX + 120} 170`, (d) =>
    g.raw(`<path d="${d}" fill="none" stroke="${strap}" stroke-width="12" stroke-linecap="round"/>`),
  );
  // princess seams + boning
  const bones = [55, 125];
  for (const dx of bones) {
    both(
      g,
      `M${CX + dx} ${top + (sweet ? 10 + dx * 0.1 : 4)}C${CX + dx * 1.05} ${top + 160} ${CX + dx * 0.8} ${top + 300} ${CX + dx * 0.95} ${bottom - 20 + (dx < 100 ? 30 : 0)}`,
      (d) => {
        g.seam(d, f.line, 3, 0.45);
        g.raw(
          `<path d="${d}" fill="none" stroke="#fff" stroke-opacity=".18" stroke-width="7" transform="translate(6 0)"/>`,
        );
      },
    );
  }
  if (/Lace-Up/.test(o.title) && !o.back) {
    let lace = '';
    for (let y = top + 90; y < bottom - 40; y += 60) {
      lace += `M${CX - 22} ${y}L${CX + 22} ${y + 60}M${CX + 22} ${y}L${CX - 22} ${y + 60}`;
      g.raw(
        `<circle cx="${CX - 22}" cy="${y}" r="5" fill="#d8c49a"/><circle cx="${CX + 22}" cy="${y}" r="5" fill="#d8c49a"/>`,
      );
    }
    g.raw(`<path d="${lace}" stroke="${tint(f.base, f.lum > 0.5 ? -0.4 : 0.7)}" stroke-width="4"/>`);
  } else {
    g.seam(`M${CX} ${start[1] + 4}V${bottom + 40}`, f.line, 2.6, 0.5);
  }
  if (o.back) {
    g.raw(
      `<path d="M${CX} ${top + 20}V${bottom + 30}" stroke="${shade(f.base, 0.4)}" stroke-width="8"/><rect x="${CX - 8}" y="${top + 22}" width="16" height="30" rx="4" fill="#cfcfcf"/>`,
    );
  }
  // satin sheen
  g.fold(`M${CX - 95} ${top + 70}Q${CX - 80} ${top + 250} ${CX - 100} ${bottom - 60}`, clip, {
    dark: false,
    o: 0.22,
    w: 26,
  });
  g.fold(`M${CX + 175} ${top + 80}Q${CX + 140} ${top + 260} ${CX + 170} ${bottom - 60}`, clip, { o: 0.14, w: 26 });
  g.raw(`<path d="${body}" fill="none" stroke="${f.line}" stroke-opacity=".25" stroke-width="5"/>`);
  return { svg: g.render(), box: [CX - 240, 150, CX + 240, bottom + 70], focus: [CX + 60, top + 120] };
}

function sportsBra(doc: SvgDoc, o: DrawOpts, y0 = 0): Drawn {
  const f = o.fab;
  const g = garmentIn(doc, f);
  const top = 300 + y0;
  const band = 700 + y0;
  const d = sym(
    [CX, top + 140],
    [
      C(CX + 50, top + 60, CX + 100, top - 40, CX + 110, top - 80),
      L(CX + 175, top - 80),
      C(CX + 170, top + 40, CX + 210, top + 140, CX + 215, top + 200),
      C(CX + 210, top + 280, CX + 200, band - 80, CX + 200, band),
      L(CX + 196, band + 80),
      Q(CX + 100, band + 90, CX, band + 88),
    ],
  );
  const clip = g.piece(d, f.fill, { clip: true });
  g.raw(
    `<path d="M${CX - 200} ${band}Q${CX} ${band + 14} ${CX + 200} ${band}L${CX + 196} ${band + 80}Q${CX} ${band + 92} ${CX - 196} ${band + 80}Z" fill="${f.trim}"/>`,
  );
  g.stitch(
    `M${CX - 196} ${band + 10}Q${CX} ${band + 24} ${CX + 196} ${band + 10}M${CX - 194} ${band + 70}Q${CX} ${band + 82} ${CX + 194} ${band + 70}`,
    f.line,
    1.8,
    0.5,
  );
  both(g, `M${CX + 30} ${top + 120}C${CX + 80} ${top + 60} ${CX + 160} ${top + 120} ${CX + 195} ${top + 250}`, (p) =>
    g.seam(p, f.line, 2, 0.4),
  );
  g.fold(`M${CX - 110} ${top + 140}Q${CX - 90} ${top + 240} ${CX - 120} ${band - 30}`, clip, {
    dark: false,
    o: 0.16,
    w: 30,
  });
  g.fold(`M${CX} ${top + 150}V${band - 10}`, clip, { o: 0.12 });
  return { svg: g.render(), box: [CX - 240, top - 100, CX + 240, band + 110], focus: [CX + 60, top + 120] };
}

// ---------------------------------------------------------------- dresses & ethnic

function dress(doc: SvgDoc, o: DrawOpts): Drawn {
  const f = o.fab;
  const g = garmentIn(doc, f);
  const title = o.title;
  const len = /Mini/.test(title) ? 820 : /Maxi/.test(title) ? 1130 : 1010;
  const slip = /Slip|Bodycon|Ruched|Cut-Out/.test(title);
  const puff = /Puff|Flutter|Square|Shirt/.test(title) && !slip;
  const halter = /Halter/.test(title);
  const tiered = /Tiered|Ruffled/.test(title);
  const waistY = slip ? 520 : 500;
  const hemW = slip ? 230 : /Mini/.test(title) ? 290 : 330;
  const topY = 290;
  const segs: Seg[] = [];
  const neckDip = o.back ? topY + 20 : /Wrap/.test(title) ? topY + 130 : puff ? topY + 70 : topY + 50;
  if (puff) {
    segs.push(
      /Square/.test(title) ? L(CX + 110, neckDip) : Q(CX + 90, neckDip, CX + 110, topY - 40),
      L(CX + 110, topY - 40),
    );
    segs.push(C(CX + 180, topY - 70, CX + 270, topY - 10, CX + 255, topY + 90));
    segs.push(Q(CX + 220, topY + 115, CX + 176, topY + 100));
  } else if (halter) {
    segs.push(
      C(CX + 40, neckDip, CX + 60, topY - 40, CX + 50, topY - 120),
      L(CX + 80, topY - 120),
      C(CX + 130, topY - 40, CX + 180, topY, CX + 175, topY + 60),
    );
  } else {
    segs.push(C(CX + 50, topY + 10, CX + 120, topY - 20, CX + 170, topY + 10));
    segs.push(L(CX + 175, topY + 60));
  }
  segs.push(C(CX + 172, topY + 130, CX + 150, waistY - 80, CX + 150, waistY));
  if (slip)
    segs.push(
      C(CX + 160, waistY + 120, CX + 200, waistY + 200, CX + 200, waistY + 330),
      C(CX + 200, len - 200, CX + hemW, len - 100, CX + hemW, len),
    );
  else segs.push(C(CX + 170, waistY + 80, CX + hemW - 40, len - 260, CX + hemW, len));
  segs.push(Q(CX + hemW * 0.55, len + 30, CX, len + 30));
  const d = sym([CX, neckDip], segs);
  const clip = g.piece(d, f.fill, { clip: true });
  // straps
  if (!puff && !halter) {
    both(g, `M${CX + 150} ${topY + 2}L${CX + 125} ${topY - 130}`, (p) =>
      g.raw(`<path d="${p}" stroke="${f.trim}" stroke-width="9" stroke-linecap="round"/>`),
    );
    g.raw(
      `<path d="M${CX - 115} ${topY - 125}Q${CX} ${topY - 100} ${CX + 115} ${topY - 125}" fill="none" stroke="${shade(f.base, 0.3)}" stroke-opacity=".0" stroke-width="2"/>`,
    );
  }
  if (puff) {
    both(g, `M${CX + 254} ${topY + 88}Q${CX + 220} ${topY + 112} ${CX + 178} ${topY + 98}`, (p) =>
      g.raw(`<path d="${p}" fill="none" stroke="${f.trim}" stroke-width="12" stroke-linecap="round"/>`),
    );
    both(g, `M${CX + 170} ${topY - 30}q50 40 40 110M${CX + 205} ${topY - 40}q45 50 40 120`, (p) =>
      g.seam(p, f.line, 2, 0.25),
    );
  }
  // waist seam / tie
  if (!slip) {
    g.seam(`M${CX - 150} ${waistY}Q${CX} ${waistY + 14} ${CX + 150} ${waistY}`, f.line, 2.5, 0.5);
    if (/Belted|Wrap|Tie-Back/.test(title)) {
      const belt = /Belted/.test(title) ? shade(f.base, 0.35) : f.fill;
      g.raw(
        `<path d="M${CX - 152} ${waistY - 16}Q${CX} ${waistY - 2} ${CX + 152} ${waistY - 16}V${waistY + 16}Q${CX} ${waistY + 30} ${CX - 152} ${waistY + 16}Z" fill="${belt}" stroke="${f.line}" stroke-opacity=".4"/><path d="M${CX + 90} ${waistY + 10}c60 -50 110 -20 90 20c-20 30 -70 10 -90 -20zM${CX + 90} ${waistY + 10}c-10 60 30 120 10 190M${CX + 90} ${waistY + 10}c30 60 70 110 80 170" fill="${belt}" stroke="${f.line}" stroke-opacity=".5" stroke-width="2"/>`,
      );
    }
  } else if (/Ruched/.test(title)) {
    for (let y = waistY - 120; y < waistY + 260; y += 34)
      g.fold(`M${CX - 170} ${y}Q${CX} ${y + 36} ${CX + 170} ${y}`, clip, { o: 0.12, w: 8 });
  } else if (/Cut-Out/.test(title)) {
    g.raw(`<ellipse cx="${CX}" cy="${waistY}" rx="46" ry="30" fill="${shade(f.base, 0.45)}"/>`);
  }
  if (/Wrap/.test(title) && !o.back)
    g.seam(
      `M${CX} ${neckDip}C${CX - 60} ${waistY - 80} ${CX - 100} ${waistY} ${CX - 110} ${waistY}M${CX - 120} ${waistY}C${CX - 100} ${waistY + 200} ${CX - 160} ${len - 150} ${CX - 200} ${len + 14}`,
      f.line,
      2.4,
      0.5,
    );
  if (/Smocked/.test(title))
    for (let y = topY + 70; y < waistY - 10; y += 18)
      g.seam(`M${CX - 160} ${y}Q${CX} ${y + 8} ${CX + 160} ${y}`, f.line, 1.6, 0.35);
  if (o.back)
    g.raw(`<path d="M${CX} ${neckDip + 6}V${waistY + 180}" stroke="${shade(f.base, 0.35)}" stroke-width="5"/>`);
  // skirt gathers / tiers
  if (tiered) {
    const tiers = [waistY + (len - waistY) * 0.36, waistY + (len - waistY) * 0.68];
    for (const ty of tiers) {
      const k = (ty - waistY) / (len - waistY);
      const wx = 150 + (hemW - 150) * Math.pow(k, 1.1) + 12;
      g.raw(
        `<path d="M${n(CX - wx)} ${n(ty)}Q${CX} ${n(ty + 26)} ${n(CX + wx)} ${n(ty)}" fill="none" stroke="${f.line}" stroke-opacity=".5" stroke-width="3"/>`,
      );
      g.fold(`M${n(CX - wx)} ${n(ty + 6)}Q${CX} ${n(ty + 34)} ${n(CX + wx)} ${n(ty + 6)}`, clip, { o: 0.16, w: 12 });
    }
  }
  const gathers = slip ? [-70, 80] : [-200, -110, -30, 60, 140, 220];
  for (const dx of gathers) {
    const x1 = CX + dx * 0.5;
    const x2 = CX + dx * (hemW / 250);
    g.fold(`M${n(x1)} ${waistY + 30}Q${n((x1 + x2) / 2 + 10)} ${n((waistY + len) / 2)} ${n(x2)} ${len + 10}`, clip, {
      o: 0.14,
      w: 16,
    });
    g.fold(
      `M${n(x1 + 26)} ${waistY + 40}Q${n((x1 + x2) / 2 + 36)} ${n((waistY + len) / 2)} ${n(x2 + 34)} ${len + 10}`,
      clip,
      { o: 0.12, w: 16, dark: false },
    );
  }
  g.fold(`M${CX + 30} ${topY + 60}Q${CX + 40} ${topY + 140} ${CX + 30} ${waistY - 20}`, clip, {
    dark: false,
    o: 0.14,
    w: 28,
  });
  const w = Math.max(hemW, puff ? 290 : 200);
  return { svg: g.render(), box: [CX - w - 20, topY - 150, CX + w + 20, len + 40], focus: [CX + 50, topY + 40] };
}

function kurta(doc: SvgDoc, o: DrawOpts): Drawn {
  const f = o.fab;
  const g = garmentIn(doc, f);
  const men = o.gender === 'men';
  const anarkali = !men && /Anarkali|Tiered/.test(o.title);
  const aline = !men && /A-Line|Angrakha/.test(o.title);
  const t: TopShape = {
    neckY: 200,
    neckW: men ? 62 : 78,
    neckDrop: o.back ? 16 : men ? 30 : 110,
    neck: men ? 'round' : 'v',
    shoulderW: men ? 215 : 190,
    shoulderDrop: 32,
    sleeve: men ? 'long' : 'elbow',
    sleeveAngle: men ? 72 : 62,
    sleeveLen: men ? 560 : 390,
    sleeveOpen: men ? 100 : 112,
    armhole: 210,
    chestW: men ? 210 : 182,
    waistW: men ? 210 : anarkali ? 160 : 176,
    waistY: anarkali ? 480 : 620,
    hemW: men ? 225 : anarkali ? 330 : aline ? 280 : 220,
    hemY: men ? 1040 : 1110,
    flare: anarkali ? 140 : 0,
  };
  const { geom, clip } = topPiece(g, f, t);
  const gold = '#c9a24a';
  const borderCol = f.lum > 0.6 ? mix(f.accent, '#7a1f2b', 0.3) : gold;
  // hem border band with motifs
  const hb = t.hemY - 60;
  const band = `M${CX - t.hemW - 2} ${hb}Q${CX} ${hb + 8} ${CX + t.hemW + 2} ${hb}L${CX + t.hemW} ${t.hemY}Q${CX + t.hemW * 0.6} ${t.hemY + 8} ${CX} ${t.hemY + 8}Q${CX - t.hemW * 0.6} ${t.hemY + 8} ${CX - t.hemW} ${t.hemY}Z`;
  if (!men) {
    g.raw(`<g clip-path="url(#${clip})"><path d="${band}" fill="${borderCol}" opacity=".9"/></g>`);
    let dots = '';
    for (let x = CX - t.hemW + 20; x < CX + t.hemW; x += 28) dots += `<circle cx="${x}" cy="${hb + 32}" r="6"/>`;
    g.raw(`<g clip-path="url(#${clip})" fill="${f.lum > 0.6 ? '#f3e6c4' : shade(gold, 0.35)}">${dots}</g>`);
    g.raw(
      `<path d="M${CX - t.hemW} ${hb + 8}Q${CX} ${hb + 16} ${CX + t.hemW} ${hb + 8}M${CX - t.hemW} ${t.hemY - 6}Q${CX} ${t.hemY + 2} ${CX + t.hemW} ${t.hemY - 6}" stroke="${gold}" stroke-width="3" fill="none" clip-path="url(#${clip})"/>`,
    );
  }
  // sleeve borders
  if (!men)
    both(g, sleeveBand(geom, 30), (d) =>
      g.raw(`<path d="${d}" stroke="${borderCol}" stroke-width="18" opacity=".9"/>`),
    );
  else both(g, sleeveBand(geom, 50), (d) => g.seam(d, f.line, 2, 0.4));
  // side slits
  if (!anarkali)
    both(g, `M${CX + t.hemW - 6} ${t.hemY - 4}L${CX + t.hemW - 24} ${t.hemY - 230}`, (d) =>
      g.raw(`<path d="${d}" stroke="${shade(f.base, 0.4)}" stroke-width="4"/>`),
    );
  if (anarkali) {
    g.seam(`M${CX - 160} ${t.waistY}Q${CX} ${t.waistY + 16} ${CX + 160} ${t.waistY}`, borderCol, 10, 0.9);
    for (let k = -5; k <= 5; k++) {
      if (k === 0) continue;
      const x1 = CX + k * 28;
      const x2 = CX + k * 62;
      g.fold(`M${x1} ${t.waistY + 20}Q${(x1 + x2) / 2} ${(t.waistY + t.hemY) / 2} ${x2} ${t.hemY}`, clip, {
        o: 0.14,
        w: 12,
        dark: k % 2 === 0,
      });
    }
  }
  if (!o.back) {
    if (men) {
      g.raw(
        `<path d="M${CX - 64} 200Q${CX} 226 ${CX + 64} 200L${CX + 66} 172Q${CX} 198 ${CX - 66} 172Z" fill="${f.fill}" stroke="${f.line}" stroke-opacity=".55" stroke-width="2"/>`,
      );
      const pk = `M${CX - 20} 226H${CX + 20}V500H${CX - 20}Z`;
      g.raw(`<path d="${pk}" fill="${f.fill}" stroke="${f.line}" stroke-opacity=".55" stroke-width="2"/>`);
      const bc = f.lum > 0.6 ? '#7b5a2a' : '#e7d6b0';
      [270, 340, 410, 470].forEach((y) => g.button(CX, y, 7, bc, false));
      g.raw(
        `<path d="M${CX + 70} 480H${CX + 160}" stroke="${f.line}" stroke-opacity=".5" stroke-width="6" stroke-linecap="round"/>`,
      );
    } else {
      innerNeck(g, geom, f, 20);
      // embroidered yoke: neckline trim + buttas
      const nd = `M${CX - t.neckW} ${t.neckY}Q${CX - 36} ${t.neckY + t.neckDrop * 0.6} ${CX} ${t.neckY + t.neckDrop}Q${CX + 36} ${t.neckY + t.neckDrop * 0.6} ${CX + t.neckW} ${t.neckY}`;
      g.raw(`<path d="${nd}" fill="none" stroke="${borderCol}" stroke-width="12"/>`);
      g.raw(
        `<path d="${nd}" fill="none" stroke="${gold}" stroke-width="3" stroke-dasharray="2 7" stroke-linecap="round" transform="translate(0 14)"/>`,
      );
      const tassel = gold;
      g.raw(
        `<path d="M${CX - 26} ${t.neckY + t.neckDrop - 30}l-8 70M${CX + 26} ${t.neckY + t.neckDrop - 30}l8 70" stroke="${tassel}" stroke-width="3"/><circle cx="${CX - 34}" cy="${t.neckY + t.neckDrop + 44}" r="8" fill="${tassel}"/><circle cx="${CX + 34}" cy="${t.neckY + t.neckDrop + 44}" r="8" fill="${tassel}"/>`,
      );
    }
  }
  g.fold(
    `M${n(geom.underarm[0] - 10)} ${n(geom.underarm[1] + 20)}Q${n(geom.underarm[0] - 40)} ${n(geom.underarm[1] + 200)} ${n(geom.underarm[0] - 30)} ${t.hemY - 100}`,
    clip,
    { o: 0.12 },
  );
  g.fold(`M${CX - 60} 420Q${CX - 80} 700 ${CX - 60} ${t.hemY - 80}`, clip, { dark: false, o: 0.1, w: 34 });
  const x0 = topLeft(geom, t.hemW);
  return { svg: g.render(), box: [x0, 160, 2 * CX - x0, t.hemY + 30], focus: [CX, t.neckY + t.neckDrop] };
}

function border(g: Garment, d: string, f: Fabric, width = 26): void {
  const gold = '#c9a24a';
  g.raw(
    `<path d="${d}" fill="none" stroke="${f.lum > 0.6 ? mix(f.accent, '#7a1f2b', 0.2) : gold}" stroke-width="${width}" stroke-linejoin="round"/>`,
  );
  g.raw(
    `<path d="${d}" fill="none" stroke="${f.lum > 0.6 ? gold : '#f3e2b0'}" stroke-width="3" stroke-dasharray="3 9" stroke-linecap="round"/>`,
  );
}

function saree(doc: SvgDoc, o: DrawOpts): Drawn {
  const f = o.fab;
  const g = garmentIn(doc, f);
  const blouseCol = f.lum > 0.6 ? mix(f.accent, '#7a1f2b', 0.25) : '#c9a24a';
  // long drape behind the shoulder (pallu end)
  const pallu = `M${CX + 70} 190C${CX + 140} 200 ${CX + 200} 230 ${CX + 215} 300C${CX + 250} 520 ${CX + 280} 760 ${CX + 300} 990L${CX + 150} 1010C${CX + 150} 800 ${CX + 140} 560 ${CX + 110} 420Z`;
  const pClip = g.piece(pallu, f.fill, { clip: true });
  border(g, `M${CX + 300} 990L${CX + 150} 1010`, f, 40);
  g.fold(`M${CX + 180} 320Q${CX + 220} 650 ${CX + 230} 990`, pClip, { o: 0.18, w: 14 });
  g.fold(`M${CX + 150} 420Q${CX + 180} 700 ${CX + 190} 1000`, pClip, { dark: false, o: 0.14, w: 18 });
  // tassels
  let tas = '';
  for (let x = CX + 158; x < CX + 296; x += 14) tas += `M${x} ${1008 - (x - CX - 150) * 0.13}l2 26`;
  g.raw(`<path d="${tas}" stroke="#c9a24a" stroke-width="3"/>`);
  // blouse
  g.piece(outlinePath(OUTLINES.sareeBlouse), blouseCol);
  g.seam(`M${CX + 240} 320L${CX + 180} 350M${CX - 240} 320L${CX - 180} 350`, '#000', 3, 0.2);
  // skirt column
  const skirt = sym(
    [CX, 396],
    [L(CX + 150, 392), C(CX + 175, 600, CX + 210, 900, CX + 240, 1120), Q(CX + 120, 1134, CX, 1132)],
  );
  const sClip = g.piece(skirt, f.fill, { clip: true });
  // pleats fanning from the waist
  const pleats: string[] = [];
  for (let i = 0; i < 8; i++) {
    const x1 = CX - 20 + i * 9;
    const x2 = CX - 160 + i * 34;
    pleats.push(`M${x1} 560L${x2} 1130`);
    g.fold(`M${x1 + 4} 600L${x2 + 14} 1125`, sClip, { o: i % 2 ? 0.12 : 0.2, w: 10, dark: i % 2 === 0 });
  }
  g.seam(pleats.join(''), f.line, 2, 0.45);
  border(g, `M${CX - 238} 1112Q${CX} 1136 ${CX + 238} 1112`, f, 34);
  // pallu across the body: from right hip (viewer's left) to the left shoulder (viewer's right)
  const sash = `M${CX - 155} 400C${CX - 120} 560 ${CX - 110} 640 ${CX - 100} 700L${CX - 20} 690C${CX + 40} 520 ${CX + 110} 300 ${CX + 170} 200L${CX + 70} 185C${CX + 10} 280 ${CX - 90} 360 ${CX - 155} 400Z`;
  const c2 = g.piece(sash, f.fill, { clip: true });
  g.fold(`M${CX - 110} 620C${CX - 40} 470 ${CX + 40} 330 ${CX + 110} 210`, c2, { o: 0.18, w: 12 });
  g.fold(`M${CX - 60} 650C${CX} 500 ${CX + 60} 360 ${CX + 140} 215`, c2, { dark: false, o: 0.16, w: 14 });
  border(g, `M${CX - 20} 690C${CX + 40} 520 ${CX + 110} 300 ${CX + 170} 200`, f, 22);
  border(g, `M${CX - 155} 400C${CX - 90} 360 ${CX + 10} 280 ${CX + 70} 185`, f, 14);
  return { svg: g.render(), box: [CX - 300, 150, CX + 330, 1150], focus: [CX + 40, 430] };
}

function lehenga(doc: SvgDoc, o: DrawOpts): Drawn {
  const f = o.fab;
  const g = garmentIn(doc, f);
  const gold = '#c9a24a';
  const cholCol = f.pattern === 'solid' ? shade(f.base, 0.06) : f.base;
  // choli
  g.piece(outlinePath(OUTLINES.choli), cholCol);
  border(g, `M${CX - 250} 300L${CX - 190} 332M${CX + 250} 300L${CX + 190} 332`, f, 12);
  border(g, `M${CX - 160} 392Q${CX} 404 ${CX + 160} 392`, f, 10);
  border(
    g,
    `M${CX - 72} 170C${CX - 70} 200 ${CX - 40} 290 ${CX} 290C${CX + 40} 290 ${CX + 70} 200 ${CX + 72} 170`,
    f,
    8,
  );
  // skirt
  const hemY = 1120;
  const skirt = sym(
    [CX, 440],
    [L(CX + 135, 438), C(CX + 200, 640, CX + 330, 900, CX + 370, hemY - 30), Q(CX + 200, hemY + 40, CX, hemY + 40)],
  );
  const clip = g.piece(skirt, f.fill, { clip: true });
  // waistband
  g.raw(`<path d="M${CX - 138} 432H${CX + 138}L${CX + 142} 470H${CX - 142}Z" fill="${gold}" opacity=".9"/>`);
  // kalis
  for (let k = -4; k <= 4; k++) {
    const x1 = CX + k * 30;
    const x2 = CX + k * 88;
    g.seam(`M${x1} 470Q${(x1 + x2) / 2 + k * 6} 800 ${x2} ${hemY + 30 - Math.abs(k) * 8}`, f.line, 1.6, 0.35);
    g.fold(`M${x1 + 12} 480Q${(x1 + x2) / 2 + 20} 800 ${x2 + 30} ${hemY + 20}`, clip, {
      o: 0.15,
      w: 16,
      dark: k % 2 === 0,
    });
  }
  // heavy hem border
  const hb = `M${CX - 372} ${hemY - 40}Q${CX} ${hemY + 60} ${CX + 372} ${hemY - 40}`;
  g.raw(
    `<g clip-path="url(#${clip})"><path d="${hb}" fill="none" stroke="${f.lum > 0.6 ? mix(f.accent, '#7a1f2b', 0.2) : gold}" stroke-width="120"/><path d="${hb}" fill="none" stroke="${f.lum > 0.6 ? gold : '#f3e2b0'}" stroke-width="6" stroke-dasharray="4 14" stroke-linecap="round" transform="translate(0 -20)"/><path d="${hb}" fill="none" stroke="${f.lum > 0.6 ? gold : shade(gold, 0.3)}" stroke-width="14" stroke-dasharray="14 10" transform="translate(0 14)"/></g>`,
  );
  // butis scattered
  if (f.pattern === 'solid') {
    let b = '';
    for (let y = 560; y < hemY - 100; y += 110)
      for (let x = -300; x <= 300; x += 100) {
        const xx = CX + x * ((y - 420) / (hemY - 420)) + ((y / 90) % 2) * 30;
        b += `<circle cx="${n(xx)}" cy="${y}" r="5"/>`;
      }
    g.raw(`<g clip-path="url(#${clip})" fill="${gold}" opacity=".85">${b}</g>`);
  }
  // sheer dupatta draped over one side
  const dup = `M${CX + 90} 160C${CX + 210} 170 ${CX + 300} 300 ${CX + 340} 520C${CX + 380} 720 ${CX + 390} 880 ${CX + 400} 1000L${CX + 260} 1020C${CX + 250} 800 ${CX + 230} 600 ${CX + 190} 420C${CX + 160} 300 ${CX + 120} 230 ${CX + 90} 160Z`;
  g.raw(`<path d="${dup}" fill="${tint(f.base, 0.25)}" opacity=".55"/>`);
  border(
    g,
    `M${CX + 90} 160C${CX + 210} 170 ${CX + 300} 300 ${CX + 340} 520C${CX + 380} 720 ${CX + 390} 880 ${CX + 400} 1000`,
    f,
    12,
  );
  border(g, `M${CX + 400} 1000L${CX + 260} 1020`, f, 26);
  return { svg: g.render(), box: [CX - 390, 140, CX + 420, hemY + 60], focus: [CX + 200, hemY - 40] };
}

// ---------------------------------------------------------------- bottoms

interface LegShape {
  waistY: number;
  waistW: number;
  hipY: number;
  hipW: number;
  crotchY: number;
  hemY: number;
  hemOut: number; // x offset of outer hem corner
  hemIn: number; // x offset of inner hem corner
  kneeOut?: number;
  kneeIn?: number;
}

function legsPath(s: LegShape): string {
  const kneeY = s.crotchY + (s.hemY - s.crotchY) * 0.45;
  const ko = s.kneeOut ?? (s.hipW + s.hemOut) / 2;
  const ki = s.kneeIn ?? (14 + s.hemIn) / 2;
  return sym(
    [CX, s.waistY],
    [
      L(CX + s.waistW, s.waistY),
      C(CX + s.waistW + 10, s.waistY + 80, CX + s.hipW, s.hipY - 60, CX + s.hipW, s.hipY),
      C(CX + s.hipW, s.hipY + 120, CX + ko, kneeY - 120, CX + ko, kneeY),
      C(CX + ko, kneeY + 120, CX + s.hemOut, s.hemY - 120, CX + s.hemOut, s.hemY),
      Q(CX + (s.hemOut + s.hemIn) / 2, s.hemY + 8, CX + s.hemIn, s.hemY),
      C(CX + s.hemIn, s.hemY - 160, CX + ki, kneeY + 100, CX + ki, kneeY),
      C(CX + ki - 4, kneeY - 120, CX + 16, s.crotchY + 60, CX + 10, s.crotchY + 10),
      Q(CX + 4, s.crotchY - 4, CX, s.crotchY - 6),
    ],
  );
}

function bottoms(doc: SvgDoc, o: DrawOpts, variant: 'jeans' | 'trousers' | 'joggers' | 'leggings' | 'shorts'): Drawn {
  const f = o.fab;
  const g = garmentIn(doc, f);
  const title = o.title;
  const wide = /Wide|Palazzo|Flared|Bootcut|Loose|90s|Relaxed|Pleated/.test(title);
  const slim = /Skinny|Slim|Cigarette|Tapered|Sculpt/.test(title) || variant === 'leggings';
  const women = o.gender === 'women';
  const shorts = variant === 'shorts';
  const s: LegShape = {
    waistY: 150,
    waistW: variant === 'leggings' ? 165 : 178,
    hipY: 400,
    hipW: variant === 'leggings' ? 190 : 205,
    crotchY: shorts ? 500 : 470,
    hemY: shorts
      ? /Bermuda|Cargo|Chino|Swim/.test(title) || !women
        ? 700
        : 600
      : variant === 'leggings'
        ? 1110
        : 1120,
    hemOut: shorts ? 232 : wide ? 250 : slim ? 130 : 185,
    hemIn: shorts ? 20 : wide ? 36 : slim ? 40 : 48,
  };
  if (variant === 'joggers') {
    s.hemOut = 130;
    s.hemIn = 36;
    s.kneeOut = 185;
    s.kneeIn = 30;
  }
  if (/Flared|Bootcut/.test(title)) {
    s.kneeOut = 160;
    s.kneeIn = 30;
  }
  const d = legsPath(s);
  const clip = g.piece(d, f.fill, { clip: true });
  const denim = variant === 'jeans' || /Denim/.test(title) || /Denim/.test(o.title);
  const thread = denim ? '#d89a3c' : f.line;
  const wbH = variant === 'leggings' ? 110 : variant === 'joggers' ? 70 : 48;
  // waistband
  const wb = `M${CX - s.waistW} ${s.waistY}H${CX + s.waistW}L${CX + s.waistW + 3} ${s.waistY + wbH}H${CX - s.waistW - 3}Z`;
  g.raw(`<path d="${wb}" fill="${f.fill}"/><path d="${wb}" fill="#000" opacity=".07"/>`);
  g.seam(`M${CX - s.waistW - 3} ${s.waistY + wbH}H${CX + s.waistW + 3}`, f.line, 2.4, 0.55);
  if (variant === 'joggers' || (shorts && /Drawstring|Running|Swim|Cycling/.test(title))) {
    for (let x = CX - s.waistW + 10; x < CX + s.waistW; x += 16)
      g.seam(`M${x} ${s.waistY + 6}l3 ${wbH - 12}`, f.line, 1.5, 0.35);
    const cord = f.lum > 0.5 ? '#2b2b2b' : '#f1efe9';
    g.raw(
      `<path d="M${CX - 10} ${s.waistY + 30}c-20 40 -10 90 -30 140M${CX + 10} ${s.waistY + 30}c20 50 10 100 34 150" stroke="${cord}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
    );
    // cuffs
    if (variant === 'joggers') {
      both(
        g,
        `M${CX + s.hemIn} ${s.hemY - 70}L${CX + s.hemOut} ${s.hemY - 70}L${CX + s.hemOut} ${s.hemY}L${CX + s.hemIn} ${s.hemY}Z`,
        (p) => {
          g.raw(`<path d="${p}" fill="${f.trim}"/>`);
        },
      );
      ribLines(g, CX + s.hemIn, CX + s.hemOut, s.hemY - 70, s.hemY, f.line, 9);
      ribLines(g, CX - s.hemOut, CX - s.hemIn, s.hemY - 70, s.hemY, f.line, 9);
    }
  } else if (variant === 'leggings') {
    g.seam(`M${CX - s.waistW} ${s.waistY + 50}H${CX + s.waistW}`, f.line, 1.5, 0.25);
    both(
      g,
      `M${CX + 60} ${s.waistY + wbH + 10}C${CX + 120} 420 ${CX + 70} 560 ${CX + 90} 760C${CX + 100} 900 ${CX + 80} 1000 ${CX + 85} 1100`,
      (p) => g.seam(p, f.line, 2, 0.35),
    );
  } else {
    // belt loops + button
    for (const dx of [-150, -70, 70, 150]) {
      g.raw(
        `<rect x="${CX + dx - 7}" y="${s.waistY - 6}" width="14" height="${wbH + 14}" rx="3" fill="${f.fill}" stroke="${thread}" stroke-opacity=".7" stroke-width="1.5"/>`,
      );
    }
    if (!o.back) {
      g.button(CX + 4, s.waistY + wbH / 2, 11, denim ? '#b9925a' : shade(f.base, 0.35), !denim);
      // fly
      g.stitch(
        `M${CX - 44} ${s.waistY + wbH}V${s.crotchY - 90}Q${CX - 40} ${s.crotchY - 40} ${CX - 2} ${s.crotchY - 30}`,
        thread,
        2.2,
        0.8,
      );
      g.seam(`M${CX} ${s.waistY + wbH}V${s.crotchY - 10}`, f.line, 2.4, 0.6);
      // pockets
      if (variant === 'jeans' || (shorts && denim)) {
        both(
          g,
          `M${CX + 95} ${s.waistY + wbH}C${CX + 110} ${s.waistY + 130} ${CX + 160} ${s.waistY + 150} ${CX + s.hipW - 8} ${s.waistY + 160}`,
          (p) => {
            g.seam(p, f.line, 3, 0.6);
            g.stitch(
              p.replace(/M(\S+) /, (m0, x) => `M${Number(x) + 8} `),
              thread,
              2,
              0.8,
            );
          },
        );
        g.raw(
          `<path d="M${CX + 108} ${s.waistY + wbH + 6}h56v58h-56z" fill="none" stroke="${thread}" stroke-width="2" stroke-dasharray="6 4" opacity=".8"/>`,
        );
        [
          [CX + 96, s.waistY + wbH + 6],
          [CX - 96, s.waistY + wbH + 6],
          [CX + s.hipW - 12, s.waistY + 156],
          [CX - s.hipW + 12, s.waistY + 156],
        ].forEach(([x, y]) => g.raw(`<circle cx="${x}" cy="${y}" r="5" fill="#b9925a" stroke="#7d5f33"/>`));
      } else {
        both(g, `M${CX + 120} ${s.waistY + wbH}L${CX + s.hipW - 6} ${s.waistY + 170}`, (p) =>
          g.seam(p, f.line, 3, 0.55),
        );
        if (/Pleated/.test(title)) both(g, `M${CX + 70} ${s.waistY + wbH}l4 120`, (p) => g.seam(p, f.line, 2.4, 0.45));
      }
    } else {
      // back yoke & pockets
      g.seam(
        `M${CX - s.waistW - 4} ${s.waistY + wbH + 60}L${CX} ${s.waistY + wbH + 110}L${CX + s.waistW + 4} ${s.waistY + wbH + 60}`,
        denim ? thread : f.line,
        2.4,
        0.7,
      );
      both(
        g,
        `M${CX + 50} ${s.waistY + wbH + 130}H${CX + 170}V${s.waistY + wbH + 260}L${CX + 110} ${s.waistY + wbH + 290}L${CX + 50} ${s.waistY + wbH + 260}Z`,
        (p) => {
          g.raw(`<path d="${p}" fill="${f.fill}" stroke="${f.line}" stroke-opacity=".6" stroke-width="2"/>`);
          g.stitch(p.replace(/Z$/, ''), thread, 1.8, 0.7);
        },
      );
      if (denim)
        g.raw(
          `<rect x="${CX + 178}" y="${s.waistY + 6}" width="44" height="30" rx="3" fill="#b98a55" stroke="#7d5f33"/>`,
        );
    }
  }
  // outseam / inseam stitching and crease
  const legMid = (s.hipW + s.hemOut) / 2;
  both(
    g,
    `M${CX + s.hipW - 3} ${s.hipY}C${CX + s.hipW - 3} ${s.hipY + 120} ${CX + legMid - 4} ${s.hemY - 300} ${CX + s.hemOut - 4} ${s.hemY - 2}`,
    (p) =>
      g.raw(
        `<path d="${p}" fill="none" stroke="${f.line}" stroke-width="1.6" stroke-opacity=".3" clip-path="url(#${clip})"/>`,
      ),
  );
  if (variant === 'trousers' && !shorts) {
    both(
      g,
      `M${CX + (s.hipW + 30) / 2 + 10} ${s.waistY + wbH + 10}L${CX + (s.hemOut + s.hemIn) / 2} ${s.hemY - 4}`,
      (p) => {
        g.raw(`<path d="${p}" stroke="#fff" stroke-opacity=".22" stroke-width="5"/>`);
        g.seam(p, f.line, 1.4, 0.35);
      },
    );
  }
  if (variant !== 'joggers')
    g.stitch(
      `M${CX + s.hemIn + 4} ${s.hemY - 22}L${CX + s.hemOut - 4} ${s.hemY - 22}M${CX - s.hemIn - 4} ${s.hemY - 22}L${CX - s.hemOut + 4} ${s.hemY - 22}`,
      thread,
      2,
      0.7,
    );
  if (denim) {
    // fading on thighs and whiskers
    const fadeId = doc.sharedDef(
      'fd',
      '<radialGradient id="fd"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>',
    );
    g.raw(
      `<g clip-path="url(#${clip})"><ellipse cx="${CX + 110}" cy="${s.crotchY + 130}" rx="80" ry="230" fill="url(#${fadeId})"/><ellipse cx="${CX - 110}" cy="${s.crotchY + 130}" rx="80" ry="230" fill="url(#${fadeId})"/></g>`,
    );
    both(
      g,
      `M${CX + 30} ${s.crotchY + 10}l60 -20M${CX + 34} ${s.crotchY + 34}l70 -16M${CX + 40} ${s.crotchY + 58}l56 -8`,
      (p) =>
        g.raw(
          `<path d="${p}" stroke="#fff" stroke-opacity=".25" stroke-width="4" stroke-linecap="round" clip-path="url(#${clip})"/>`,
        ),
    );
  }
  both(
    g,
    `M${CX + s.hemIn + 30} ${s.hemY - 60}Q${CX + s.hemIn + 40} ${(s.crotchY + s.hemY) / 2} ${CX + 60} ${s.crotchY + 40}`,
    (p) => g.fold(p, clip, { o: 0.12, w: 16 }),
  );
  both(
    g,
    `M${CX + s.hemOut - 50} ${s.hemY - 40}Q${CX + legMid - 30} ${(s.crotchY + s.hemY) / 2} ${CX + s.hipW - 60} ${s.hipY}`,
    (p) => g.fold(p, clip, { dark: false, o: 0.1, w: 30 }),
  );
  const wmax = Math.max(s.hipW, s.hemOut);
  return {
    svg: g.render(),
    box: [CX - wmax - 20, s.waistY - 20, CX + wmax + 20, s.hemY + 20],
    focus: [CX + 80, s.waistY + 90],
  };
}

function skirt(doc: SvgDoc, o: DrawOpts, yShift = 0): Drawn {
  const f = o.fab;
  const g = garmentIn(doc, f);
  const title = o.title;
  const pencil = /Pencil|Slit|Satin Slip/.test(title);
  const pleated = /Pleated/.test(title);
  const top = 200 + yShift;
  const len = (/Mini/.test(title) ? 520 : /Maxi/.test(title) ? 900 : 760) + top;
  const waistW = 160;
  const hemW = pencil ? 200 : /Mini/.test(title) ? 270 : 330;
  const d = sym(
    [CX, top],
    [
      L(CX + waistW, top),
      C(CX + waistW + (pencil ? 40 : 60), top + 220, CX + hemW - (pencil ? 0 : 20), len - 200, CX + hemW, len),
      Q(CX + hemW * 0.55, len + 26, CX, len + 26),
    ],
  );
  const clip = g.piece(d, f.fill, { clip: true });
  g.raw(
    `<path d="M${CX - waistW} ${top}H${CX + waistW}L${CX + waistW + 4} ${top + 56}Q${CX} ${top + 64} ${CX - waistW - 4} ${top + 56}Z" fill="${f.fill}"/><path d="M${CX - waistW} ${top}H${CX + waistW}L${CX + waistW + 4} ${top + 56}Q${CX} ${top + 64} ${CX - waistW - 4} ${top + 56}Z" fill="#000" opacity=".08"/>`,
  );
  g.seam(`M${CX - waistW - 4} ${top + 56}Q${CX} ${top + 64} ${CX + waistW + 4} ${top + 56}`, f.line, 2.4, 0.55);
  if (pleated) {
    for (let k = -7; k <= 7; k++) {
      const x1 = CX + k * 21;
      const x2 = CX + k * (hemW / 7.4);
      g.seam(`M${x1} ${top + 60}L${n(x2)} ${len + 20 - Math.abs(k) * 2}`, f.line, 1.8, 0.45);
      g.fold(`M${x1 + 8} ${top + 64}L${n(x2 + 18)} ${len + 10}`, clip, {
        o: k % 2 ? 0.14 : 0.1,
        w: 14,
        dark: k % 2 === 0,
      });
    }
  } else if (/Tiered/.test(title)) {
    for (const k of [0.35, 0.68]) {
      const y = top + (len - top) * k;
      const wx = waistW + (hemW - waistW) * k + 14;
      g.seam(`M${n(CX - wx)} ${n(y)}Q${CX} ${n(y + 22)} ${n(CX + wx)} ${n(y)}`, f.line, 3, 0.5);
    }
  } else if (/Button-Front/.test(title)) {
    for (let y = top + 110; y < len - 20; y += 90)
      g.button(CX, y, 10, f.lum > 0.5 ? shade(f.base, 0.5) : tint(f.base, 0.5));
    g.seam(`M${CX + 18} ${top + 60}V${len + 24}`, f.line, 2, 0.5);
  } else if (/Wrap/.test(title)) {
    g.seam(
      `M${CX + 90} ${top + 60}C${CX + 60} ${top + 300} ${CX - 40} ${len - 200} ${CX - 120} ${len + 18}`,
      f.line,
      2.6,
      0.55,
    );
    g.raw(
      `<path d="M${CX + 95} ${top + 28}c50 -30 90 0 70 30c-20 20 -50 0 -70 -30zM${CX + 95} ${top + 28}c20 60 10 120 30 190" fill="${f.fill}" stroke="${f.line}" stroke-opacity=".5" stroke-width="2"/>`,
    );
  }
  if (pencil && /Slit/.test(title))
    g.raw(
      `<path d="M${CX + 80} ${len + 20}L${CX + 70} ${len - 160}" stroke="${shade(f.base, 0.45)}" stroke-width="5"/>`,
    );
  if (!pleated) {
    for (const dx of [-130, -40, 50, 140]) {
      g.fold(
        `M${CX + dx * 0.5} ${top + 80}Q${CX + dx * 0.8} ${(top + len) / 2} ${CX + dx * (hemW / 170)} ${len + 10}`,
        clip,
        { o: 0.12, w: 16 },
      );
      g.fold(
        `M${CX + dx * 0.5 + 24} ${top + 90}Q${CX + dx * 0.8 + 30} ${(top + len) / 2} ${CX + dx * (hemW / 170) + 30} ${len + 10}`,
        clip,
        { o: 0.1, w: 20, dark: false },
      );
    }
  }
  g.raw(
    `<path d="M${CX + waistW - 8} ${top + 60}V${top + 200}" stroke="${shade(f.base, 0.3)}" stroke-width="3" opacity=".5"/>`,
  );
  return { svg: g.render(), box: [CX - hemW - 20, top - 20, CX + hemW + 20, len + 40], focus: [CX + 60, top + 60] };
}

// ---------------------------------------------------------------- compositions

function place(dr: Drawn, x: number, y: number, s: number): string {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${s})">${dr.svg}</g>`;
}

function combo(first: Drawn, second: Drawn, layout: 'stack' | 'side'): Drawn {
  if (layout === 'side') {
    // first (top) on the left, second (bottom) on the right, slightly lower
    const s = 0.62;
    return {
      svg: place(second, 380 - CX * s + 120, 250, s) + place(first, 40, 60, s),
      box: [
        40 + first.box[0] * s,
        60 + first.box[1] * s,
        380 - CX * s + 120 + second.box[2] * s,
        250 + second.box[3] * s,
      ],
      focus: [40 + first.focus[0] * s, 60 + first.focus[1] * s],
    };
  }
  const s = 0.6;
  const tx = CX - CX * s;
  const bottomY = 540 - second.box[1] * s;
  return {
    svg: place(second, tx + 30, bottomY, s) + place(first, tx - 30, 60 - first.box[1] * s + 60, s),
    box: [
      tx - 30 + Math.min(first.box[0], second.box[0]) * s,
      120,
      tx + 30 + Math.max(first.box[2], second.box[2]) * s,
      bottomY + second.box[3] * s,
    ],
    focus: [tx - 30 + first.focus[0] * s, 120 - first.box[1] * s + first.focus[1] * s],
  };
}

function suit(doc: SvgDoc, o: DrawOpts): Drawn {
  const trousers = bottoms(doc, { ...o, kind: 'trousers', title: 'Tailored Trousers' }, 'trousers');
  const jacket = blazer(doc, o);
  return combo(jacket, trousers, 'side');
}

function activewearSet(doc: SvgDoc, o: DrawOpts): Drawn {
  if (o.gender === 'women')
    return combo(sportsBra(doc, o), bottoms(doc, { ...o, title: 'High-Waist Leggings' }, 'leggings'), 'side');
  return combo(tee(doc, o, 'tee'), bottoms(doc, { ...o, title: 'Running Shorts' }, 'shorts'), 'side');
}

function coOrd(doc: SvgDoc, o: DrawOpts): Drawn {
  const t = o.title;
  const top = /Shirt/.test(t)
    ? shirt(doc, { ...o, title: 'Resort Shirt' }, { women: true, short: true, cuban: true })
    : /Crop|Cropped/.test(t)
      ? camiTop(doc, o, 'cami')
      : blouse(doc, { ...o, title: o.seed % 2 ? 'Puff Sleeve Top' : 'Square Neck Top' });
  const bottom = /Skirt/.test(t)
    ? skirt(doc, { ...o, title: 'Midi Skirt' })
    : /Shorts/.test(t)
      ? bottoms(doc, { ...o, title: 'High-Waist Shorts' }, 'shorts')
      : bottoms(doc, { ...o, title: 'Wide Leg Trousers' }, 'trousers');
  return combo(top, bottom, 'side');
}

type Draw = (doc: SvgDoc, o: DrawOpts) => Drawn;

function teeCut(variant: Parameters<typeof tee>[2]): Draw {
  return (doc, o) => tee(doc, o, variant);
}

function bottomsCut(variant: Parameters<typeof bottoms>[2]): Draw {
  return (doc, o) => bottoms(doc, o, variant);
}

/** How each kind is drawn: a drawing of its own, a cut of a shared one, or two pieces together. */
const DRAW: Record<GarmentKind, Draw> = {
  dress,
  top: blouse,
  corset,
  'crop-top': cropTop,
  shirt: (doc, o) => {
    const women = o.gender === 'women';
    return shirt(doc, o, {
      women,
      short: /Cuban|Resort|Short Sleeve/.test(o.title) || (!women && /Linen/.test(o.title) && o.seed % 2 === 0),
      cuban: /Cuban|Resort/.test(o.title),
      mandarin: /Mandarin/.test(o.title),
    });
  },
  't-shirt': teeCut('tee'),
  polo: teeCut('polo'),
  hoodie: teeCut('hoodie'),
  sweatshirt: teeCut('sweat'),
  kurta,
  saree,
  lehenga,
  skirt,
  jeans: bottomsCut('jeans'),
  trousers: bottomsCut('trousers'),
  joggers: bottomsCut('joggers'),
  leggings: bottomsCut('leggings'),
  shorts: bottomsCut('shorts'),
  blazer,
  'sports-bra': sportsBra,
  suit,
  'activewear-set': activewearSet,
  'co-ord': coOrd,
};

export function drawGarment(doc: SvgDoc, o: DrawOpts): Drawn {
  return DRAW[o.kind](doc, o);
}

export { path };
