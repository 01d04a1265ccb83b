// Offline features for comparing descriptions (ADR 2802): MobileNetV2's feature maps of the demo
// catalogue's main pictures and of the bench's queries (bench/visual-search-photos.ts, the same
// seed and order as bench/visual-search.ts), written to a directory so that poolings and crops
// can be compared without running the network again (ADR 2802 lists what was compared; the
// files are float32 maps, one file a set, layer and part, with a JSON list of the products).
//   tsx bench/visual-search-features.ts --out DIR [--part 0 --parts 2] [--seed 2800 --queries 220]
//   [--catalogue no] [--sets q_whole,...] [--layers block_12_expand_relu,...] [--boxes FILE --name SET]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import type * as TfCore from '@tensorflow/tfjs-core';
import type * as TfLayers from '@tensorflow/tfjs-layers';
import { demoImages } from '@store/demo-catalogue/demo-feed';
import { generateDemoCatalogue } from '@store/demo-catalogue/generate-products';
import { findGarmentInScene, type GarmentBox } from '@store/shared/garment-box';
import { pixelBox } from '../apps/api/src/modules/visual-search/descriptor';
import { loadClassifier } from '../apps/api/src/modules/visual-search/mobilenet';
import { asPhonePhoto, rng } from './visual-search-photos';

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    part: { type: 'string', default: '0' },
    parts: { type: 'string', default: '1' },
    seed: { type: 'string', default: '2800' },
    queries: { type: 'string', default: '220' },
    catalogue: { type: 'string', default: 'yes' },
    // Only the queries, each cropped to the box given for it (a JSON list, one box a query, in order).
    boxes: { type: 'string' },
    name: { type: 'string', default: 'q_given' },
    layers: {
      type: 'string',
      default: 'block_10_expand_relu,block_12_expand_relu,block_13_expand_relu,block_14_expand_relu',
    },
    sets: { type: 'string', default: 'cat_box,cat_whole,q_box,q_big,q_whole' },
  },
});
const OUT = values.out!;
const PART = Number(values.part);
const PARTS = Number(values.parts);
const LAYERS = values.layers!.split(',');
const SETS = new Set(values.sets!.split(','));

sharp.concurrency(1);
sharp.cache(false);

async function loadNetwork() {
  const layers = await import('@tensorflow/tfjs-layers');
  const { tf, classifier } = await loadClassifier();
  const model = layers.model({
    inputs: classifier.inputs,
    outputs: LAYERS.map((l) => classifier.getLayer(l).output as TfLayers.SymbolicTensor),
  });
  return { tf, model };
}

interface Raster {
  data: Buffer;
  width: number;
  height: number;
}

async function decode(bytes: Buffer, svg: boolean): Promise<Raster> {
  const { data, info } = await sharp(bytes, svg ? { density: 16 } : {})
    .rotate()
    .resize(256, 256, { fit: 'inside' })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

async function square(raster: Raster, box: GarmentBox, margin: number): Promise<Float32Array> {
  const px = await sharp(raster.data, { raw: { width: raster.width, height: raster.height, channels: 3 } })
    .extract(pixelBox(box, raster, margin))
    .resize(224, 224, { fit: 'contain', background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer();
  const out = new Float32Array(px.length);
  for (let i = 0; i < px.length; i++) out[i] = px[i]! / 255;
  return out;
}

const WHOLE: GarmentBox = { x: 0, y: 0, w: 1, h: 1 };

async function main() {
  const { tf, model } = await loadNetwork();
  const catalogue = generateDemoCatalogue();
  const svgOf = new Map(demoImages(catalogue).map((d) => [d.id, d.svg]));
  mkdirSync(OUT, { recursive: true });

  // Sets of inputs: name → list of (meta, raster, box, margin).
  const sets = new Map<string, { meta: object; input: () => Promise<Float32Array> }[]>();
  const push = (set: string, meta: object, input: () => Promise<Float32Array>) => {
    if (!SETS.has(set) && !values.boxes) return;
    if (!sets.has(set)) sets.set(set, []);
    sets.get(set)!.push({ meta, input });
  };

  if (values.catalogue === 'yes' && !values.boxes) {
    for (const p of catalogue) {
      const bytes = Buffer.from(svgOf.get(p.imageIds[0]!)!);
      let raster: Promise<Raster> | undefined;
      const r = () => (raster ??= decode(bytes, true));
      const meta = { id: p.id, kind: p.kind };
      push('cat_box', meta, async () => {
        const x = await r();
        return square(x, findGarmentInScene(x.data, x.width, x.height), 0.03);
      });
      push('cat_whole', meta, async () => square(await r(), WHOLE, 0));
    }
  }
  const random = rng(Number(values.seed));
  for (let q = 0; q < Number(values.queries); q++) {
    const p = catalogue[Math.floor(random() * catalogue.length)]!;
    const photo = await asPhonePhoto(svgOf.get(p.imageIds[0]!)!, random, q % 2 === 1);
    let raster: Promise<Raster> | undefined;
    const r = () => (raster ??= decode(photo, false));
    const meta = { id: p.id, kind: p.kind, photoLike: q % 2 === 1 };
    const found = async () => {
      const x = await r();
      return { x, box: findGarmentInScene(x.data, x.width, x.height) };
    };
    if (values.boxes) {
      const boxes = JSON.parse(readFileSync(values.boxes, 'utf8')) as GarmentBox[];
      const box = boxes[q]!;
      push(values.name!, meta, async () => square(await r(), box, 0.03));
      continue;
    }
    push('q_box', meta, async () => {
      const { x, box } = await found();
      return square(x, box, 0.03);
    });
    push('q_big', meta, async () => {
      const { x, box } = await found();
      return square(x, box, 0.1);
    });
    push('q_whole', meta, async () => square(await r(), WHOLE, 0));
  }

  for (const [set, items] of sets) {
    const mine = items.filter((_, i) => i % PARTS === PART);
    const outputs: Float32Array[][] = LAYERS.map(() => []);
    const t0 = performance.now();
    for (const item of mine) {
      const input = await item.input();
      const maps = tf.tidy(() => {
        const x = tf.tensor4d(input, [1, 224, 224, 3]);
        return model.predict(x) as TfCore.Tensor[];
      });
      for (let l = 0; l < LAYERS.length; l++) {
        outputs[l]!.push((await maps[l]!.data()) as Float32Array);
        maps[l]!.dispose();
      }
    }
    console.log(`${set} part ${PART}: ${mine.length} in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    for (let l = 0; l < LAYERS.length; l++) {
      const all = outputs[l]!;
      const buf = Buffer.alloc(all.reduce((s, a) => s + a.byteLength, 0));
      let at = 0;
      for (const a of all) {
        Buffer.from(a.buffer, a.byteOffset, a.byteLength).copy(buf, at);
        at += a.byteLength;
      }
      writeFileSync(path.join(OUT, `${set}.${LAYERS[l]}.${PART}.f32`), buf);
    }
    writeFileSync(path.join(OUT, `${set}.${PART}.json`), JSON.stringify(mine.map((m) => m.meta)));
  }
}

await main();
