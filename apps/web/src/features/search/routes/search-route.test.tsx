import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@store/shared/messages';
import { fakeProduct, renderAt, stubFetch } from '../../../test/storefront';
import { clearRecentSearches } from '../components/recent-searches';
import { SearchRoute } from './search-route';

afterEach(() => {
  vi.unstubAllGlobals();
  clearRecentSearches();
});

// By name: the sort control is a combobox too.
const box = () => screen.getByRole('combobox', { name: 'Search products' });
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const submit = () => fireEvent.submit(screen.getByRole('search'));

describe('SearchRoute', () => {
  it("starts with 'Start your search'; a blank search is ignored", () => {
    const calls = stubFetch({});
    renderAt('/search', '/search', <SearchRoute />);
    expect(screen.getByText(MSG.startYourSearch)).toBeInTheDocument();
    type('   ');
    submit();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(calls).toHaveLength(0);
    expect(screen.getByText(MSG.startYourSearch)).toBeInTheDocument();
  });

  it('Enter searches, shows the results and remembers the search (5 at most, newest first)', async () => {
    const calls = stubFetch({
      'query=florl': { body: [fakeProduct({ title: 'Floral Jaal Kurta' })], headers: { 'x-total-count': '1' } },
      'hybrid-search': { body: [], headers: { 'x-total-count': '0' } },
    });
    renderAt('/search', '/search', <SearchRoute />);
    type('florl kurta');
    submit();
    expect(await screen.findByText('Floral Jaal Kurta')).toBeInTheDocument();
    expect(calls[0]!.url).toContain('searchType=text');
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
    stubFetch({ 'hybrid-search': { body: [], headers: { 'x-total-count': '0' } } });
    renderAt('/search?q=qwxzv', '/search', <SearchRoute />);
    expect(await screen.findByText(MSG.noProductsFound)).toBeInTheDocument();
  });

  it('a failure shows the server message, or the spec fallback', async () => {
    stubFetch({ 'hybrid-search': { status: 500, body: {} } });
    renderAt('/search?q=dress', '/search', <SearchRoute />);
    expect(await screen.findByText(MSG.searchFailed)).toBeInTheDocument();
  });

  it('upload: the maintenance alert from the server; a wrong type is refused before sending', async () => {
    const calls = stubFetch({ 'hybrid-search': { status: 503, body: { message: MSG.imageSearchMaintenance } } });
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
  });

  it("camera: 'Take a Photo' with Capture and Cancel; without a camera it closes", async () => {
    stubFetch({});
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
});
