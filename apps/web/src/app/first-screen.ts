// The data a page's first screen shows, stated once: by each screen's route loader (ADR 2700).
// On the server (entry-server.tsx) the loaders wait for it, the page is drawn from it and it
// travels in the page as FirstScreenData (ADR 0702); in the browser the same loaders seed the
// query cache with it before hydrating, and on later navigations start the screen's fetch early.
import type {
  InfiniteData,
  QueryClient,
  QueryKey,
  UseInfiniteQueryOptions,
  UseQueryOptions,
} from '@tanstack/react-query';
import type { FirstScreenData, FirstScreenPage } from '@store/shared/first-screen';
import type { Product } from '@store/shared/product';
import type { LoaderFunction } from 'react-router';
import type { ProductPage } from '../lib/paging';

/** The id of the JSON script that carries FirstScreenData in the server's HTML. */
export const FIRST_SCREEN_SCRIPT_ID = 'first-screen-data';

/** One piece of a page's first screen: the screen's own query, and how its answer travels. */
export interface FirstScreenPiece {
  queryKey: QueryKey;
  /** Loads the answer into the cache (the server) and gives it as it travels. */
  fetch(client: QueryClient): Promise<FirstScreenData>;
  /** What travels when the server answers 404. */
  notFound?: FirstScreenData;
  /** Puts what travelled back into the cache (the browser, before hydrating). */
  seed(client: QueryClient, data: FirstScreenData): void;
  /** Starts the screen's own fetch (the browser, on a navigation). */
  prefetch(client: QueryClient): void;
}

/** How a route's loader loads its pieces; it never fails: a screen shows its own errors. */
export interface FirstScreen {
  load(piece: FirstScreenPiece): Promise<null>;
}

/** What a screen's module exports as `loader`: made, with the page's FirstScreen, by createRoutes. */
export type ScreenLoader = (firstScreen: FirstScreen) => LoaderFunction;

type ListKind = 'listing' | 'search';

/** The first page of a product list, travelling as `{[kind]: {...about, page: {items, total}}}`. */
export function firstPage<K extends ListKind, Key extends QueryKey>(
  kind: K,
  about: Omit<NonNullable<FirstScreenData[K]>, 'page'>,
  options: UseInfiniteQueryOptions<ProductPage, Error, InfiniteData<ProductPage>, Key, number>,
): FirstScreenPiece {
  const fields = Object.entries(about) as [string, unknown][];
  return {
    queryKey: options.queryKey,
    async fetch(client) {
      const [first] = (await client.infiniteQuery({ ...options, staleTime: 'static' })).pages;
      const { items, total, didYouMean } = first!;
      const page: FirstScreenPage = didYouMean ? { items, total, didYouMean } : { items, total };
      return { [kind]: { ...about, page } };
    },
    seed(client, data) {
      const drawn = data[kind] as (Record<string, unknown> & { page: FirstScreenPage }) | undefined;
      if (!drawn || !fields.every(([k, v]) => drawn[k] === v)) return;
      client.setQueryData<InfiniteData<ProductPage>>(options.queryKey as QueryKey, {
        pages: [{ ...drawn.page, offset: 0 }],
        pageParams: [0],
      });
    },
    prefetch: (client) => void client.infiniteQuery(options).catch(() => undefined),
  };
}

/** One product, travelling as `{product: {id, product}}` (null when the server has none). */
export function oneProduct<Key extends QueryKey>(
  id: string,
  options: UseQueryOptions<Product, Error, Product, Key>,
): FirstScreenPiece {
  return {
    queryKey: options.queryKey,
    fetch: async (client) => ({ product: { id, product: await client.query({ ...options, staleTime: 'static' }) } }),
    notFound: { product: { id, product: null } },
    seed(client, data) {
      const drawn = data.product;
      if (drawn?.id === id && drawn.product) client.setQueryData<Product>(options.queryKey as QueryKey, drawn.product);
    },
    prefetch: (client) => void client.query(options).catch(() => undefined),
  };
}

/**
 * The browser's FirstScreen: while `drawn` holds the server's data (until the router has
 * started), loading a piece seeds the cache from it; afterwards it starts the screen's fetch.
 */
export function browserFirstScreen(client: QueryClient, drawn: FirstScreenData | undefined) {
  const firstScreen = {
    drawn,
    load(piece: FirstScreenPiece) {
      if (firstScreen.drawn) piece.seed(client, firstScreen.drawn);
      else piece.prefetch(client);
      return Promise.resolve(null);
    },
  };
  return firstScreen;
}

/** Reads the server's FirstScreenData from the page, if it is there and well formed. */
export function readFirstScreenData(doc: Document): FirstScreenData {
  const text = doc.getElementById(FIRST_SCREEN_SCRIPT_ID)?.textContent;
  if (!text) return {};
  try {
    const data = JSON.parse(text) as unknown;
    return typeof data === 'object' && data !== null ? (data as FirstScreenData) : {};
  } catch {
    return {};
  }
}
