// Recently viewed: the product page remembers what it shows (last 12, newest first, on the
// device), the strip lists them except the product on screen, and Clear empties it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductRoute } from './product';
import { RECENTLY_VIEWED_KEY, rememberViewed } from '../../lib/recently-viewed';
import { byUrl, fakeServer } from '../../test/fake-server';
import { fakeProduct } from '../../test/fixtures';
import { renderAt } from '../../test/render-app';
import { RecentlyViewed } from '../../components/ui/recently-viewed';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('RecentlyViewed', () => {
  it('keeps the last 12, newest first, without repeats', () => {
    const products = Array.from({ length: 14 }, () => fakeProduct());
    for (const p of products) rememberViewed(p);
    rememberViewed(products[5]!);
    const stored = JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY)!) as { id: string }[];
    expect(stored).toHaveLength(12);
    expect(stored[0]!.id).toBe(products[5]!.id);
    expect(stored[1]!.id).toBe(products[13]!.id);
    expect(new Set(stored.map((p) => p.id)).size).toBe(12);
  });

  it('a product page remembers its product and lists the others under it; Clear empties the list', async () => {
    const user = userEvent.setup();
    const seen = fakeProduct({ title: 'Seen Before' });
    rememberViewed(seen);
    const now = fakeProduct({ title: 'On Screen' });
    fakeServer(byUrl({ [`/products/getId/${now.id}`]: { body: now } }));
    renderAt(`/products/${now.id}`, '/products/:id', <ProductRoute />);
    const strip = await screen.findByRole('region', { name: 'Recently viewed' });
    expect(within(strip).getByText('Seen Before')).toBeInTheDocument();
    expect(within(strip).queryByText('On Screen')).not.toBeInTheDocument();
    await waitFor(() =>
      expect((JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY)!) as { id: string }[])[0]!.id).toBe(now.id),
    );
    await user.click(within(strip).getByRole('button', { name: 'Clear recently viewed' }));
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).not.toBeInTheDocument();
    expect(localStorage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
  });

  it('survives a broken stored value', () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, '{not json');
    renderAt('/', '/', <RecentlyViewed />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
