// Fashion-MNIST (Zalando SE, MIT licence; ADR 4901): 70,000 photographs of Zalando's articles,
// 28 × 28 grey, in ten classes, read from the files of Debian's `dataset-fashion-mnist` package
// (`apt-get download dataset-fashion-mnist`, `dpkg-deb -x` it: usr/share/datasets/fashion-mnist).
// The kind classifier trains on its training file (cli/train-garment-kinds.ts); the bench's real
// photos are from its test file (bench/real-photos.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { GarmentKind } from '../modules/visual-search/garment-kind';

/**
 * The ten classes, each with the store's kind it is trained as (`kind`; none: not a garment the
 * store sells) and the kinds a shopper photographing it would call right (`right`).
 */
export const FASHION_MNIST_CLASSES: readonly {
  name: string;
  file: string;
  kind?: GarmentKind;
  right: readonly GarmentKind[];
}[] = [
  { name: 'T-shirt/top', file: 't-shirt-top', kind: 't-shirt', right: ['t-shirt', 'top'] },
  { name: 'Trouser', file: 'trouser', kind: 'trousers', right: ['trousers', 'jeans', 'joggers', 'leggings'] },
  { name: 'Pullover', file: 'pullover', kind: 'sweatshirt', right: ['sweatshirt'] },
  { name: 'Dress', file: 'dress', kind: 'dress', right: ['dress'] },
  { name: 'Coat', file: 'coat', kind: 'jacket', right: ['jacket'] },
  { name: 'Sandal', file: 'sandal', right: [] },
  { name: 'Shirt', file: 'shirt', kind: 'shirt', right: ['shirt'] },
  { name: 'Sneaker', file: 'sneaker', right: [] },
  { name: 'Bag', file: 'bag', right: [] },
  { name: 'Ankle boot', file: 'ankle-boot', right: [] },
];

export interface FashionMnist {
  count: number;
  /** The class (index of FASHION_MNIST_CLASSES) of photo `i`. */
  label(i: number): number;
  /** Photo `i` as the shop showed it: 28 × 28 grey, the garment dark on white (the files store it negated). */
  pixels(i: number): Buffer;
}

/** The `train` (60,000) or `t10k` (10,000) file of the set in `dir`. */
export function readFashionMnist(dir: string, part: 'train' | 't10k'): FashionMnist {
  const images = gunzipSync(readFileSync(path.join(dir, `${part}-images-idx3-ubyte.gz`)));
  const labels = gunzipSync(readFileSync(path.join(dir, `${part}-labels-idx1-ubyte.gz`)));
  return {
    count: labels.length - 8,
    label: (i) => labels[8 + i]!,
    pixels: (i) => Buffer.from(images.subarray(16 + i * 784, 16 + (i + 1) * 784).map((v) => 255 - v)),
  };
}
