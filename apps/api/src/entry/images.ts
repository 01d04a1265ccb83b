// GET /images/{id}?w=: originals are stored once in the database; width variants (WebP, or
// JPEG for a browser without it and for link previews) are made at import (modules/images/ingest.ts) or pre-rendered in the
// background at start, kept on disk and served with long-lived immutable caching. A variant
// still missing is rendered here through the bounded encode queue: when its line is full the
// answer is 503 with Retry-After instead of one more encode slowing every other request.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_WIDTHS } from '@store/shared/constants';
import type { Database } from '../db/client';
import { images } from '../db/schema/catalog';
import { HttpError, notFound } from '../lib/http-error';
import { EncodeQueueFullError, type EncodeQueue } from '../modules/images/encode-queue';
import { processEncodeQueue } from '../modules/images/make-variants';
import {
  CONTENT_TYPES,
  decodeOriginal,
  encodeVariant,
  imageCacheDir,
  pickFormat,
  readVariant,
  servedWidth,
  variantFile,
  writeVariant,
  type Format,
} from '../modules/images/variants';

const DEFAULT_WIDTH = 800;

export function registerImages(
  app: FastifyInstance,
  database: Database,
  dataDir: string,
  queue: EncodeQueue = processEncodeQueue,
): void {
  const cacheDir = imageCacheDir(dataDir);
  const inFlight = new Map<string, Promise<Buffer>>();

  async function render(id: string, width: number, format: Format): Promise<Buffer> {
    const file = variantFile(cacheDir, id, width, format);
    const cached = await readVariant(file);
    if (cached) return cached;
    const rows = await database.db.select({ data: images.data }).from(images).where(eq(images.id, id)).limit(1);
    const original = rows[0];
    if (!original) throw notFound('Image not found');
    const output = await queue.runNow(async () => encodeVariant(await decodeOriginal(original.data), width, format));
    await writeVariant(file, output);
    return output;
  }

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/images/:id',
    {
      schema: {
        tags: ['images'],
        params: z.object({
          id: z
            .string()
            .min(1)
            .max(100)
            .regex(/^[A-Za-z0-9._-]+$/, 'is not an image id'),
        }),
        querystring: z.object({
          w: z.coerce
            .number()
            .int()
            .refine((w) => (IMAGE_WIDTHS as readonly number[]).includes(w), {
              message: `must be one of ${IMAGE_WIDTHS.join(', ')}`,
            })
            .default(DEFAULT_WIDTH),
          // Link previews name their format (og:image must be a JPEG whatever Accept says).
          format: z.enum(['jpeg']).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const format = request.query.format ?? pickFormat(request.headers.accept);
      const width = servedWidth(request.query.w, format);
      const key = `${id}:${width}:${format}`;
      let job = inFlight.get(key);
      if (!job) {
        job = render(id, width, format).finally(() => inFlight.delete(key));
        inFlight.set(key, job);
      }
      let body: Buffer;
      try {
        body = await job;
      } catch (err) {
        if (err instanceof EncodeQueueFullError) {
          throw new HttpError(503, err.message, { 'retry-after': String(err.retryAfterSeconds) });
        }
        throw err;
      }
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('vary', 'Accept')
        .header('cross-origin-resource-policy', 'same-origin')
        .type(CONTENT_TYPES[format])
        .send(body);
    },
  );
}
