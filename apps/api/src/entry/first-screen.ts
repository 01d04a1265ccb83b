// The first screen of a public page, rendered on the server (ADR 0702): which paths qualify, the
// data each needs (from the catalogue and search services directly, never over HTTP), and the
// server bundle of the web app (apps/web/dist-ssr/entry-server.js) that renders it.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { SEARCH_QUERY_MAX_LENGTH } from '@store/shared/constants';
import { listingParams, readDiscoveryParams, searchDiscoveryParams } from '@store/shared/discovery';
import type { FirstScreenData } from '@store/shared/first-screen';
import { isPlainText } from '@store/shared/plain-text';
import type { Database } from '../db/client';
import { costlyReads } from '../lib/costly-reads';
import { catalogRepository } from '../modules/catalog/repository';
import { catalogService } from '../modules/catalog/service';
import { searchRepository } from '../modules/search/repository';
import { searchService } from '../modules/search/service';

/** What apps/web/src/entry-server.tsx exports. */
export interface SsrModule {
  render(url: string, data: FirstScreenData): Promise<{ html: string; head: string; title: string }>;
  LISTING_PAGE_SIZE: number;
  SEARCH_PAGE_SIZE: number;
}

/** The public pages: the same for everyone, so the server can draw them. */
const PUBLIC_PAGE = /^\/(home|explore(\/[^/]+)?|products\/[^/]+|search|terms|privacy|about|contact)?$/;

export const isPublicPage = (pathname: string) => PUBLIC_PAGE.test(pathname);

export async function loadSsrModule(file: string): Promise<SsrModule | undefined> {
  if (!existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as SsrModule;
}

// What the routes would accept: a value they would refuse is left to the browser, which shows
// the route's own answer.
const plain = (v: string, max: number) => v.length > 0 && v.length <= max && isPlainText(v);

function decode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

export function firstScreenSources(database: Database, ssr: SsrModule, now: () => number) {
  const catalog = catalogService(catalogRepository(database.db, now));
  const search = searchService(searchRepository(database.db), costlyReads(database));

  /** The data the page at `url` (path and query) shows first. */
  return async function gather(url: string): Promise<FirstScreenData> {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const [, section, rawParam] = pathname.split('/');
    const param = rawParam === undefined ? undefined : decode(rawParam);
    if (section === 'explore' && param !== undefined && plain(param, 100)) {
      // The listing's filters and sort from its URL, read as the browser reads them (issue 16).
      const { filters, sort } = readDiscoveryParams(searchParams);
      const params = listingParams(filters, sort);
      const d = readDiscoveryParams(new URLSearchParams(params));
      const page = await catalog.listByType(param, { limit: ssr.LISTING_PAGE_SIZE, offset: 0 }, d);
      return { listing: { type: param, params, page } };
    }
    if (section === 'products' && param !== undefined && plain(param, 100)) {
      return { product: { id: param, product: (await catalog.find(param)) ?? null } };
    }
    if (section === 'search') {
      const query = (searchParams.get('q') ?? '').trim();
      if (!plain(query, SEARCH_QUERY_MAX_LENGTH)) return {};
      // Its filters and sort too, keyed as the browser keys them (issue 16).
      const { filters, sort } = readDiscoveryParams(searchParams);
      const params = searchDiscoveryParams(filters, sort);
      const d = readDiscoveryParams(new URLSearchParams(params));
      const page = await search.searchText(query, { limit: ssr.SEARCH_PAGE_SIZE, offset: 0 }, d);
      return { search: { query, params, page } };
    }
    return {};
  };
}
