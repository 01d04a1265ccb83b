// A picture at a width and in a format: variants are made at import (ingest.ts) or pre-rendered
// in the background at start (prerender.ts) and kept on disk; one still missing is made here
// through the bounded encode queue, which refuses (EncodeQueueFullError) rather than let one more
// encode slow every other request. Two requests for the same variant share one encode.
import type { ServiceDeps } from '../../lib/module-deps';
import { notFound } from '../../lib/http-error';
import type { EncodeQueue } from './encode-queue';
import { processEncodeQueue } from './make-variants';
import { imagesRepository } from './repository';
import {
  decodeOriginal,
  encodeVariant,
  imageCacheDir,
  readVariant,
  variantFile,
  writeVariant,
  type Format,
} from './variants';

export function imagesService(
  { database, config }: Pick<ServiceDeps, 'database' | 'config'>,
  queue: EncodeQueue = processEncodeQueue,
) {
  const repo = imagesRepository(database.db);
  const cacheDir = imageCacheDir(config.dataDir);
  const inFlight = new Map<string, Promise<Buffer>>();

  async function render(id: string, width: number, format: Format): Promise<Buffer> {
    const file = variantFile(cacheDir, id, width, format);
    const cached = await readVariant(file);
    if (cached) return cached;
    const original = await repo.original(id);
    if (!original) throw notFound('Image not found');
    const output = await queue.runNow(async () => encodeVariant(await decodeOriginal(original), width, format));
    await writeVariant(file, output);
    return output;
  }

  return {
    /** The variant's bytes; 404 for an unknown picture, EncodeQueueFullError when the encoder is full. */
    variant(id: string, width: number, format: Format): Promise<Buffer> {
      const key = `${id}:${width}:${format}`;
      let job = inFlight.get(key);
      if (!job) {
        job = render(id, width, format).finally(() => inFlight.delete(key));
        inFlight.set(key, job);
      }
      return job;
    },
  };
}

export type ImagesService = ReturnType<typeof imagesService>;
