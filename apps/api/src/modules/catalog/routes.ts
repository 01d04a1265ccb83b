// Catalogue routes (docs/api.md, Catalogue): listings by explore key, brand and category, and one
// product. No sign-in needed. Every list takes limit/offset and carries X-Total-Count, and the
// discovery parameters (sort and filters; docs/api.md, Discovery), which are part of its cache key.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productListSchema, productSchema } from '@store/shared/product';
import { MSG } from '@store/shared/messages';
import { SIZE_TEXT } from '@store/shared/size-words';
import { productSizeChartSchema } from '@store/shared/size-charts';
import { messageSchema } from '@store/shared/http';
import { TOTAL_COUNT_HEADER } from '@store/shared/paging';
import { onCatalogueChange } from '../../lib/catalogue-changes';
import { notFound } from '../../lib/http-error';
import { isInProcess } from '../../lib/in-process';
import { discoveryOf, listingQuery, plainText, READ_LOG_LEVEL } from '../../lib/http-schemas';
import type { Database } from '../../db/client';
import type { ProductViews } from './product-views';
import { createResponseCache, sendCached } from './response-cache';
import type { CatalogService } from './service';

const name = (label: string) =>
  plainText().trim().min(1, `${label} is required`).max(100, `${label} must be at most 100 characters`);

const listResponses = { 200: productListSchema, 400: messageSchema };

type ListCall = (service: CatalogService) => ReturnType<CatalogService['listByType']>;

export function catalogRoutes({
  catalog: service,
  productViews,
  database,
  now,
}: {
  catalog: CatalogService;
  productViews: ProductViews;
  database: Database;
  now: () => number;
}): FastifyPluginAsyncZod {
  // Public catalogue answers, kept serialized for a short life (ADR 0700), forgotten at once when
  // an import commits in this process.
  const cache = createResponseCache(now);
  onCatalogueChange(database.db, cache.clear);
  // The server's own reads while it draws a page get current data (lib/in-process.ts).
  const list = (request: FastifyRequest, key: string, call: ListCall) =>
    cache.get(
      key,
      async () => {
        const page = await call(service);
        return { value: page.items, headers: { [TOTAL_COUNT_HEADER]: String(page.total) } };
      },
      isInProcess(request),
    );
  return async (app) => {
    app.get(
      '/api/products/type/:type',
      {
        logLevel: READ_LOG_LEVEL,
        schema: {
          tags: ['catalogue'],
          summary: 'Products of an explore key (hero slide, category tile or brand link)',
          params: z.object({ type: plainText().min(1).max(100) }),
          querystring: z.object(listingQuery),
          response: listResponses,
        },
      },
      async (request, reply) => {
        const { type } = request.params;
        const { limit, offset } = request.query;
        const { discovery, key } = discoveryOf(request.query);
        const answer = await list(request, `type\0${type}\0${limit}\0${offset}\0${key}`, (s) =>
          s.listByType(type, { limit, offset }, discovery),
        );
        return sendCached(request, reply, answer!);
      },
    );

    // By brand and by category: the name is the listing, so filtering by it within is pointless;
    // the lookup is case-insensitive, so the answer (and its cache key) is too.
    const byName = (field: 'brand' | 'category', listByName: typeof service.listByBrand) =>
      app.get(
        `/api/products/by-${field}`,
        {
          logLevel: READ_LOG_LEVEL,
          schema: {
            tags: ['catalogue'],
            summary: `Products of a ${field} (case-insensitive)`,
            querystring: z.object({ ...listingQuery, [field]: name(field) }),
            response: listResponses,
          },
        },
        async (request, reply) => {
          const { limit, offset } = request.query;
          // `field` holds the listing's name here (the schema says so), not listingQuery's filter list.
          const value = (request.query as Record<string, unknown>)[field] as string;
          const { discovery, key: part } = discoveryOf({ ...request.query, [field]: [] });
          const key = `${field}\0${value.toLowerCase()}\0${limit}\0${offset}\0${part}`;
          const answer = await list(request, key, () => listByName(value, { limit, offset }, discovery));
          return sendCached(request, reply, answer!);
        },
      );
    byName('brand', service.listByBrand);
    byName('category', service.listByCategory);

    app.get(
      '/products/getId/:id',
      {
        logLevel: READ_LOG_LEVEL,
        schema: {
          tags: ['catalogue'],
          summary: 'One product',
          params: z.object({ id: plainText().min(1).max(100) }),
          response: { 200: productSchema, 404: messageSchema },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const answer = await cache.get(
          `id\0${id}`,
          async () => {
            const product = await service.find(id);
            return product && { value: product };
          },
          isInProcess(request),
        );
        if (!answer) throw notFound(MSG.productNotFound);
        productViews.count(id);
        return sendCached(request, reply, answer);
      },
    );

    app.get(
      '/api/products/:id/size-chart',
      {
        logLevel: READ_LOG_LEVEL,
        schema: {
          tags: ['catalogue'],
          summary: "The size chart of a product's sizes (the brand's own, else the category's)",
          params: z.object({ id: plainText().min(1).max(100) }),
          response: { 200: productSizeChartSchema, 404: messageSchema },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const answer = await cache.get(`size-chart\0${id}`, async () => {
          const chart = await service.sizeChart(id);
          return chart && { value: chart };
        });
        if (!answer) throw notFound(SIZE_TEXT.noSizeChart);
        return sendCached(request, reply, answer);
      },
    );
  };
}
