// `npm run describe-demo`: describes every drawing of the demo catalogue (`-- --main-only`: the
// products' main pictures) in the describer's children, at the lowest CPU priority, and writes
// modules/visual-search/demo-descriptions.bin, so a fresh demo server opens image search at once
// (ADR 2801). Run it after a change to the drawings
// or to DESCRIPTOR_VERSION: apps/api/test/visual-search-demo.test.ts fails on a stale file.
import { writeFileSync } from 'node:fs';
import { demoImages } from '@store/demo-catalogue/demo-feed';
import { generateDemoCatalogue } from '@store/demo-catalogue/generate-products';
import { DEMO_DESCRIPTIONS_FILE, encodeDemoDescriptions } from '../modules/visual-search/demo-descriptions';
import { startPictureDescriber } from '../modules/visual-search/describer';
import { DESCRIPTOR_VERSION } from '../modules/visual-search/descriptor';
import { contentHash } from '../modules/visual-search/repository';

const catalogue = generateDemoCatalogue();
// Products' main pictures first: they are what opens image search (service.ts start).
const mainIds = new Set(catalogue.map((p) => p.imageIds[0]));
const pictures = demoImages(catalogue).sort((a, b) => Number(mainIds.has(b.id)) - Number(mainIds.has(a.id)));
const mainCount = pictures.filter((p) => mainIds.has(p.id)).length;
// Two children: one picture at a time each, both cores when the machine is otherwise idle.
const describers = [startPictureDescriber(), startPictureDescriber()];
const entries: { hash: string; vector: Float32Array }[] = [];
const started = Date.now();

/**
 * Writes what is described so far, deduplicated by hash (products may share a drawing) and in
 * hash order: the same drawings make the same file.
 */
function write(): void {
  const unique = [...new Map(entries.map((e) => [e.hash, e])).values()].sort((a, b) => (a.hash < b.hash ? -1 : 1));
  writeFileSync(DEMO_DESCRIPTIONS_FILE, encodeDemoDescriptions(DESCRIPTOR_VERSION, unique));
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`wrote ${unique.length} descriptions (version ${DESCRIPTOR_VERSION}) in ${seconds} s`);
}

/** Describes pictures[from, to) with every describer, one picture at a time each. */
async function describeRange(from: number, to: number): Promise<void> {
  let next = from;
  await Promise.all(
    describers.map(async (describer) => {
      for (let i = next++; i < to; i = next++) {
        const bytes = Buffer.from(pictures[i]!.svg);
        entries.push({ hash: contentHash(bytes), vector: (await describer.describe(bytes, { svg: true })).vector });
        if (entries.length % 100 === 0) console.log(`${entries.length} / ${pictures.length}`);
      }
    }),
  );
}

try {
  // The main pictures are written first: a run stopped after them still opens image search at once.
  await describeRange(0, mainCount);
  write();
  if (!process.argv.includes('--main-only')) {
    await describeRange(mainCount, pictures.length);
    write();
  }
} finally {
  await Promise.all(describers.map((d) => d.close()));
}
console.log(`to ${DEMO_DESCRIPTIONS_FILE}`);
