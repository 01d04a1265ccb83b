// `npm run train-garment-kinds -- --fashion-mnist DIR`: trains the kind classifier (ADR 4901) and
// writes modules/visual-search/garment-kinds.json. It learns from the demo catalogue's drawings
// (every product's front, styled and angled views, each also grey and small as a dim phone photo
// would be; the kind its title names) and from real product photos: the first PER_CLASS of each
// class of Fashion-MNIST's training file (DIR: usr/share/datasets/fashion-mnist of Debian's
// `dataset-fashion-mnist`, see cli/fashion-mnist.ts), the bench's photos coming from its test
// file. Each picture is read as a shopper's photo is (descriptor.ts photoKindFeatures: the whole,
// and the garment's box). The same inputs give the same file: no randomness, a fixed number of steps.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { demoImages } from '@store/demo-catalogue/demo-feed';
import { generateDemoCatalogue } from '@store/demo-catalogue/generate-products';
import { photoKindFeatures } from '../modules/visual-search/descriptor';
import { productKind } from '../modules/visual-search/garment-kind';
import {
  encodeKindWeights,
  KIND_CLASSES,
  KIND_WEIGHTS_FILE,
  kindClassifier,
  kindInput,
  NOT_A_GARMENT,
} from '../modules/visual-search/kind-classifier';
import { KIND_FEATURES } from '../modules/visual-search/kind-features';
import { FASHION_MNIST_CLASSES, readFashionMnist } from './fashion-mnist';

const { values } = parseArgs({ options: { 'fashion-mnist': { type: 'string' } } });
if (!values['fashion-mnist']) throw new Error("--fashion-mnist DIR: the folder of Fashion-MNIST's files");

/** Real photos taken of each Fashion-MNIST class (of garments; half as many of the rest). */
const PER_CLASS = 400;
/** The drawings' views learnt from: front, styled, on another surface (the close-up shows no outline). */
const VIEWS = [0, 3, 4];
/** A dim phone photo: grey, this many pixels on its longer side. */
const SMALL_SIDE = 40;
const STEPS = 300;
const LEARNING_RATE = 0.05;
/** Weight decay: keeps the classifier from leaning on any one feature of the drawings. */
const DECAY = 1e-4;

const examples: { features: Float32Array; x: Float32Array; y: number }[] = [];
const add = (looks: Float32Array[], kind: string) => {
  const y = KIND_CLASSES.indexOf(kind as (typeof KIND_CLASSES)[number]);
  if (y < 0) throw new Error(`no class ${kind}`);
  for (const features of looks) examples.push({ features, x: kindInput(features), y });
};

const started = Date.now();
const catalogue = generateDemoCatalogue();
const svgOf = new Map(demoImages(catalogue).map((d) => [d.id, d.svg]));
for (const [n, product] of catalogue.entries()) {
  const kind = productKind(product.title, product.category);
  if (!kind) continue;
  for (const view of VIEWS) {
    const id = product.imageIds[view];
    if (!id) continue;
    const svg = Buffer.from(svgOf.get(id)!);
    add(await photoKindFeatures(svg, { svg: true }), kind);
    const small = await sharp(svg, { density: 16 })
      .grayscale()
      .resize(SMALL_SIDE, SMALL_SIDE, { fit: 'inside' })
      .png()
      .toBuffer();
    add(await photoKindFeatures(small), kind);
  }
  if (n % 100 === 99) console.log(`${n + 1} / ${catalogue.length} products`);
}

const photos = readFashionMnist(values['fashion-mnist'], 'train');
const taken = FASHION_MNIST_CLASSES.map(() => 0);
for (let i = 0; i < photos.count; i++) {
  const cls = FASHION_MNIST_CLASSES[photos.label(i)]!;
  if (taken[photos.label(i)]! >= (cls.kind ? PER_CLASS : PER_CLASS / 2)) continue;
  taken[photos.label(i)]!++;
  const png = await sharp(photos.pixels(i), { raw: { width: 28, height: 28, channels: 1 } })
    .png()
    .toBuffer();
  add(await photoKindFeatures(png), cls.kind ?? NOT_A_GARMENT);
}
console.log(`${examples.length} examples in ${Math.round((Date.now() - started) / 1000)} s`);

/** Softmax regression by full-batch Adam, each class weighted by its rarity. */
function train(): { weights: Float32Array; bias: Float64Array } {
  const [K, D] = [KIND_CLASSES.length, KIND_FEATURES];
  const counts = new Array<number>(K).fill(0);
  for (const e of examples) counts[e.y]!++;
  const classWeight = counts.map((c) => (c ? examples.length / (K * c) : 0));
  const w = new Float64Array(K * D);
  const b = new Float64Array(K);
  const moments = [new Float64Array(K * D), new Float64Array(K * D), new Float64Array(K), new Float64Array(K)];
  const adam = (param: Float64Array, grad: Float64Array, m: Float64Array, v: Float64Array, t: number) => {
    for (let j = 0; j < param.length; j++) {
      m[j] = 0.9 * m[j]! + 0.1 * grad[j]!;
      v[j] = 0.999 * v[j]! + 0.001 * grad[j]! ** 2;
      param[j]! -= (LEARNING_RATE * (m[j]! / (1 - 0.9 ** t))) / (Math.sqrt(v[j]! / (1 - 0.999 ** t)) + 1e-8);
    }
  };
  const scores = new Float64Array(K);
  for (let t = 1; t <= STEPS; t++) {
    const gw = new Float64Array(K * D);
    const gb = new Float64Array(K);
    for (const { x, y } of examples) {
      for (let k = 0; k < K; k++) {
        let s = b[k]!;
        for (let d = 0; d < D; d++) s += w[k * D + d]! * x[d]!;
        scores[k] = s;
      }
      const top = Math.max(...scores);
      let sum = 0;
      for (let k = 0; k < K; k++) sum += scores[k] = Math.exp(scores[k]! - top);
      for (let k = 0; k < K; k++) {
        const g = (classWeight[y]! * (scores[k]! / sum - (k === y ? 1 : 0))) / examples.length;
        gb[k]! += g;
        for (let d = 0; d < D; d++) gw[k * D + d]! += g * x[d]!;
      }
    }
    for (let j = 0; j < w.length; j++) gw[j]! += DECAY * w[j]!;
    adam(w, gw, moments[0]!, moments[1]!, t);
    adam(b, gb, moments[2]!, moments[3]!, t);
  }
  return { weights: Float32Array.from(w), bias: b };
}

const { weights, bias } = train();
const file = encodeKindWeights(weights, bias, KIND_FEATURES);
writeFileSync(KIND_WEIGHTS_FILE, `${JSON.stringify(file)}\n`);
const classifier = kindClassifier(file);
// The examples' own share right: a check that training converged, not a measure (the bench is).
let right = 0;
for (const { features, y } of examples) {
  const p = classifier.classify(features);
  if (p.indexOf(Math.max(...p)) === y) right++;
}
console.log(
  `wrote ${KIND_WEIGHTS_FILE}: ${KIND_CLASSES.length} classes × ${KIND_FEATURES} features; ` +
    `${((100 * right) / examples.length).toFixed(1)} % of the training examples right, ${Math.round((Date.now() - started) / 1000)} s`,
);
