// The search combobox (WAI-ARIA list autocomplete) over the real search screen and router: recent
// searches before typing, server suggestions after one character, keyboard and announcements.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Suggestions } from '@store/shared/discovery-schema';
import { byUrl, fakeServer } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';
import { SearchRoute } from './search';
import { clearRecentSearches, rememberSearch } from '../../features/search/components/recent-searches';

afterEach(() => {
  vi.unstubAllGlobals();
  clearRecentSearches();
});

const suggestions: Suggestions = {
  brands: [{ name: 'MissPrint', type: 'MissPrint Jaipur' }],
  categories: [{ name: 'Kurta', type: 'Kurta' }],
  products: [{ id: 'p-9', title: 'Floral Kurta', brand: 'MissPrint', price: 1299, imageUrl: '/images/p-9' }],
};

const routes = [
  { path: '/search', element: <SearchRoute /> },
  { path: '/explore/:type', element: <p>listing page</p> },
  { path: '/products/:id', element: <p>product page</p> },
];

describe('SearchCombobox', () => {
  it('before typing: the recent searches as options; picking one searches', async () => {
    const user = userEvent.setup();
    rememberSearch('linen shirt');
    rememberSearch('jeans');
    const calls = fakeServer(byUrl({ '/api/products/hybrid-search': { body: [], headers: { 'x-total-count': '0' } } }));
    renderApp(routes, { url: '/search' });
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await user.click(box);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Recent searches' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['jeans', 'linen shirt']);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[1]!.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calls.some((c) => c.url.includes('query=linen+shirt'))).toBe(true));
  });

  it('after one character: brands, categories and products; arrows move, Enter opens the active one', async () => {
    const user = userEvent.setup();
    const calls = fakeServer(byUrl({ '/api/products/suggest': { body: suggestions } }));
    renderApp(routes, { url: '/search' });
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await user.type(box, 'k');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(3));
    expect(new URL(calls[0]!.url, 'http://x').searchParams.get('q')).toBe('k');
    const options = within(list).getAllByRole('option');
    expect(options[2]).toHaveTextContent('Floral Kurta');
    expect(options[2]).toHaveTextContent('₹1,299');
    expect(screen.getByRole('status')).toHaveTextContent('3 suggestions available');
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[2]!.id);
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('listing page')).toBeInTheDocument();
  });

  it('Escape closes the list; Enter with no active option still searches', async () => {
    const user = userEvent.setup();
    const calls = fakeServer(
      byUrl({
        '/api/products/suggest': { body: suggestions },
        '/api/products/hybrid-search': { body: [], headers: { 'x-total-count': '0' } },
      }),
    );
    renderApp(routes, { url: '/search' });
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await user.type(box, 'kurta');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calls.some((c) => c.url.includes('hybrid-search?query=kurta'))).toBe(true));
    // Debounced: five keystrokes did not make five suggestion requests.
    expect(calls.filter((c) => c.url.includes('/suggest')).length).toBeLessThan(5);
  });

  it('Enter with the list open and no option active searches and closes the list', async () => {
    const user = userEvent.setup();
    const calls = fakeServer(
      byUrl({
        '/api/products/suggest': { body: suggestions },
        '/api/products/hybrid-search': { body: [], headers: { 'x-total-count': '0' } },
      }),
    );
    renderApp(routes, { url: '/search' });
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await user.type(box, 'kurta');
    await screen.findAllByRole('option');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calls.some((c) => c.url.includes('hybrid-search?query=kurta'))).toBe(true));
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('a product suggestion opens its page with the mouse', async () => {
    const user = userEvent.setup();
    fakeServer(byUrl({ '/api/products/suggest': { body: suggestions } }));
    renderApp(routes, { url: '/search' });
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'flo');
    await user.click(await screen.findByRole('option', { name: /Floral Kurta/ }));
    expect(await screen.findByText('product page')).toBeInTheDocument();
  });
});
