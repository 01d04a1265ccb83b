// Discovery routes (docs/api.md, Discovery): facet counts of a listing or a search, and suggestions
// as the shopper types. No sign-in needed. Both are cached like listings (ADR 0700), and what is
// not cached takes turns with the other costly reads (ADR 2613): a short queue, then 503 with
// Retry-After. Suggestions are rate-limited per client address (SUGGEST_RATE_LIMIT a minute).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SEARCH_QUERY_MAX_LENGTH } from '@store/shared/constants';
import { messageSchema } from '@store/shared/http';
import { SUGGEST_QUERY_MAX_LENGTH } from '@store/shared/discovery';
import { facetsSchema, filterQuery, NO_FACETS, suggestionsSchema } from '@store/shared/discovery-schema';
import { onCatalogueChange } from '../../lib/catalogue-changes';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { CostlyReads } from '../../lib/costly-reads';
import { badRequest } from '../../lib/http-error';
import { discoveryOf, plainText, READ_LOG_LEVEL } from '../../lib/http-schemas';
import type { CatalogService } from '../catalog/service';
import { createResponseCache, sendCached } from '../catalog/response-cache';
import type { SearchService } from '../search/service';
import type { DiscoveryService } from './service';

export function discoveryRoutes({
  catalog,
  search,
  discovery,
  reads,
  config,
  database,
}: {
  catalog: CatalogService;
  search: SearchService;
  discovery: DiscoveryService;
  reads: CostlyReads;
  config: Config;
  database: Database;
}): FastifyPluginAsyncZod {
  const cache = createResponseCache(config.now);
  onCatalogueChange(database.db, cache.clear);
  return async (app) => {
    app.get(
      '/api/products/facets',
      {
        logLevel: READ_LOG_LEVEL,
        schema: {
          tags: ['discovery'],
          summary: 'Facet counts of a listing (type) or a search (query), each with every other filter applied',
          querystring: z.object({
            type: plainText().trim().min(1).max(100).optional(),
            query: plainText()
              .trim()
              .min(1, 'must not be blank')
              .max(SEARCH_QUERY_MAX_LENGTH, `must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`)
              .optional(),
            ...filterQuery,
          }),
          response: { 200: facetsSchema, 400: messageSchema, 503: messageSchema },
        },
      },
      async (request, reply) => {
        const { type, query } = request.query;
        if ((type === undefined) === (query === undefined)) throw badRequest('type or query: give exactly one');
        const { discovery: d, key } = discoveryOf(request.query);
        const answer = await cache.get(`${type === undefined ? 'q' : 't'}\0${type ?? query}\0${key}`, async () => ({
          value:
            type !== undefined
              ? await reads.facets.run(() => catalog.facetsOfType(type, d.filters))
              : // A search's facets take their turn in the search service.
                ((await search.facets(query!, d.filters)) ?? NO_FACETS),
        }));
        return sendCached(request, reply, answer!);
      },
    );

    app.get(
      '/api/products/suggest',
      {
        logLevel: READ_LOG_LEVEL,
        schema: {
          tags: ['discovery'],
          summary: 'Brands, categories and products for what the shopper is typing (typo-tolerant)',
          querystring: z.object({
            q: plainText()
              .trim()
              .min(1, 'must not be blank')
              .max(SUGGEST_QUERY_MAX_LENGTH, `must be at most ${SUGGEST_QUERY_MAX_LENGTH} characters`),
          }),
          response: { 200: suggestionsSchema, 400: messageSchema, 503: messageSchema },
        },
        config: { rateLimit: { max: config.suggestRateLimit, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const q = request.query.q.toLowerCase();
        const answer = await cache.get(`s\0${q}`, async () => ({
          value: await reads.suggest.run(() => discovery.suggest(q)),
        }));
        return sendCached(request, reply, answer!);
      },
    );
  };
}
