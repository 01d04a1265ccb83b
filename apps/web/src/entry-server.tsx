// The server's first screen (ADR 0702): the public pages rendered by React itself, over the same
// route objects as the browser, with their first-screen data already in the query cache. The API
// server builds FirstScreenData (apps/api/src/entry/first-screen.ts), calls render() and puts the HTML into
// index.html's #root; main.tsx seeds its QueryClient with the same data and hydrates.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { HERO_SLIDES } from '@store/shared/catalogue';
import type { Product } from '@store/shared/product';
import { createQueryClient, Providers } from './app/providers';
import { routes } from './app/router';
import { imageSrc, imageSrcSet, imageUrl } from './components/ui/product-image';
import { MAIN_SIZES } from './features/catalog/components/product-gallery';
import { HERO_SIZES } from './features/home/components/hero-carousel';
import type { FirstScreenData } from '@store/shared/first-screen';
import { firstScreenEntries } from './app/first-screen';

export type { FirstScreenData };
// The first page the screens ask for: the server gathers exactly that.
export { LISTING_PAGE_SIZE } from './features/catalog/api/get-products-by-type';
export { SEARCH_PAGE_SIZE } from './features/search/api/search-products';

const handler = createStaticHandler(routes);

/** What React hoists to the front of a render with no <head>: resource hints and the <title>. */
const LEADING_HOISTABLES = /^(?:<link rel="preload"[^>]*\/>|<title>[^<]*<\/title>)+/;
const TITLE = /<title>[^<]*<\/title>/;

const attr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function imagePreload(url: string, sizes: string): string {
  const srcset = imageSrcSet(url);
  return (
    `<link rel="preload" as="image" href="${attr(imageSrc(url, 960))}"` +
    (srcset ? ` imagesrcset="${attr(srcset)}" imagesizes="${attr(sizes)}"` : '') +
    ` fetchpriority="high">`
  );
}

/** The page's largest paint, asked for from the document's head. */
function lcpImage(pathname: string, data: FirstScreenData): string {
  if (pathname === '/home') return imagePreload(imageUrl(HERO_SLIDES.women[0]!.image), HERO_SIZES);
  const first: Product | undefined = data.listing?.page.items[0] ?? data.search?.page.items[0];
  if (first) return imagePreload(first.imageUrl, '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw');
  if (data.product?.product) return imagePreload(data.product.product.imageUrl, MAIN_SIZES);
  return '';
}

export interface RenderResult {
  html: string;
  /** Elements for the end of the document's head. */
  head: string;
  /** The page's <title> element, to replace index.html's ('' when the page names none). */
  title: string;
}

export async function render(url: string, firstData: FirstScreenData): Promise<RenderResult> {
  const request = new Request(new URL(url, 'http://localhost'));
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`route answered ${context.status}, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const queryClient = createQueryClient();
  for (const [key, value] of firstScreenEntries(firstData)) queryClient.setQueryData(key, value);

  const markup = renderToString(
    <StrictMode>
      <Providers client={queryClient} hydrating>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
  queryClient.clear();
  // With no <head> to render into, React puts the resource hints of preload() and high-priority
  // images and the page's <title> at the top of the body. They are no part of the tree hydration
  // compares: the title moves to the head (where the browser's React claims it) and of the hints
  // the head carries the one that matters (the LCP image).
  const leading = LEADING_HOISTABLES.exec(markup)?.[0] ?? '';
  const pathname = new URL(request.url).pathname;
  return {
    html: markup.slice(leading.length),
    head: lcpImage(pathname, firstData),
    title: TITLE.exec(leading)?.[0] ?? '',
  };
}
