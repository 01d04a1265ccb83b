// GET /images/{id}?w=: originals (SVG drawings, or uploads) are stored once in the database;
// width variants are rendered with sharp in AVIF or WebP (by Accept), cached on disk and
// served with long-lived immutable caching.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type * as SharpModule from 'sharp';
import { z } from 'zod';
import { IMAGE_WIDTHS } from '@store/shared/constants';
import type { Database } from '../db/client';
import { images } from '../db/schema/catalog';
import { notFound } from '../lib/http-error';

const DEFAULT_WIDTH = 800;
type Format = 'avif' | 'webp' | 'jpeg';
const CONTENT_TYPES: Record<Format, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

// sharp (libvips) costs ~20 MB once loaded: a server whose images come from a CDN cache never
// pays it, and the first render here loads it.
let sharpModule: Promise<typeof SharpModule> | undefined;
const loadSharp = () => (sharpModule ??= import('sharp'));

export function pickFormat(accept: string | undefined): Format {
  if (accept?.includes('image/avif')) return 'avif';
  if (accept?.includes('image/webp')) return 'webp';
  return 'jpeg';
}

export function registerImages(app: FastifyInstance, database: Database, dataDir: string): void {
  const cacheDir = path.join(dataDir, 'image-cache');
  const inFlight = new Map<string, Promise<Buffer>>();

  async function render(id: string, width: number, format: Format): Promise<Buffer> {
    const file = path.join(cacheDir, `${createHash('sha1').update(id).digest('hex')}-${width}.${format}`);
    try {
      return await readFile(file);
    } catch {
      // not cached yet
    }
    const rows = await database.db.select({ data: images.data }).from(images).where(eq(images.id, id)).limit(1);
    const original = rows[0];
    if (!original) throw notFound('Image not found');
    const { default: sharp } = await loadSharp();
    const pipeline = sharp(original.data, { density: 144 }).resize({ width, withoutEnlargement: false });
    const output =
      format === 'avif'
        ? await pipeline.avif({ quality: 55, effort: 2 }).toBuffer()
        : format === 'webp'
          ? await pipeline.webp({ quality: 78, effort: 4 }).toBuffer()
          : await pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
    await mkdir(cacheDir, { recursive: true });
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(tmp, output);
    await rename(tmp, file);
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
        }),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const width = request.query.w;
      const format = pickFormat(request.headers.accept);
      const key = `${id}:${width}:${format}`;
      let job = inFlight.get(key);
      if (!job) {
        job = render(id, width, format).finally(() => inFlight.delete(key));
        inFlight.set(key, job);
      }
      const body = await job;
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('vary', 'Accept')
        .header('cross-origin-resource-policy', 'same-origin')
        .type(CONTENT_TYPES[format])
        .send(body);
    },
  );
}
