// The server's first screen (ADR 0702, 2700): the public pages rendered by React itself, over the
// same routes as the browser. React Router's static handler runs the page's loader, which loads
// the screen's data through the app's own API calls, answered in process by the API server's
// routes (setApiFetch); the page is drawn from that cache, and the data travels with the HTML as
// FirstScreenData for the browser's hydration. The API server (apps/api/src/entry/web-app.ts)
// calls render() and puts the HTML into index.html's #root.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { HERO_SLIDES } from '@store/shared/catalogue';
import type { FirstScreenData } from '@store/shared/first-screen';
import type { Language } from '@store/shared/language';
import type { Product } from '@store/shared/product';
import type { FirstScreen } from './app/first-screen';
import { createQueryClient, Providers } from './app/providers';
import { createRoutes, type ScreenHandle } from './app/router';
import { takeDrawnTitle } from './components/ui/document-title';
import { imageUrl, picturePreloadAttributes } from './components/ui/product-image';
import { MAIN_SIZES } from './features/catalog/components/product-gallery';
import { HERO_SIZES } from './features/home/components/hero-carousel';
import { isStatus, setApiTransport } from './lib/api-client';
import { HINDI } from './lib/i18n/hi';
import { ENGLISH, setLanguage } from './lib/i18n/messages';

export type { FirstScreenData };

/**
 * How the API server answers the app's API calls while it renders: its own routes, in process. A
 * drawn page is the same for everyone, so one answerer serves every render.
 */
export const setApiFetch = (apiFetch: typeof fetch) => setApiTransport(apiFetch);

/** The routes once for every render: a loader loads into its render's FirstScreen, the request context. */
const routes = createRoutes(({ context }) => context as FirstScreen);
const handler = createStaticHandler(routes);
const drawnOnServer = (pathname: string) =>
  (matchRoutes(routes, pathname)?.at(-1)?.route.handle as ScreenHandle | undefined)?.drawn === true;

/** The server's FirstScreen: each piece is loaded and waited for, and what travels is gathered. */
function serverFirstScreen(client: QueryClient): FirstScreen & { data: FirstScreenData } {
  const data: FirstScreenData = {};
  return {
    data,
    async load(piece) {
      try {
        Object.assign(data, await piece.fetch(client));
      } catch (err) {
        // Drawn without it, as the browser first draws it: the screen's own fetch says what failed.
        client.removeQueries({ queryKey: piece.queryKey, exact: true });
        if (piece.notFound && isStatus(err, 404)) Object.assign(data, piece.notFound);
      }
      return null;
    },
  };
}

const attr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function imagePreload(url: string, sizes: string): string {
  const attributes = Object.entries(picturePreloadAttributes(url, sizes));
  return `<link${attributes.map(([name, value]) => ` ${name}="${attr(value)}"`).join('')}>`;
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
  /** What the page was drawn with, for the browser's hydration. */
  data: FirstScreenData;
}

/**
 * The page at `url` drawn in `language`; undefined when the server does not draw it (it is
 * personal, or no page).
 */
export async function render(url: string, language: Language = 'en'): Promise<RenderResult | undefined> {
  // The path as the browser will route it ('//x' is a path here, not another host).
  const pathname = url.split('?')[0]!;
  if (!drawnOnServer(pathname)) return undefined;
  const request = new Request(`http://localhost${url}`);
  const queryClient = createQueryClient();
  // A failed call is left to the browser at once, not retried while the shopper waits.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const firstScreen = serverFirstScreen(queryClient);
  const context = await handler.query(request, { requestContext: firstScreen });
  if (context instanceof Response) throw new Error(`route answered ${context.status}, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);

  // The catalogue is chosen right before the render, which runs to its end without yielding: a
  // render in another language meanwhile cannot change it under this one.
  setLanguage(language, language === 'hi' ? HINDI : ENGLISH);
  takeDrawnTitle(); // one a failed render may have left
  const html = renderToString(
    <Providers client={queryClient} hydrating>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
  );
  queryClient.clear();
  const title = takeDrawnTitle();
  return {
    html,
    head: lcpImage(pathname, firstScreen.data),
    title: title === undefined ? '' : `<title>${attr(title)}</title>`,
    data: firstScreen.data,
  };
}
