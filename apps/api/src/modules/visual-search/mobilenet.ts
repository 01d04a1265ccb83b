// A picture's learned description (ADRs 2801, 2802): MobileNetV2's block 12 features, pooled
// region by region, as shipped (weights inside the `nsfwjs` npm package, nothing fetched at run
// time), run by TensorFlow.js on its WebAssembly backend in the describer's child
// (describe-worker.ts). Loaded on first need.
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as TfCore from '@tensorflow/tfjs-core';
import type * as TfLayers from '@tensorflow/tfjs-layers';

/** The side the network sees. */
export const NETWORK_INPUT = 224;
/**
 * The layer read: the expansion of block 12 (14 × 14 × 576). Measured on the bench (ADR 2801),
 * it tells one garment from another far better than the last layer, which the package's
 * training tuned to its own classes.
 */
const FEATURE_LAYER = 'block_12_expand_relu';
export const NETWORK_FEATURES = 576;

interface Network {
  tf: typeof TfCore;
  model: TfLayers.LayersModel;
}

let network: Promise<Network> | undefined;

const require = createRequire(import.meta.url);

/**
 * A file of the nsfwjs package's MobileNetV2 (a UMD module holding JSON or base64 weights),
 * dropped from the module cache once read: its text is not kept beside the loaded weights.
 */
function modelFile(name: string): unknown {
  // The package's entry is dist/cjs/index.js; its models are in dist/models.
  const dist = path.resolve(path.dirname(require.resolve('nsfwjs')), '..');
  const file = path.join(dist, 'models/mobilenet_v2', `${name}.min.js`);
  const content: unknown = require(file);
  delete require.cache[file];
  return content;
}

/** The package's whole MobileNetV2 classifier, on the WebAssembly backend. The bench reads other layers of it. */
export async function loadClassifier(): Promise<{ tf: typeof TfCore; classifier: TfLayers.LayersModel }> {
  const tf = await import('@tensorflow/tfjs-core');
  const layers = await import('@tensorflow/tfjs-layers');
  const wasm = await import('@tensorflow/tfjs-backend-wasm');
  // The .wasm files are read from the package in node_modules, in the sources as in the bundle.
  wasm.setWasmPaths(`${path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'))}/`);
  await tf.setBackend('wasm');
  await tf.ready();

  const json = modelFile('model') as { modelTopology: object; weightsManifest: TfCore.io.WeightsManifestConfig };
  const weights = json.weightsManifest.flatMap((group) =>
    group.paths.map((p) => Buffer.from(String(modelFile(p)), 'base64')),
  );
  const weightData = Buffer.concat(weights);
  const classifier = await layers.loadLayersModel(
    tf.io.fromMemory({
      modelTopology: json.modelTopology,
      weightSpecs: json.weightsManifest.flatMap((group) => group.weights),
      weightData: weightData.buffer.slice(weightData.byteOffset, weightData.byteOffset + weightData.byteLength),
    }),
  );
  return { tf, classifier };
}

async function loadNetwork(): Promise<Network> {
  const layers = await import('@tensorflow/tfjs-layers');
  const { tf, classifier } = await loadClassifier();
  const model = layers.model({ inputs: classifier.inputs, outputs: classifier.getLayer(FEATURE_LAYER).output });
  return { tf, model };
}

/** Pixels as the network was trained on them: 0–1. */
function toUnit(rgb: Uint8Array): Float32Array {
  const out = new Float32Array(rgb.length);
  for (let i = 0; i < rgb.length; i++) out[i] = rgb[i]! / 255;
  return out;
}

/** The side of FEATURE_LAYER's square map. */
const MAP_SIDE = 14;

/**
 * The regions of the map pooled one by one (R-MAC, Tolias et al. 2016): the whole map, then 2 × 2
 * squares of 9 and 3 × 3 squares of 7 cells, overlapping. A garment cropped, moved or set on
 * clutter still fills some region as the catalogue's picture does.
 */
export const REGIONS: readonly { top: number; left: number; side: number }[] = [1, 2, 3].flatMap((scale) => {
  const side = scale === 1 ? MAP_SIDE : Math.floor((2 * MAP_SIDE) / (scale + 1));
  const starts = Array.from({ length: scale }, (_, i) =>
    scale === 1 ? 0 : Math.round((i * (MAP_SIDE - side)) / (scale - 1)),
  );
  return starts.flatMap((top) => starts.map((left) => ({ top, left, side })));
});

/**
 * The network's features of an RGB raster of NETWORK_INPUT × NETWORK_INPUT: each region of
 * FEATURE_LAYER's map max-pooled per channel and made unit length, then the regions summed.
 * Measured on the bench (ADR 2802), this finds the exact product far more often than one
 * generalised mean over the whole map (ADR 2801), which a cluttered backdrop dilutes.
 */
export async function networkFeatures(rgb: Uint8Array): Promise<Float32Array> {
  const { tf, model } = await (network ??= loadNetwork());
  const pooled = tf.tidy(() => {
    const input = tf.tensor4d(toUnit(rgb), [1, NETWORK_INPUT, NETWORK_INPUT, 3]);
    const map = model.predict(input) as TfCore.Tensor4D;
    const regions = REGIONS.map(({ top, left, side }) => {
      const region = tf.max(tf.slice(map, [0, top, left, 0], [1, side, side, NETWORK_FEATURES]), [1, 2]);
      return tf.div(region, tf.maximum(tf.norm(region), 1e-12));
    });
    return tf.addN(regions);
  });
  const values = (await pooled.data()) as Float32Array;
  pooled.dispose();
  return values;
}
