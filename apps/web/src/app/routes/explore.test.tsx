import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Facets } from '@store/shared/discovery';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@store/shared/messages';
import { byUrl, fakeServer } from '../../test/fake-server';
import { fakeProduct } from '../../test/fixtures';
import { renderAt } from '../../test/render-app';
import { ExploreRoute } from './explore';

afterEach(() => vi.unstubAllGlobals());

describe('ExploreRoute', () => {
  it('titles the listing from the type and shows its products with prices', async () => {
    const products = [fakeProduct({ title: 'Sequin Party Dress', price: 12499, originalPrice: 15999 })];
    const calls = fakeServer(
      byUrl({ '/api/products/type/partyWomen': { body: products, headers: { 'x-total-count': '1' } } }),
    );
    renderAt('/explore/partyWomen', '/explore/:type', <ExploreRoute />);
    expect(screen.getByRole('heading', { name: 'Party Wear' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading products')).toBeInTheDocument();
    expect(await screen.findByText('Sequin Party Dress')).toBeInTheDocument();
    expect(screen.getByText('₹12,499')).toBeInTheDocument();
    expect(screen.getByText('22% OFF')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Sequin Party Dress/ })).toHaveAttribute(
      'href',
      `/products/${products[0]!.id}`,
    );
    const listing = calls.find((c) => c.path === '/api/products/type/partyWomen')!;
    expect(listing.query.get('limit')).toBe('24');
    expect(listing.query.get('offset')).toBe('0');
  });

  it('error: the product message and Go Home', async () => {
    fakeServer(byUrl({ '/api/products/type/': { status: 500, body: { message: 'boom' } } }));
    renderAt('/explore/beachW', '/explore/:type', <ExploreRoute />);
    expect(await screen.findByText(MSG.listingFailed('Beach Wear'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MSG.goHome })).toHaveAttribute('href', '/home');
  });

  it('empty: Browse All Products', async () => {
    fakeServer(byUrl({ '/api/products/type/': { body: [], headers: { 'x-total-count': '0' } } }));
    renderAt('/explore/nothing', '/explore/:type', <ExploreRoute />);
    expect(await screen.findByText(MSG.noProductsFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MSG.browseAll })).toHaveAttribute('href', '/home');
  });

  it("without a type: 'No product type specified' and Go Home", () => {
    const calls = fakeServer(byUrl({}));
    renderAt('/explore', '/explore', <ExploreRoute />);
    expect(screen.getByText(MSG.noProductType)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MSG.goHome })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('loads the next page when the end of the grid comes into view', async () => {
    let observe: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: (entries: { isIntersecting: boolean }[]) => void) {
          observe = cb;
        }
        observe() {}
        disconnect() {}
      },
    );
    const page1 = Array.from({ length: 24 }, () => fakeProduct());
    const page2 = [fakeProduct({ title: 'The Last One' })];
    const calls = fakeServer(
      byUrl({
        'offset=0': { body: page1, headers: { 'x-total-count': '25' } },
        'offset=24': { body: page2, headers: { 'x-total-count': '25' } },
      }),
    );
    renderAt('/explore/wethnic', '/explore/:type', <ExploreRoute />);
    expect(await screen.findByText(page1[0]!.title)).toBeInTheDocument();
    expect(screen.getByText('25 products')).toBeInTheDocument();
    await waitFor(() => expect(observe).toBeDefined());
    observe!([{ isIntersecting: true }]);
    expect(await screen.findByText('The Last One')).toBeInTheDocument();
    const listing = calls.filter((c) => c.url.includes('/api/products/type/'));
    expect(listing.map((c) => new URL(c.url, 'http://x').searchParams.get('offset'))).toEqual(['0', '24']);
  });

  describe('filters and sort (ADR 1600)', () => {
    const facets: Facets = {
      total: 30,
      brands: [
        { value: 'MissPrint', count: 12 },
        { value: 'Zara', count: 18 },
      ],
      sizes: [{ value: 'M', count: 20 }],
      colors: [{ value: 'Blue', count: 7 }],
      categories: [{ value: 'Kurta', count: 30 }],
      price: { min: 499, max: 4999 },
      discounts: [10, 20, 30, 40, 50].map((min) => ({ min, count: min < 40 ? 10 : 0 })),
    };
    const listingCalls = (calls: { url: string }[]) =>
      calls.filter((c) => c.url.includes('/api/products/type/')).map((c) => new URL(c.url, 'http://x').searchParams);

    it('reads filters and sort from the URL, shows counts and chips, and asks the server with them', async () => {
      const calls = fakeServer(
        byUrl({
          '/api/products/facets': { body: facets },
          '/api/products/type/': { body: [fakeProduct({ title: 'Blue Kurta' })], headers: { 'x-total-count': '1' } },
        }),
      );
      renderAt('/explore/wethnic?brand=Zara&color=Blue&sort=price_asc', '/explore/:type', <ExploreRoute />);
      expect(await screen.findByText('Blue Kurta')).toBeInTheDocument();
      const q = listingCalls(calls)[0]!;
      expect(q.getAll('brand')).toEqual(['Zara']);
      expect(q.getAll('color')).toEqual(['Blue']);
      expect(q.get('sort')).toBe('price_asc');
      expect(screen.getByLabelText('Sort by')).toHaveValue('price_asc');
      const panel = screen.getByTestId('filter-panel');
      expect(await within(panel).findByRole('checkbox', { name: /Zara/ })).toBeChecked();
      expect(within(panel).getByRole('checkbox', { name: /MissPrint/ })).not.toBeChecked();
      expect(within(panel).getByLabelText('18 products')).toBeInTheDocument();
      // A discount step no product reaches cannot be picked.
      expect(within(panel).getByRole('checkbox', { name: /50% and more/ })).toBeDisabled();
      const chips = screen.getByRole('region', { name: 'Applied filters' });
      expect(within(chips).getByRole('button', { name: 'Remove filter Zara' })).toBeInTheDocument();
      expect(within(chips).getByRole('button', { name: 'Remove filter Blue' })).toBeInTheDocument();
    });

    /** /explore/wethnic with the counts above and one product. */
    const renderListing = () => {
      const user = userEvent.setup();
      const calls = fakeServer(
        byUrl({
          '/api/products/facets': { body: facets },
          '/api/products/type/': { body: [fakeProduct()], headers: { 'x-total-count': '1' } },
        }),
      );
      renderAt('/explore/wethnic', '/explore/:type', <ExploreRoute />);
      return { user, calls, panel: screen.getByTestId('filter-panel') };
    };

    it('picking a value, a discount and a sort asks again; a chip and Clear all remove them', async () => {
      const { user, calls, panel } = renderListing();
      // No sort in the URL: a listing asks for the popular order.
      await waitFor(() => expect(listingCalls(calls)[0]?.get('sort')).toBe('popular'));
      expect(screen.getByLabelText('Sort by')).toHaveValue('popular');
      await user.click(await within(panel).findByRole('checkbox', { name: /MissPrint/ }));
      await waitFor(() => expect(listingCalls(calls).at(-1)!.getAll('brand')).toEqual(['MissPrint']));
      await user.click(within(panel).getByRole('checkbox', { name: /20% and more/ }));
      await waitFor(() => expect(listingCalls(calls).at(-1)!.get('minDiscount')).toBe('20'));
      await user.selectOptions(screen.getByLabelText('Sort by'), 'Price high to low');
      await waitFor(() => expect(listingCalls(calls).at(-1)!.get('sort')).toBe('price_desc'));
      await user.click(screen.getByRole('button', { name: 'Remove filter MissPrint' }));
      await waitFor(() => expect(listingCalls(calls).at(-1)!.getAll('brand')).toEqual([]));
      expect(listingCalls(calls).at(-1)!.get('minDiscount')).toBe('20');
      await user.click(screen.getByRole('button', { name: 'Clear all' }));
      await waitFor(() => expect(listingCalls(calls).at(-1)!.get('minDiscount')).toBeNull());
      // The sort survives Clear all: it is not a filter.
      expect(listingCalls(calls).at(-1)!.get('sort')).toBe('price_desc');
      expect(screen.queryByRole('region', { name: 'Applied filters' })).not.toBeInTheDocument();
    });

    it('boxes ticked faster than the URL follows all count; a discount step unticks the other; chips untick boxes', async () => {
      const { user, calls, panel } = renderListing();
      const box = (name: RegExp) => within(panel).getByRole('checkbox', { name });
      await within(panel).findByRole('checkbox', { name: /Zara/ });
      // Two taps in one task: the second comes before the first has reached the URL.
      fireEvent.click(box(/Zara/));
      fireEvent.click(box(/MissPrint/));
      expect(box(/Zara/)).toBeChecked();
      expect(box(/MissPrint/)).toBeChecked();
      await waitFor(() => expect(listingCalls(calls).at(-1)!.getAll('brand').sort()).toEqual(['MissPrint', 'Zara']));
      fireEvent.click(box(/10% and more/));
      fireEvent.click(box(/20% and more/));
      expect(box(/10% and more/)).not.toBeChecked();
      expect(box(/20% and more/)).toBeChecked();
      await waitFor(() => expect(listingCalls(calls).at(-1)!.get('minDiscount')).toBe('20'));
      expect(listingCalls(calls).at(-1)!.getAll('brand').sort()).toEqual(['MissPrint', 'Zara']);
      await user.click(screen.getByRole('button', { name: 'Remove filter Zara' }));
      await waitFor(() => expect(box(/Zara/)).not.toBeChecked());
      expect(box(/MissPrint/)).toBeChecked();
      await user.click(screen.getByRole('button', { name: 'Clear all' }));
      await waitFor(() => expect(box(/MissPrint/)).not.toBeChecked());
      expect(box(/20% and more/)).not.toBeChecked();
      expect(listingCalls(calls).at(-1)!.getAll('brand')).toEqual([]);
    });

    it('on a phone the Filters button opens the sheet as a modal dialog; its button shows the count and closes it', async () => {
      const user = userEvent.setup();
      fakeServer(
        byUrl({
          '/api/products/facets': { body: facets },
          '/api/products/type/': { body: [fakeProduct()], headers: { 'x-total-count': '1' } },
        }),
      );
      renderAt('/explore/wethnic?size=M', '/explore/:type', <ExploreRoute />);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Filters (1)' }));
      const dialog = screen.getByRole('dialog', { name: 'Filters' });
      expect(within(dialog).getByRole('button', { name: 'Close filters' })).toHaveFocus();
      // A modal dialog keeps Tab inside: back from its first control to its last, and on round.
      const show = await within(dialog).findByRole('button', { name: 'Show 30 products' });
      await user.tab({ shift: true });
      expect(show).toHaveFocus();
      await user.tab();
      expect(within(dialog).getByRole('button', { name: 'Close filters' })).toHaveFocus();
      await user.click(show);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      // Closed, focus is back on the button that opened it.
      expect(screen.getByRole('button', { name: 'Filters (1)' })).toHaveFocus();
      await user.click(screen.getByRole('button', { name: 'Filters (1)' }));
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Filters (1)' })).toHaveFocus();
    });

    it('a price range is applied from its two boxes', async () => {
      const user = userEvent.setup();
      const calls = fakeServer(
        byUrl({
          '/api/products/facets': { body: facets },
          '/api/products/type/': { body: [fakeProduct()], headers: { 'x-total-count': '1' } },
        }),
      );
      renderAt('/explore/wethnic', '/explore/:type', <ExploreRoute />);
      await user.type(screen.getByLabelText('Min ₹'), '500');
      await user.type(screen.getByLabelText('Max ₹'), '2000');
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      await waitFor(() => expect(listingCalls(calls).at(-1)!.get('maxPrice')).toBe('2000'));
      expect(listingCalls(calls).at(-1)!.get('minPrice')).toBe('500');
      expect(screen.getByRole('button', { name: 'Remove filter ₹500–₹2,000' })).toBeInTheDocument();
    });
  });
});
