import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@store/shared/messages';
import { fakeProduct, renderAt, stubFetch } from '../../../test/storefront';
import { ExploreRoute } from './explore-route';

afterEach(() => vi.unstubAllGlobals());

describe('ExploreRoute', () => {
  it('titles the listing from the type and shows its products with prices', async () => {
    const products = [fakeProduct({ title: 'Sequin Party Dress', price: 12499, originalPrice: 15999 })];
    const calls = stubFetch({ '/api/products/type/partyWomen': { body: products, headers: { 'x-total-count': '1' } } });
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
    expect(calls[0]!.url).toContain('limit=24');
    expect(calls[0]!.url).toContain('offset=0');
  });

  it('error: the spec message and Go Home', async () => {
    stubFetch({ '/api/products/type/': { status: 500, body: { message: 'boom' } } });
    renderAt('/explore/beachW', '/explore/:type', <ExploreRoute />);
    expect(await screen.findByText(MSG.listingFailed('Beach Wear'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MSG.goHome })).toHaveAttribute('href', '/home');
  });

  it('empty: Browse All Products', async () => {
    stubFetch({ '/api/products/type/': { body: [], headers: { 'x-total-count': '0' } } });
    renderAt('/explore/nothing', '/explore/:type', <ExploreRoute />);
    expect(await screen.findByText(MSG.noProductsFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MSG.browseAll })).toHaveAttribute('href', '/home');
  });

  it("without a type: 'No product type specified' and Go Home", () => {
    const calls = stubFetch({});
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
    const calls = stubFetch({
      'offset=0': { body: page1, headers: { 'x-total-count': '25' } },
      'offset=24': { body: page2, headers: { 'x-total-count': '25' } },
    });
    renderAt('/explore/wethnic', '/explore/:type', <ExploreRoute />);
    expect(await screen.findByText(page1[0]!.title)).toBeInTheDocument();
    expect(screen.getByText('25 products')).toBeInTheDocument();
    await waitFor(() => expect(observe).toBeDefined());
    observe!([{ isIntersecting: true }]);
    expect(await screen.findByText('The Last One')).toBeInTheDocument();
    expect(calls.map((c) => new URL(c.url, 'http://x').searchParams.get('offset'))).toEqual(['0', '24']);
  });
});
