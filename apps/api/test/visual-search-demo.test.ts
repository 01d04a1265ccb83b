// The demo's drawings described ahead (ADR 2801; modules/visual-search/demo-descriptions.ts):
// the shipped file is of the current descriptor version, holds every drawing of the demo
// catalogue (so a fresh demo server describes none), and a few drawings described now match it;
// a stale file fails here (regenerate it with `npm run describe-demo`), not in front of a shopper.
import { describe, expect, it } from 'vitest';
import { demoImages } from '@store/demo-catalogue/demo-feed';
import { generateDemoCatalogue } from '@store/demo-catalogue/generate-products';
import { currentDemoDescriptions } from '../src/modules/visual-search/demo-descriptions';
import { startPictureDescriber } from '../src/modules/visual-search/describer';
import { DESCRIPTOR_DIMENSIONS } from '../src/modules/visual-search/descriptor';
import { contentHash } from '../src/modules/visual-search/repository';

const catalogue = generateDemoCatalogue();
const mainIds = new Set(catalogue.map((p) => p.imageIds[0]));
const drawings = demoImages(catalogue);
const mainPictures = drawings.filter((p) => mainIds.has(p.id)).map((p) => Buffer.from(p.svg));
const otherViews = drawings.filter((p) => !mainIds.has(p.id)).map((p) => Buffer.from(p.svg));

describe('demo descriptions', () => {
  const stored = currentDemoDescriptions();

  it('holds every drawing of the demo catalogue, main pictures and other views, at the current version', () => {
    expect(mainPictures).toHaveLength(catalogue.length);
    expect(mainPictures.filter((bytes) => !stored.has(contentHash(bytes)))).toHaveLength(0);
    expect(otherViews.filter((bytes) => !stored.has(contentHash(bytes)))).toHaveLength(0);
    for (const vector of stored.values()) expect(vector).toHaveLength(DESCRIPTOR_DIMENSIONS);
  });

  it('matches what the network says of a few drawings now', async () => {
    // Spread over the catalogue: main pictures and other views, first, last and between.
    const sample = [mainPictures[0], mainPictures.at(-1), otherViews[0], otherViews[800], otherViews.at(-1)];
    const describer = startPictureDescriber();
    try {
      for (const bytes of sample as Buffer[]) {
        const now = (await describer.describe(bytes, { svg: true })).vector;
        const then = stored.get(contentHash(bytes))!;
        expect(Math.max(...now.map((x, d) => Math.abs(x - then[d]!)))).toBeLessThan(1e-5);
      }
    } finally {
      await describer.close();
    }
  }, 90_000);
});
