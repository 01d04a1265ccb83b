// The click-out's rules: only ever the product's own stored http(s) link, with the operator's
// AFFILIATE_QUERY merged into its query; nothing in the request chooses where the shopper goes.
import type { ClickOutSource } from '@store/shared/click-outs';
import { MSG } from '@store/shared/messages';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { httpUrl } from '../../lib/http-url';
import { clickOutRepository } from './repository';

/** The product's link with the operator's parameters set (theirs win), or undefined when it is no http(s) URL. */
export function outboundUrl(stored: string, affiliateQuery: string): string | undefined {
  const url = httpUrl(stored);
  if (!url) return undefined;
  for (const [key, value] of new URLSearchParams(affiliateQuery)) url.searchParams.set(key, value);
  return url.toString();
}

export function clickOutService(database: Database, affiliateQuery: string, now: () => number) {
  const repo = clickOutRepository(database);
  return {
    /** Records the click and answers where to send the shopper; 404 for an unknown product or no link. */
    async clickOut(productId: string, source: ClickOutSource, userId: string | null): Promise<string> {
      const stored = await repo.productUrl(productId);
      const target = stored === undefined ? undefined : outboundUrl(stored, affiliateQuery);
      if (!target) throw notFound(stored === undefined ? MSG.productNotFound : MSG.buyUrlMissing);
      await repo.record(productId, source, userId, new Date(now()));
      return target;
    },
  };
}
