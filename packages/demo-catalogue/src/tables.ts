// The demo catalogue's tables live as JSON in ./data: data, not code. They are the garment kinds'
// vocabulary, the assortment, occasion sentences, the home page's scenes and tiles, and a few
// fixed garment measurements (two bodice outlines, the shirt's and blazer's cuts).
// This module is their one way in: it checks each table once, on load, against the names the
// code knows (kinds, patterns, colours, brands, props) and hands it on with its TypeScript type,
// so a typo in the data fails at start-up instead of drawing or listing something odd.
import { BRANDS, GENDERS, type BrandName } from '@store/shared/catalogue';
import { COLOURS, type ColourName } from './colours.js';
import outlines from './data/garment-outlines.json' with { type: 'json' };
import heroScenes from './data/hero-scenes.json' with { type: 'json' };
import kindSpecs from './data/kind-specs.json' with { type: 'json' };
import occasions from './data/occasions.json' with { type: 'json' };
import segments from './data/segments.json' with { type: 'json' };
import tailoredTops from './data/tailored-tops.json' with { type: 'json' };
import tileLooks from './data/tile-looks.json' with { type: 'json' };
import type { Pt } from './svg-kit.js';
import {
  COLOURED_PROPS,
  GARMENT_KINDS,
  PATTERNS,
  PLAIN_PROPS,
  TURNED_PROPS,
  type FabricPattern,
  type KindSpec,
  type Look,
  type PropPlacement,
  type Scene,
  type Segment,
} from './types.js';

function fail(where: string, what: string): never {
  throw new Error(`demo catalogue data, ${where}: ${what}`);
}

function isOneOf<T extends string>(names: readonly T[], value: string): value is T {
  return (names as readonly string[]).includes(value);
}

function oneOf<T extends string>(names: readonly T[], value: string, where: string): T {
  return isOneOf(names, value) ? value : fail(where, `unknown ${JSON.stringify(value)}`);
}

function pair<T>(values: readonly T[], where: string): readonly [T, T] {
  const [a, b] = values;
  return values.length === 2 && a !== undefined && b !== undefined ? [a, b] : fail(where, 'wants two values');
}

const BRAND_NAMES = BRANDS.map((b) => b.name);
const COLOUR_NAMES = Object.keys(COLOURS) as ColourName[];

// ------------------------------------------------------------------ product-data

interface RawKindSpec extends Omit<KindSpec, 'fabrics' | 'patterns' | 'colours' | 'price'> {
  fabrics: readonly (readonly string[])[];
  patterns: Readonly<Record<string, number>>;
  /** Colour names, and '@name' for all of a palette's colours at that place. */
  colours: readonly string[];
  price: readonly number[];
}

const PALETTES: Readonly<Record<string, readonly string[]>> = kindSpecs.palettes;

function colourList(names: readonly string[], where: string): ColourName[] {
  return names.flatMap((name) => {
    const palette = name.startsWith('@') ? (PALETTES[name.slice(1)] ?? fail(where, `no palette ${name}`)) : [name];
    return palette.map((c) => oneOf(COLOUR_NAMES, c, where));
  });
}

function checkSpec(raw: RawKindSpec, where: string): KindSpec {
  // In the data's order: a product's pattern is picked by weight in this order.
  const patterns: Partial<Record<FabricPattern, number>> = {};
  for (const [p, weight] of Object.entries(raw.patterns)) patterns[oneOf(PATTERNS, p, where)] = weight;
  return {
    ...raw,
    fabrics: raw.fabrics.map((f) => pair(f, where)),
    patterns,
    colours: colourList(raw.colours, where),
    price: pair(raw.price, where),
  };
}

const RAW_SPECS: Readonly<Record<string, RawKindSpec>> = kindSpecs.kinds;
/** By kind, or by `kind:gender` where the genders differ. */
export const SPECS: Readonly<Record<string, KindSpec>> = Object.fromEntries(
  Object.entries(RAW_SPECS).map(([key, raw]) => {
    oneOf(GARMENT_KINDS, key.replace(/:(women|men)$/, ''), key);
    return [key, checkSpec(raw, key)];
  }),
);

interface RawSegmentGroup {
  gender: string;
  /** What the group is for (which coverage rule its counts meet); for readers only. */
  note: string;
  segments: readonly {
    category: string;
    count: number;
    choices: readonly { kind: string; brands: readonly string[]; weight?: number }[];
  }[];
}

const SEGMENT_GROUPS: readonly RawSegmentGroup[] = segments;
/** The assortment: which products each (gender, category) gets, in the order they are made. */
export const SEGMENTS: readonly Segment[] = SEGMENT_GROUPS.flatMap((group) =>
  group.segments.map((s) => {
    const where = `segment ${group.gender} ${s.category}`;
    return {
      gender: oneOf(GENDERS, group.gender, where),
      category: s.category,
      count: s.count,
      choices: s.choices.map((c) => ({
        kind: oneOf(GARMENT_KINDS, c.kind, where),
        brands: c.brands.map((b): BrandName => oneOf(BRAND_NAMES, b, where)),
        weight: c.weight ?? 1,
      })),
    };
  }),
);

/** Occasion sentences by category, or by `category:gender` where the genders differ. */
export const OCCASION: Readonly<Record<string, readonly string[]>> = occasions;

// ------------------------------------------------------------------ home-images

interface RawLook {
  kind: string;
  gender: string;
  title: string;
  colour: string;
  pattern: string;
}

function look(raw: RawLook, where: string): Look {
  return {
    kind: oneOf(GARMENT_KINDS, raw.kind, where),
    gender: oneOf(GENDERS, raw.gender, where),
    title: raw.title,
    colour: oneOf(COLOUR_NAMES, raw.colour, where),
    pattern: oneOf(PATTERNS, raw.pattern, where),
  };
}

interface RawProp {
  prop: string;
  x: number;
  y: number;
  scale: number;
  turn?: number;
  colour?: string;
}

function placement(raw: RawProp, where: string): PropPlacement {
  const { prop, x, y, scale, turn, colour } = raw;
  if (isOneOf(PLAIN_PROPS, prop) && turn === undefined && colour === undefined) return { prop, x, y, scale };
  if (isOneOf(TURNED_PROPS, prop) && turn !== undefined && colour === undefined) return { prop, x, y, scale, turn };
  if (isOneOf(COLOURED_PROPS, prop) && colour !== undefined && turn === undefined) return { prop, x, y, scale, colour };
  return fail(where, `prop ${JSON.stringify(raw)} is unknown, or lacks its turn or colour`);
}

interface RawScene {
  surface: readonly string[];
  accent: string;
  looks: readonly RawLook[];
  props: readonly RawProp[];
}

const RAW_SCENES: Readonly<Record<string, RawScene>> = heroScenes;
/** Hero slides by type: three garments and a few props on a surface. */
export const HERO_SCENES: Readonly<Record<string, Scene>> = Object.fromEntries(
  Object.entries(RAW_SCENES).map(([type, s]) => {
    const where = `hero scene ${type}`;
    const scene: Scene = {
      surface: pair(s.surface, where),
      accent: s.accent,
      looks: s.looks.map((l) => look(l, where)),
      props: s.props.map((p) => placement(p, where)),
    };
    return [type, scene];
  }),
);

const RAW_TILES: Readonly<Record<string, RawLook>> = tileLooks;
/** Category tiles by `gender:link`: one garment each. */
export const TILE_LOOKS: Readonly<Record<string, Look>> = Object.fromEntries(
  Object.entries(RAW_TILES).map(([key, l]) => [key, look(l, `tile ${key}`)]),
);

// ------------------------------------------------------------------ garments

type OutlineSeg =
  | readonly [number, number]
  | readonly [number, number, number, number]
  | readonly [number, number, number, number, number, number];
/**
 * The right half of a symmetric outline, x measured from the centre line: the start, then
 * segments told apart by length (2 numbers: line to; 4: quadratic; 6: cubic Bézier).
 */
export interface Outline {
  start: Pt;
  segs: readonly OutlineSeg[];
}

function outline(points: readonly (readonly number[])[], where: string): Outline {
  const [start, ...segs] = points;
  return {
    start: pair(start ?? [], where),
    segs: segs.map((s) =>
      s.length === 2 || s.length === 4 || s.length === 6 ? (s as OutlineSeg) : fail(where, 'bad segment'),
    ),
  };
}

const RAW_OUTLINES: Readonly<Record<keyof typeof outlines, readonly (readonly number[])[]>> = outlines;
/** Fixed outlines of the saree blouse and the lehenga's choli. */
export const OUTLINES = {
  sareeBlouse: outline(RAW_OUTLINES.sareeBlouse, 'outline sareeBlouse'),
  choli: outline(RAW_OUTLINES.choli, 'outline choli'),
};

/** Half widths (from the centre line) of a top's body. */
export interface HalfWidths {
  shoulderW: number;
  chestW: number;
  waistW: number;
  hemW: number;
}
/** A tailored top's measurements in design units, with long sleeves; its half widths differ by gender. */
export interface TailoredCut {
  neckY: number;
  neckW: number;
  neckDrop: number;
  shoulderDrop: number;
  sleeveAngle: number;
  sleeveLen: number;
  sleeveOpen: number;
  armhole: number;
  waistY: number;
  hemY: number;
  hemCurve: number;
  women: HalfWidths;
  men: HalfWidths;
}
/** The shirt's and the blazer's cuts: numbers only, which the compiler checks against the JSON. */
export const TAILORED_TOPS: Readonly<Record<'shirt' | 'blazer', TailoredCut>> = tailoredTops;
