// The browser tab's (and a shared link's) title. The server's render writes the same one into
// the page's head (entry-server.tsx), so a crawler and a shopper read the page's own name instead
// of one title for every page. Preact does not hoist a <title> out of the tree as React 19 did
// (ADR 3003): the component draws nothing and sets the title itself.
import { useLayoutEffect } from 'react';
import { t } from '../../lib/i18n/messages';

const STORE_NAME = 'Saath';
/** The store's own title, in the page's language. */
export const storeTitle = () => t('store.title');

// Headers written in capitals (MY CART) read as words in a tab: My Cart.
const readable = (text: string) =>
  text === text.toUpperCase() ? text.toLowerCase().replace(/(^|\s)\S/g, (c) => c.toUpperCase()) : text;

export function documentTitle(page?: string): string {
  if (!page) return storeTitle();
  return page.includes(STORE_NAME) ? page : `${readable(page)} · ${STORE_NAME}`;
}

/** The title the server's render of a page named (a render runs to its end without yielding). */
let drawnTitle: string | undefined;
export const takeDrawnTitle = () => {
  const title = drawnTitle;
  drawnTitle = undefined;
  return title;
};

// Layout effects do not run on the server: there the render itself records the title.
const onServer = typeof document === 'undefined';

export function DocumentTitle({ page }: { page?: string }) {
  const title = documentTitle(page);
  if (onServer) drawnTitle = title;
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
