// GET /images/{id}?w= (docs/api.md, Images): a picture's width variant (WebP, or JPEG for a
// browser without it and for link previews) with long-lived immutable caching; when the
// encoder's line is full the answer is 503 with Retry-After (modules/images/service.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_WIDTHS } from '@store/shared/constants';
import { HttpError } from '../../lib/http-error';
import { EncodeQueueFullError } from './encode-queue';
import type { ImagesService } from './service';
import { CONTENT_TYPES, pickFormat, servedWidth } from './variants';

const DEFAULT_WIDTH = 800;

export function imagesRoutes({ images }: { images: ImagesService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
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
        let body: Buffer;
        try {
          body = await images.variant(id, width, format);
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
  };
}
