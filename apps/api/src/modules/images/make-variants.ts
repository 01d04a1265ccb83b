// Makes every missing variant of one original, as background work on the encode queue: one
// decode, then one queue slot per encode so a shopper's render never waits behind a whole image.
import { EncodeQueue } from './encode-queue';
import { ALL_VARIANTS, decodeOriginal, encodeVariant, hasVariant, variantFile, writeVariant } from './variants';

/** One queue per process: the image route, import and pre-rendering share its slots. */
export const processEncodeQueue = new EncodeQueue();

export async function missingVariants(cacheDir: string, id: string) {
  const present = await Promise.all(
    ALL_VARIANTS.map(({ width, format }) => hasVariant(variantFile(cacheDir, id, width, format))),
  );
  return ALL_VARIANTS.filter((_, i) => !present[i]);
}

/**
 * Resolves once every variant is on disk; answers how many it had to encode. `oneAtATime`
 * (pre-rendering, which nobody waits for) keeps to one queue slot, leaving the other core to
 * requests; an import uses every slot.
 */
export async function makeAllVariants(
  cacheDir: string,
  id: string,
  original: Buffer,
  queue: EncodeQueue = processEncodeQueue,
  { oneAtATime = false } = {},
): Promise<number> {
  const missing = await missingVariants(cacheDir, id);
  if (missing.length === 0) return 0;
  const decoded = await queue.runInBackground(() => decodeOriginal(original));
  const make = ({ width, format }: (typeof missing)[number]) =>
    queue.runInBackground(async () => {
      const bytes = await encodeVariant(decoded, width, format);
      await writeVariant(variantFile(cacheDir, id, width, format), bytes);
    });
  if (oneAtATime) for (const variant of missing) await make(variant);
  else await Promise.all(missing.map(make));
  return missing.length;
}
