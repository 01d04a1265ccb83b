// Search routes (docs/api.md, Search): ranked text search. Image search is modules/visual-search.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SEARCH_QUERY_MAX_LENGTH } from '@store/shared/constants';
import { productListSchema } from '@store/shared/product';
import { messageSchema } from '@store/shared/http';
import { DID_YOU_MEAN_HEADER, TOTAL_COUNT_HEADER } from '@store/shared/paging';
import { PUBLIC_SEARCH_RATE_LIMIT } from '../../config';
import { discoveryOf, listingQuery, plainText, READ_LOG_LEVEL } from '../../lib/http-schemas';
import type { SearchService } from './service';

export function searchRoutes({ search: service }: { search: SearchService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/products/hybrid-search',
      {
        logLevel: READ_LOG_LEVEL,
        config: { rateLimit: PUBLIC_SEARCH_RATE_LIMIT },
        schema: {
          tags: ['search'],
          summary: 'Products ranked by relevance to a text query (typo and word-order tolerant)',
          description:
            "Words are matched in the products' names first, in their descriptions only when no name has them. When the first page is empty, the X-Did-You-Mean header may offer a query that finds something (ADR 2908)",
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
        if (page.total === 0 && offset === 0) {
          const suggestion = await service.didYouMean(query);
          if (suggestion) void reply.header(DID_YOU_MEAN_HEADER, suggestion);
        }
        return page.items;
      },
    );
  };
}
