import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Facets } from '@store/shared/discovery';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DISCOVERY_WORDS } from '@store/shared/discovery-words';
import { MSG } from '@store/shared/messages';
import { byUrl, fakeServer } from '../../test/fake-server';
import { fakeProduct } from '../../test/fixtures';
import { renderAt } from '../../test/render-app';
import { clearRecentSearches } from '../../features/search/components/recent-searches';
import { SearchRoute } from './search';

afterEach(() => {
  vi.unstubAllGlobals();
  clearRecentSearches();
});

// By name: the sort control is a combobox too.
const box = () => screen.getByRole('combobox', { name: 'Search products' });
const type = (text: string) => fireEvent.input(box(), { target: { value: text } });
const submit = () => fireEvent.submit(screen.getByRole('search'));

/** The screen's own query string, where the tests can read it. */
function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}
const renderSearch = (path: string) =>
  renderAt(
    path,
    '/search',
    <>
      <SearchRoute />
      <Location />
    </>,
  );

describe('SearchRoute', () => {
  it("starts with 'Start your search'; a blank search is ignored", () => {
    const calls = fakeServer(byUrl({}));
    renderAt('/search', '/search', <SearchRoute />);
    expect(screen.getByText(MSG.startYourSearch)).toBeInTheDocument();
    type('   ');
    submit();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(calls).toHaveLength(0);
    expect(screen.getByText(MSG.startYourSearch)).toBeInTheDocument();
  });

  it('Enter searches, shows the results and remembers the search (5 at most, newest first)', async () => {
    const calls = fakeServer(
      byUrl({
        'query=florl': { body: [fakeProduct({ title: 'Floral Jaal Kurta' })], headers: { 'x-total-count': '1' } },
        'hybrid-search': { body: [], headers: { 'x-total-count': '0' } },
      }),
    );
    renderAt('/search', '/search', <SearchRoute />);
    type('florl kurta');
    submit();
    expect(await screen.findByText('Floral Jaal Kurta')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/products/hybrid-search')!.query.get('searchType')).toBe('text');
    for (const q of ['a1', 'a2', 'a3', 'a4', 'a5']) {
      type(q);
      submit();
    }
    await screen.findByText(MSG.noProductsFound);
    const recent = screen.getByRole('region', { name: 'Recent searches' });
    expect(Array.from(recent.querySelectorAll('button')).map((b) => b.textContent)).toEqual([
      'a5',
      'a4',
      'a3',
      'a2',
      'a1',
    ]);
    expect(localStorage.length).toBe(0);
  });

  it("no results: 'No products found'", async () => {
    fakeServer(byUrl({ 'hybrid-search': { body: [], headers: { 'x-total-count': '0' } } }));
    renderAt('/search?q=qwxzv', '/search', <SearchRoute />);
    expect(await screen.findByText(MSG.noProductsFound)).toBeInTheDocument();
    expect(screen.queryByTestId('did-you-mean')).toBeNull();
  });

  it('no results with a nearer spelling: "Did you mean jeans?", which searches for it', async () => {
    fakeServer(
      byUrl({
        'query=jaens': { body: [], headers: { 'x-total-count': '0', 'x-did-you-mean': 'jeans' } },
        'query=jeans': { body: [fakeProduct({ title: 'Slim Tapered Jeans' })], headers: { 'x-total-count': '1' } },
      }),
    );
    renderSearch('/search?q=jaens');
    expect(await screen.findByTestId('did-you-mean')).toHaveTextContent('Did you mean jeans?');
    fireEvent.click(screen.getByRole('button', { name: 'jeans' }));
    expect(await screen.findByText('Slim Tapered Jeans')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('?q=jeans');
    expect(box()).toHaveValue('jeans');
  });

  it('a failure shows the server message, or the product fallback', async () => {
    fakeServer(byUrl({ 'hybrid-search': { status: 500, body: {} } }));
    renderAt('/search?q=dress', '/search', <SearchRoute />);
    expect(await screen.findByText(MSG.searchFailed)).toBeInTheDocument();
  });

  it('upload: the maintenance alert from the server; a wrong type is refused before sending', async () => {
    const calls = fakeServer(
      byUrl({ 'hybrid-search': { status: 503, body: { message: MSG.imageSearchMaintenance } } }),
    );
    renderAt('/search', '/search', <SearchRoute />);
    const input = screen.getByTestId('image-upload');
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(calls).toHaveLength(0));
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array([0xff, 0xd8, 0xff])], 'a.jpg', { type: 'image/jpeg' })] },
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.init?.method).toBe('POST');
    expect(calls[0]!.init?.body).toBeInstanceOf(FormData);
    // While the server's picture index is being built, the results say so.
    expect(await screen.findByText(MSG.imageSearchMaintenance)).toBeInTheDocument();
  });

  it("upload: a failure shows 'Image search failed. Please try again.'", async () => {
    fakeServer(byUrl({ 'hybrid-search': { status: 500, body: {} } }));
    renderAt('/search', '/search', <SearchRoute />);
    fireEvent.change(screen.getByTestId('image-upload'), {
      target: { files: [new File([new Uint8Array([0xff, 0xd8, 0xff])], 'a.jpg', { type: 'image/jpeg' })] },
    });
    expect(await screen.findByText(MSG.imageSearchFailed)).toBeInTheDocument();
  });

  it("camera: 'Take a Photo' with Capture and Cancel; without a camera it closes", async () => {
    fakeServer(byUrl({}));
    let resolve: (s: MediaStream) => void = () => {};
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: () => new Promise<MediaStream>((r) => (resolve = r)) },
    });
    renderAt('/search', '/search', <SearchRoute />);
    fireEvent.click(screen.getByRole('button', { name: /Camera/ }));
    expect(screen.getByRole('dialog', { name: MSG.takeAPhoto })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MSG.capture })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: MSG.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    void resolve;
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
    fireEvent.click(screen.getByRole('button', { name: /Camera/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
  describe('sort and filters (ADR 1600)', () => {
    const facets: Facets = {
      total: 20,
      brands: [
        { value: 'MissPrint', count: 12 },
        { value: 'Zara', count: 8 },
      ],
      sizes: [{ value: 'M', count: 20 }],
      colors: [{ value: 'Blue', count: 7 }],
      categories: [{ value: 'Kurta', count: 20 }],
      price: { min: 499, max: 4999 },
      discounts: [10, 20, 30, 40, 50].map((min) => ({ min, count: 10 })),
    };
    const searchCalls = (calls: { url: string }[]) =>
      calls
        .filter((c) => c.url.includes('/api/products/hybrid-search'))
        .map((c) => new URL(c.url, 'http://x').searchParams);
    const facetCalls = (calls: { url: string }[]) =>
      calls.filter((c) => c.url.includes('/api/products/facets')).map((c) => new URL(c.url, 'http://x').searchParams);
    /** The URL the screen shows, as its own query string. */
    const shown = () => new URLSearchParams(screen.getByTestId('location').textContent ?? '');
    const found = (n: number) => ({
      body: [fakeProduct({ title: 'Zara Kurta' })],
      headers: { 'x-total-count': String(n) },
    });

    it('a sort goes into the URL and to the server; relevance, the default, is left out of both', async () => {
      const user = userEvent.setup();
      const calls = fakeServer(byUrl({ '/api/products/facets': { body: facets }, 'hybrid-search': found(1) }));
      renderSearch('/search?q=kurta');
      expect(await screen.findByText('Zara Kurta')).toBeInTheDocument();
      expect(searchCalls(calls)[0]!.get('sort')).toBeNull();
      expect(screen.getByLabelText('Sort by')).toHaveValue('relevance');
      expect(facetCalls(calls)[0]!.get('query')).toBe('kurta');

      await user.selectOptions(screen.getByLabelText('Sort by'), 'Price low to high');
      await waitFor(() => expect(searchCalls(calls).at(-1)!.get('sort')).toBe('price_asc'));
      expect(searchCalls(calls).at(-1)!.get('query')).toBe('kurta');
      await waitFor(() => expect(shown().get('sort')).toBe('price_asc'));
      expect(shown().get('q')).toBe('kurta');

      await user.selectOptions(screen.getByLabelText('Sort by'), 'Relevance');
      await waitFor(() => expect(shown().has('sort')).toBe(false));
      expect(shown().get('q')).toBe('kurta');
    });

    it('a brand filter goes to the server and shows a chip; Clear all removes it and keeps the sort', async () => {
      const user = userEvent.setup();
      const calls = fakeServer(byUrl({ '/api/products/facets': { body: facets }, 'hybrid-search': found(1) }));
      renderSearch('/search?q=kurta&sort=newest');
      const panel = screen.getByTestId('filter-panel');
      await user.click(await within(panel).findByRole('checkbox', { name: /Zara/ }));
      await waitFor(() => expect(searchCalls(calls).at(-1)!.getAll('brand')).toEqual(['Zara']));
      expect(searchCalls(calls).at(-1)!.get('sort')).toBe('newest');
      await waitFor(() => expect(facetCalls(calls).at(-1)!.getAll('brand')).toEqual(['Zara']));
      await waitFor(() => expect(shown().getAll('brand')).toEqual(['Zara']));
      const chips = screen.getByRole('region', { name: 'Applied filters' });
      expect(within(chips).getByRole('button', { name: 'Remove filter Zara' })).toBeInTheDocument();
      // The results stay on screen while the filtered ones come (no skeleton).
      expect(screen.queryByLabelText('Loading products')).not.toBeInTheDocument();

      await user.click(within(chips).getByRole('button', { name: DISCOVERY_WORDS.clearAll }));
      await waitFor(() => expect(searchCalls(calls).at(-1)!.getAll('brand')).toEqual([]));
      expect(searchCalls(calls).at(-1)!.get('sort')).toBe('newest');
      expect(shown().has('brand')).toBe(false);
      expect(screen.queryByRole('region', { name: 'Applied filters' })).not.toBeInTheDocument();
    });

    it('filtered to nothing: the listing’s empty state, whose Clear all brings the results back', async () => {
      const user = userEvent.setup();
      const calls = fakeServer(
        byUrl({
          '/api/products/facets': { body: facets },
          'brand=Zara': { body: [], headers: { 'x-total-count': '0' } },
          'hybrid-search': found(3),
        }),
      );
      renderSearch('/search?q=kurta&brand=Zara');
      const empty = (await screen.findByText(DISCOVERY_WORDS.noFilterMatches)).closest('div')!;
      expect(screen.getByText(MSG.noProductsFound)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Clear search/ })).not.toBeInTheDocument();
      await user.click(within(empty).getByRole('button', { name: DISCOVERY_WORDS.clearAll }));
      expect(await screen.findByText('Zara Kurta')).toBeInTheDocument();
      expect(screen.getByText('3 results for “kurta”')).toBeInTheDocument();
      expect(searchCalls(calls).at(-1)!.getAll('brand')).toEqual([]);
    });

    it('a new search drops the last one’s filters and sort', async () => {
      const calls = fakeServer(byUrl({ '/api/products/facets': { body: facets }, 'hybrid-search': found(1) }));
      renderSearch('/search?q=kurta&brand=Zara&sort=price_desc');
      await screen.findByText('Zara Kurta');
      expect(searchCalls(calls)[0]!.getAll('brand')).toEqual(['Zara']);
      type('jeans');
      submit();
      await waitFor(() => expect(searchCalls(calls).at(-1)!.get('query')).toBe('jeans'));
      const last = searchCalls(calls).at(-1)!;
      expect(last.getAll('brand')).toEqual([]);
      expect(last.get('sort')).toBeNull();
      expect(facetCalls(calls).at(-1)!.getAll('brand')).toEqual([]);
      await waitFor(() => expect(shown().toString()).toBe('q=jeans'));
      expect(screen.queryByRole('region', { name: 'Applied filters' })).not.toBeInTheDocument();
      expect(screen.getByLabelText('Sort by')).toHaveValue('relevance');
    });
  });
});
