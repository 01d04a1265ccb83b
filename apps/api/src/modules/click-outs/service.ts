// The click-out's rules: only ever the product's own stored http(s) link, with the operator's
// AFFILIATE_QUERY merged into its query; nothing in the request chooses where the shopper goes.
import type { ClickOutSource } from '@store/shared/click-outs';
import { MSG } from '@store/shared/messages';
import { normaliseSize } from '@store/shared/sizes';
import type { ServiceDeps } from '../../lib/module-deps';
import { notFound } from '../../lib/http-error';
import { httpUrl } from '../../lib/http-url';
import { clickOutsRepository } from './repository';

/** The product's link with the operator's parameters set (theirs win), or undefined when it is no http(s) URL. */
export function outboundUrl(stored: string, affiliateQuery: string): string | undefined {
  const url = httpUrl(stored);
  if (!url) return undefined;
  for (const [key, value] of new URLSearchParams(affiliateQuery)) url.searchParams.set(key, value);
  return url.toString();
}

export function clickOutsService({ database, config, now }: Pick<ServiceDeps, 'database' | 'config' | 'now'>) {
  const { affiliateQuery } = config;
  const repo = clickOutsRepository(database.db);
  return {
    /** Records the click and answers where to send the shopper; 404 for an unknown product or no link. */
    async clickOut(
      productId: string,
      source: ClickOutSource,
      userId: string | null,
      size: string | null = null,
    ): Promise<string> {
      const stored = await repo.productUrl(productId, size === null ? null : normaliseSize(size));
      const target = stored === undefined ? undefined : outboundUrl(stored, affiliateQuery);
      if (!target) throw notFound(stored === undefined ? MSG.productNotFound : MSG.buyUrlMissing);
      await repo.record(productId, source, userId, new Date(now()));
      return target;
    },
  };
}

export type ClickOutsService = ReturnType<typeof clickOutsService>;
