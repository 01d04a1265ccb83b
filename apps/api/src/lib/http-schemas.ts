// The HTTP pieces every module's routes share: text a shopper could type, path parameters that
// name a product or a user, and the paging and discovery query of product lists (docs/api.md,
// Catalogue and Discovery). The `{message}` answer (shared/http) and the total's header
// (shared/paging) are the web app's too.
import { z } from 'zod';
import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT, LIST_MAX_OFFSET } from '@store/shared/constants';
import { discoveryParams, type Filters, type Sort } from '@store/shared/discovery';
import { filterQuery, sortQuery } from '@store/shared/discovery-schema';
import { isPlainText } from '@store/shared/plain-text';
import { productIdSchema } from '@store/shared/product';

/** Text a shopper could type: one line of plain text (ADR 2611; PostgreSQL refuses NUL in text). */
export const plainText = () => z.string().refine((v) => isPlainText(v), 'must not contain control characters');

/** A product id in a path or a query: anything but one is a 400 before any SQL runs. */
export const productIdParam = productIdSchema;

/** A user id (a uuid) in a path, named in the message a bad one gets. */
export const uuidParam = (name: string) => z.uuid({ error: `${name} must be a valid id` });

/**
 * Path params of one user id, lower-cased first: ids are stored lower-case, and an upper-case one
 * in a path names the same row (ADR 1300).
 */
export const lowerCaseUuidParams = (name: string) =>
  z.object({
    [name]: z
      .string()
      .transform((v) => v.toLowerCase())
      .pipe(uuidParam(name)),
  });

/**
 * Anonymous catalogue reads are the bulk of a sale day's traffic: two info lines per read would
 * cost more than the read itself (ADR 0700). Warnings and errors are still logged.
 */
export const READ_LOG_LEVEL = 'warn';

/** The paging query every product list accepts: limit 1–100, default 48; offset 0–10,000. */
export const pageQuery = {
  limit: z.coerce.number().int().min(1).max(LIST_MAX_LIMIT).default(LIST_DEFAULT_LIMIT),
  offset: z.coerce.number().int().min(0).max(LIST_MAX_OFFSET).default(0),
};

/** The query every listing takes: its page, its filters and its order. */
export const listingQuery = { ...pageQuery, ...filterQuery, ...sortQuery };

/** Filters and sort out of a parsed listing query, and the cache key part they make. */
export function discoveryOf(q: Filters & { sort?: Sort | undefined }) {
  const filters: Filters = {
    brand: q.brand,
    size: q.size,
    color: q.color,
    category: q.category,
    minPrice: q.minPrice,
    maxPrice: q.maxPrice,
    minDiscount: q.minDiscount,
  };
  return { discovery: { filters, sort: q.sort }, key: discoveryParams(filters, q.sort).toString() };
}
