// A link to one of the store's own pages by its absolute path, for what a screen draws by the
// dozen (a listing's product cards and their "View similar", ADR 3004). React Router's Link
// resolves its path against the route, reads the location, sets up prefetching and builds its
// click handler: about twenty hooks a link, and a listing's 48 were a seventh of its hydration on
// a phone. This one draws the same <a> and, on a plain left click, does what Link does then: goes
// to the page within the app with the state given, replacing the history entry when it is the
// page already shown. A click with a modifier key, or any other button, is the browser's.
import { useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { UNSAFE_NavigationContext, useLocation } from 'react-router';

type PageLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** The page's absolute path, with its query if any (no relative paths: nothing resolves them). */
  to: `/${string}`;
  /** The location state the page opens with (as Link's `state`). */
  state?: unknown;
};

const isPlainLeftClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

export function PageLink({ to, state, onClick, target, ...rest }: PageLinkProps) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const location = useLocation();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainLeftClick(event) || (target && target !== '_self')) return;
    event.preventDefault();
    if (location.pathname + location.search + location.hash === to) navigator.replace(to, state);
    else navigator.push(to, state);
  };
  // data-discover: what Link writes on such a link, so the server's HTML is the same either way.
  return <a {...rest} href={to} target={target} onClick={follow} data-discover="true" />;
}
