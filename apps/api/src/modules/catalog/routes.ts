// Catalogue routes (API.md, Catalogue): listings by explore key, brand and category, and one
// product. No sign-in needed. Every list takes limit/offset and carries X-Total-Count.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productListSchema, productSchema } from '@store/shared/product';
import type { ModuleDeps } from '../module-deps';
import { messageSchema, pageQuery, plainText, TOTAL_COUNT_HEADER } from './product-view';
import { catalogRepository } from './repository';
import { catalogService } from './service';

const name = (label: string) =>
  plainText().trim().min(1, `${label} is required`).max(100, `${label} must be at most 100 characters`);

const listResponses = { 200: productListSchema, 400: messageSchema };

export function catalogRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  const service = catalogService(catalogRepository(deps.database.db));
  return async (app) => {
    app.get(
      '/api/products/type/:type',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Products of an explore key (hero slide, category tile or brand link)',
          params: z.object({ type: plainText().min(1).max(100) }),
          querystring: z.object(pageQuery),
          response: listResponses,
        },
      },
      async (request, reply) => {
        const page = await service.listByType(request.params.type, request.query);
        void reply.header(TOTAL_COUNT_HEADER, String(page.total));
        return page.items;
      },
    );

    app.get(
      '/api/products/by-brand',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Products of a brand (case-insensitive)',
          querystring: z.object({ brand: name('brand'), ...pageQuery }),
          response: listResponses,
        },
      },
      async (request, reply) => {
        const { brand, ...p } = request.query;
        const page = await service.listByBrand(brand, p);
        void reply.header(TOTAL_COUNT_HEADER, String(page.total));
        return page.items;
      },
    );

    app.get(
      '/api/products/by-category',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Products of a category (case-insensitive)',
          querystring: z.object({ category: name('category'), ...pageQuery }),
          response: listResponses,
        },
      },
      async (request, reply) => {
        const { category, ...p } = request.query;
        const page = await service.listByCategory(category, p);
        void reply.header(TOTAL_COUNT_HEADER, String(page.total));
        return page.items;
      },
    );

    app.get(
      '/products/getId/:id',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'One product',
          params: z.object({ id: plainText().min(1).max(100) }),
          response: { 200: productSchema, 404: messageSchema },
        },
      },
      async (request) => service.get(request.params.id),
    );
  };
}
