// Visual search routes (docs/api.md, Search): a photo's products, and a product's similar
// ones. The photo is read into memory, described and dropped: it is never stored or logged.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_UPLOAD_MAX_BYTES } from '@store/shared/constants';
import { messageSchema } from '@store/shared/http';
import { MSG } from '@store/shared/messages';
import { TOTAL_COUNT_HEADER } from '@store/shared/paging';
import { productListSchema } from '@store/shared/product';
import { PUBLIC_SEARCH_RATE_LIMIT } from '../../config';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import { productIdParam, READ_LOG_LEVEL } from '../../lib/http-schemas';
import { SNIFFED_IMAGE_TYPES as ACCEPTED_IMAGE_TYPES, sniffImageType } from '../../lib/image-type';
import { Undecodable } from './descriptor';
import { IndexNotReady, type VisualSearchService } from './service';

const MAX_MB = IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024);
const tooLarge = () => new HttpError(413, `image: the file must be at most ${MAX_MB} MB`);
const wrongType = () =>
  new HttpError(
    415,
    `image: the file must be a JPEG, PNG, WebP, GIF or AVIF image (${ACCEPTED_IMAGE_TYPES.join(', ')})`,
  );
const maintenance = () => new HttpError(503, MSG.imageSearchMaintenance);

function isMultipartError(err: unknown, code: string): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === code;
}

export function visualSearchRoutes(
  { visualSearch: service }: { visualSearch: VisualSearchService },
  options: { onStarted?: () => void; onError?: (err: unknown) => void } = {},
): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, {
      limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 100 },
    });
    // The index builds in the background: the server listens at once, and image search answers
    // the maintenance message until it is built.
    app.addHook('onReady', async () => {
      void service.start().then(
        () => options.onStarted?.(),
        (err: unknown) => options.onError?.(err),
      );
    });
    app.addHook('onClose', async () => service.stop());

    app.post(
      '/api/products/hybrid-search',
      {
        schema: {
          tags: ['search'],
          summary:
            'Image search (multipart field "image", searchType=image): at most 24 products, the photo\'s kind first, then the most alike; none for a photo of no garment',
          consumes: ['multipart/form-data'],
          querystring: z.object({
            limit: z.coerce.number().int().min(1).max(48).default(24),
            offset: z.coerce.number().int().min(0).max(10_000).default(0),
            gender: z.enum(['women', 'men']).optional(),
          }),
          response: {
            200: productListSchema,
            400: messageSchema,
            413: messageSchema,
            415: messageSchema,
            503: messageSchema,
          },
        },
        config: { rateLimit: PUBLIC_SEARCH_RATE_LIMIT },
      },
      async (request, reply) => {
        if (!request.isMultipart()) throw new HttpError(415, 'Send the image as multipart/form-data');
        let bytes: Buffer;
        try {
          const file = await request.file();
          if (!file) throw badRequest('image: an image file is required');
          bytes = await file.toBuffer();
        } catch (err) {
          if (isMultipartError(err, 'FST_REQ_FILE_TOO_LARGE')) throw tooLarge();
          if (isMultipartError(err, 'FST_FILES_LIMIT')) throw badRequest('image: send one image');
          if (isMultipartError(err, 'FST_PARTS_LIMIT') || isMultipartError(err, 'FST_FIELDS_LIMIT'))
            throw new HttpError(413, 'Too many form fields');
          throw err;
        }
        if (bytes.length === 0) throw badRequest('image: the file is empty');
        // The bytes decide, whatever type the client declared: SVG is never among them.
        if (!sniffImageType(bytes)) throw wrongType();
        const { limit, offset, gender } = request.query;
        try {
          const page = await service.searchByImage(bytes, gender, { limit, offset });
          void reply.header(TOTAL_COUNT_HEADER, String(page.total));
          return page.items;
        } catch (err) {
          if (err instanceof IndexNotReady) throw maintenance();
          if (err instanceof Undecodable) throw new HttpError(415, 'image: the file could not be read as an image');
          throw err;
        }
      },
    );

    app.get(
      '/api/products/similar/:id',
      {
        logLevel: READ_LOG_LEVEL,
        config: { rateLimit: PUBLIC_SEARCH_RATE_LIMIT },
        schema: {
          tags: ['search'],
          summary: 'Products most like this one (its pictures, then kind, colour and price band); never itself',
          params: z.object({ id: productIdParam }),
          querystring: z.object({ limit: z.coerce.number().int().min(1).max(48).default(12) }),
          response: { 200: productListSchema, 404: messageSchema, 503: messageSchema },
        },
      },
      async (request) => {
        try {
          const items = await service.similar(request.params.id, request.query.limit);
          if (!items) throw notFound('Product not found');
          return items;
        } catch (err) {
          if (err instanceof IndexNotReady) throw maintenance();
          throw err;
        }
      },
    );
  };
}
