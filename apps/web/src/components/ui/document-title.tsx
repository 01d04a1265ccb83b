// The browser tab's (and a shared link's) title. React 19 hoists <title> into the head, and the
// server render carries the same one (entry-server.tsx), so a crawler and a shopper read the
// page's own name instead of one title for every page.
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

export function DocumentTitle({ page }: { page?: string }) {
  return <title>{documentTitle(page)}</title>;
}
