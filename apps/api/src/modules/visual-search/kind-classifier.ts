// The kind classifier (ADR 4901): a softmax layer over a photo's outline features
// (kind-features.ts), giving a probability to each garment kind (garment-kind.ts) and to "not a
// garment". `npm run train-garment-kinds` trains it (cli/train-garment-kinds.ts) on the demo
// catalogue's own drawings and on real product photos, and its weights ship beside this file
// (garment-kinds.json; scripts/build-api.mjs copies it beside the bundle): nothing is fetched at run time.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GARMENT_KINDS } from './garment-kind';

/** What a photo can be: a garment of one of the kinds, or something the store does not sell (shoes, bags, a wall). */
export const NOT_A_GARMENT = 'not a garment';
export const KIND_CLASSES = [...GARMENT_KINDS, NOT_A_GARMENT] as const;

export const KIND_WEIGHTS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'garment-kinds.json');

/** The weights file: one row of weights and a bias per class, in KIND_CLASSES' order. */
export interface KindWeights {
  classes: readonly string[];
  /** Features per photo (kind-features.ts KIND_FEATURES). */
  dimensions: number;
  bias: number[];
  /** kinds × dimensions little-endian float32s, row by row, in base64. */
  weights: string;
}

/** The features as the classifier reads them: each square-rooted (keeping its sign), then made unit length. */
export function kindInput(features: ArrayLike<number>): Float32Array {
  const out = Float32Array.from(features, (v) => Math.sign(v) * Math.sqrt(Math.abs(v)));
  let squares = 0;
  for (const v of out) squares += v * v;
  const norm = Math.sqrt(squares) || 1;
  for (let i = 0; i < out.length; i++) out[i]! /= norm;
  return out;
}

/** Probabilities that sum to 1, from the classifier's scores. */
export function softmax(scores: ArrayLike<number>): Float32Array {
  const top = Math.max(...Array.from(scores));
  const exp = Float32Array.from(scores, (s) => Math.exp(s - top));
  const sum = exp.reduce((a, b) => a + b, 0);
  return exp.map((e) => e / sum);
}

export function encodeKindWeights(weights: Float32Array, bias: ArrayLike<number>, dimensions: number): KindWeights {
  return {
    classes: KIND_CLASSES,
    dimensions,
    bias: Array.from(bias, (b) => Math.fround(b)),
    weights: Buffer.from(weights.buffer, weights.byteOffset, weights.byteLength).toString('base64'),
  };
}

export interface KindClassifier {
  /** Each class's probability (KIND_CLASSES' order) for a photo's features. */
  classify(features: ArrayLike<number>): Float32Array;
}

export function kindClassifier(file: KindWeights): KindClassifier {
  if (file.classes.join() !== KIND_CLASSES.join())
    throw new Error('garment-kinds.json knows other classes: train it again');
  const bytes = Buffer.from(file.weights, 'base64');
  const weights = new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  const d = file.dimensions;
  return {
    classify(features) {
      if (features.length !== d) throw new Error(`the kind classifier reads ${d} features, not ${features.length}`);
      const x = kindInput(features);
      const scores = file.bias.map((b, k) => {
        let s = b;
        for (let i = 0; i < d; i++) s += weights[k * d + i]! * x[i]!;
        return s;
      });
      return softmax(scores);
    },
  };
}

let shipped: KindClassifier | undefined;
/** The classifier whose weights ship with the server (read on first need). */
export const shippedKindClassifier = (): KindClassifier =>
  (shipped ??= kindClassifier(JSON.parse(readFileSync(KIND_WEIGHTS_FILE, 'utf8')) as KindWeights));
