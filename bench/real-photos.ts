// The real photographs the visual-search bench measures a photo's kind on (ADR 4901): product
// photos from Fashion-MNIST (Zalando SE, MIT licence), taken from Debian's `dataset-fashion-mnist`
// package, the only openly licensed photographs of garments reachable here (no network but the npm
// registry and Debian's archive). bench/fixtures/real-photos holds them with their PROVENANCE and
// LICENSE; `npx tsx bench/real-photos.ts --extract DIR` writes them again from the package's files
// (DIR holds t10k-images-idx3-ubyte.gz and t10k-labels-idx1-ubyte.gz: `apt-get download
// dataset-fashion-mnist`, `dpkg-deb -x` it, then usr/share/datasets/fashion-mnist).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { FASHION_MNIST_CLASSES, readFashionMnist } from '../apps/api/src/cli/fashion-mnist';

export const REAL_PHOTOS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/real-photos');

/** How many photos of each class are kept: the first of the test file, in its order (no choosing). */
const GARMENT_PHOTOS = 15;
const OTHER_PHOTOS = 5;
/** The kept photos come from the first half of the test file; the second half was left for trying things out (ADR 4901). */
export const KEPT_BELOW = 5000;

export interface RealPhoto {
  file: string;
  /** Its index in Fashion-MNIST's test file. */
  index: number;
  className: string;
  /** The store's kinds that are right for it; empty: not a garment the store sells. */
  kinds: readonly string[];
}

export function realPhotos(): RealPhoto[] {
  return JSON.parse(readFileSync(path.join(REAL_PHOTOS_DIR, 'photos.json'), 'utf8')) as RealPhoto[];
}

async function extract(dir: string): Promise<void> {
  const set = readFashionMnist(dir, 't10k');
  const out = path.join(REAL_PHOTOS_DIR, 'photos');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const taken = FASHION_MNIST_CLASSES.map(() => 0);
  const photos: RealPhoto[] = [];
  for (let i = 0; i < KEPT_BELOW; i++) {
    const c = set.label(i);
    const cls = FASHION_MNIST_CLASSES[c]!;
    if (taken[c]! >= (cls.kind ? GARMENT_PHOTOS : OTHER_PHOTOS)) continue;
    taken[c]!++;
    const file = `photos/${cls.file}-${String(i).padStart(4, '0')}.png`;
    await sharp(set.pixels(i), { raw: { width: 28, height: 28, channels: 1 } })
      .png()
      .toFile(path.join(REAL_PHOTOS_DIR, file));
    photos.push({ file, index: i, className: cls.name, kinds: cls.right });
  }
  writeFileSync(path.join(REAL_PHOTOS_DIR, 'photos.json'), `${JSON.stringify(photos, null, 1)}\n`);
  console.log(`wrote ${photos.length} photos to ${out}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { extract: { type: 'string' } } });
  if (!values.extract) throw new Error('--extract DIR: the folder holding the Fashion-MNIST test files');
  await extract(values.extract);
}
