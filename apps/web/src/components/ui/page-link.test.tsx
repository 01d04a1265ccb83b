// PageLink (ADR 3004) does what React Router's Link does for a card's link: the same <a>, a plain
// left click goes to the page within the app with its state, a click with a modifier key is the
// browser's, and the page already shown is replaced rather than pushed again.
import { fireEvent, screen } from '@testing-library/react';
import { Link, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { PageLink } from './page-link';

function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {location.pathname}
      {location.search} {JSON.stringify(location.state)}
    </p>
  );
}

const links = (
  <>
    <PageLink to="/products/p%2F1?from=card" state={{ product: 'p/1' }} className="group block">
      A kurta
    </PageLink>
    <Link to="/products/p%2F1?from=card" state={{ product: 'p/1' }} className="group block">
      Router link
    </Link>
    <Where />
  </>
);

/** Whether the app left the click to the browser (whose navigation jsdom does not have, so it is stopped here). */
function leftToBrowser(link: HTMLElement, init: MouseEventInit) {
  let left = false;
  const watch = (event: Event) => {
    left = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', watch);
  fireEvent.click(link, init);
  document.removeEventListener('click', watch);
  return left;
}

function renderLinks(url = '/explore/partyWomen') {
  return renderApp(
    [
      { path: '/explore/:type', element: links },
      { path: '/products/:id', element: links },
    ],
    { url },
  );
}

describe('PageLink', () => {
  it("draws the same link as React Router's Link", () => {
    renderLinks();
    const mine = screen.getByRole('link', { name: 'A kurta' });
    const theirs = screen.getByRole('link', { name: 'Router link' });
    expect(mine.getAttribute('href')).toBe(theirs.getAttribute('href'));
    expect(mine.getAttribute('class')).toBe(theirs.getAttribute('class'));
    expect(mine.dataset.discover).toBe(theirs.dataset.discover);
  });

  it('goes to the page within the app, with its state, on a plain click', () => {
    const { router } = renderLinks();
    const click = fireEvent.click(screen.getByRole('link', { name: 'A kurta' }));
    expect(click).toBe(false); // the browser's own navigation was prevented
    expect(screen.getByTestId('where')).toHaveTextContent('/products/p%2F1?from=card {"product":"p/1"}');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('leaves a click with a modifier key or another button to the browser', () => {
    renderLinks();
    const link = screen.getByRole('link', { name: 'A kurta' });
    expect(leftToBrowser(link, { ctrlKey: true })).toBe(true);
    expect(leftToBrowser(link, { metaKey: true })).toBe(true);
    expect(leftToBrowser(link, { shiftKey: true })).toBe(true);
    expect(leftToBrowser(link, { button: 1 })).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent('/explore/partyWomen');
  });

  it('replaces the history entry when the link is to the page shown', () => {
    const { router } = renderLinks('/products/p%2F1?from=card');
    fireEvent.click(screen.getByRole('link', { name: 'A kurta' }));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByTestId('where')).toHaveTextContent('{"product":"p/1"}');
  });
});
