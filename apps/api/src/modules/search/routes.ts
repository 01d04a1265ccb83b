// Search routes (API.md, Catalogue): ranked text search, and image search, which answers a
// maintenance message for now but already enforces the upload rules (type by bytes, 5 MB).
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_UPLOAD_MAX_BYTES, SEARCH_QUERY_MAX_LENGTH } from '@store/shared/constants';
import { MSG } from '@store/shared/messages';
import { productListSchema } from '@store/shared/product';
import { messageSchema } from '@store/shared/http';
import { TOTAL_COUNT_HEADER } from '@store/shared/paging';
import { PUBLIC_SEARCH_RATE_LIMIT } from '../../config';
import { costlyReads } from '../../lib/costly-reads';
import { badRequest, HttpError } from '../../lib/http-error';
import { discoveryOf, listingQuery, plainText, READ_LOG_LEVEL } from '../../lib/http-schemas';
import type { ModuleDeps } from '../../lib/module-deps';
import { ACCEPTED_IMAGE_TYPES, isAcceptedImageType, sniffImageType } from './image-types';
import { searchRepository } from './repository';
import { searchService } from './service';

const MAX_MB = IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024);
const tooLarge = () => new HttpError(413, `image: the file must be at most ${MAX_MB} MB`);
const wrongType = () =>
  new HttpError(
    415,
    `image: the file must be a JPEG, PNG, WebP, GIF or AVIF image (${ACCEPTED_IMAGE_TYPES.join(', ')})`,
  );

function isMultipartError(err: unknown, code: string): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === code;
}

export function searchRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  const service = searchService(searchRepository(deps.database.db), costlyReads(deps.database));
  return async (app) => {
    await app.register(multipart, {
      limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 100 },
    });

    app.get(
      '/api/products/hybrid-search',
      {
        logLevel: READ_LOG_LEVEL,
        config: { rateLimit: PUBLIC_SEARCH_RATE_LIMIT },
        schema: {
          tags: ['search'],
          summary: 'Products ranked by relevance to a text query (typo and word-order tolerant)',
          querystring: z.object({
            query: plainText()
              .trim()
              .min(1, 'must not be blank')
              .max(SEARCH_QUERY_MAX_LENGTH, `must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`),
            searchType: z.enum(['text']).default('text'),
            ...listingQuery,
          }),
          response: { 200: productListSchema, 400: messageSchema },
        },
      },
      async (request, reply) => {
        const { query, limit, offset } = request.query;
        const page = await service.searchText(query, { limit, offset }, discoveryOf(request.query).discovery);
        void reply.header(TOTAL_COUNT_HEADER, String(page.total));
        return page.items;
      },
    );

    app.post(
      '/api/products/hybrid-search',
      {
        schema: {
          tags: ['search'],
          summary: 'Image search (multipart field "image", searchType=image): under maintenance',
          consumes: ['multipart/form-data'],
          response: { 400: messageSchema, 413: messageSchema, 415: messageSchema, 503: messageSchema },
        },
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        if (!request.isMultipart()) throw new HttpError(415, 'Send the image as multipart/form-data');
        let bytes: Buffer;
        let declaredType: string;
        try {
          const file = await request.file();
          if (!file) throw badRequest('image: an image file is required');
          declaredType = file.mimetype;
          bytes = await file.toBuffer();
        } catch (err) {
          if (isMultipartError(err, 'FST_REQ_FILE_TOO_LARGE')) throw tooLarge();
          if (isMultipartError(err, 'FST_FILES_LIMIT')) throw badRequest('image: send one image');
          if (isMultipartError(err, 'FST_PARTS_LIMIT') || isMultipartError(err, 'FST_FIELDS_LIMIT'))
            throw new HttpError(413, 'Too many form fields');
          throw err;
        }
        if (bytes.length === 0) throw badRequest('image: the file is empty');
        if (!isAcceptedImageType(declaredType) || !sniffImageType(bytes)) throw wrongType();
        return reply.code(503).send({ message: MSG.imageSearchMaintenance });
      },
    );
  };
}
