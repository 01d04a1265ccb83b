// MY CART against a stubbed fetch (the server is not ours to fake here, only its answers).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '../../features/cart/api/get-cart';
import { CartRoute } from './cart';
import { fakeServer, type FakeHandler, type FakeRequest } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

const json = (status: number, body: unknown) => ({ status, body });
let calls: FakeRequest[] = [];

function serve(handler: FakeHandler) {
  calls = fakeServer(handler);
}

function LocationProbe() {
  const location = useLocation();
  return <pre data-testid="location">{JSON.stringify({ path: location.pathname, state: location.state })}</pre>;
}

function renderCart() {
  const { router } = renderApp(
    [
      { path: '/cart', element: <CartRoute /> },
      { path: '*', element: <LocationProbe /> },
    ],
    { url: '/cart' },
  );
  return router;
}

const items: CartItem[] = [
  {
    productId: 'p00002',
    title: 'Linen Shirt',
    imageUrl: '/images/p00002-0',
    price: 1499,
    quantity: 1,
    url: 'https://zara.example/p2',
    available: true,
    size: null,
    brand: 'Zara',
    originalPrice: 1499,
    discount: 0,
    sizes: [],
    sizesOutOfStock: [],
  },
  {
    productId: 'p00001',
    title: 'Floral Dress',
    imageUrl: '/images/p00001-0',
    price: 799,
    quantity: 2,
    url: '',
    available: true,
    size: null,
    brand: 'H&M',
    originalPrice: 799,
    discount: 0,
    sizes: [],
    sizesOutOfStock: [],
  },
];

const signIn = () => localStorage.setItem('authToken', 'token-token-token-token');

describe('CartRoute', () => {
  beforeEach(signIn);
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends a signed-out shopper to /login, to come back to /cart', async () => {
    localStorage.clear();
    serve(() => json(500, {}));
    const router = renderCart();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/cart' });
    expect(calls).toEqual([]);
  });

  it('shows a skeleton, then the items with the total and item count', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    serve(async () => {
      await gate;
      return json(200, items);
    });
    renderCart();
    expect(screen.getByRole('heading', { name: 'MY CART' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading cart')).toBeInTheDocument();
    act(() => release());
    const rows = await screen.findAllByTestId('cart-item');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Linen Shirt')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('₹1,499')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Qty: 2')).toBeInTheDocument();
    // 1499 × 1 + 799 × 2 = 3097; 3 items.
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₹3,097.00');
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');
    // Each item opens its product; Buy goes to the brand in a new tab through the counted
    // click-out, only when there is a link.
    expect(within(rows[0]!).getByRole('link', { name: 'Linen Shirt' })).toHaveAttribute('href', '/products/p00002');
    const buy = within(rows[0]!).getByRole('link', { name: /Buy Linen Shirt/ });
    expect(buy).toHaveAttribute('href', '/out/p00002?from=cart');
    expect(buy).toHaveAttribute('target', '_blank');
    expect(buy).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(rows[1]!).queryByRole('link', { name: /Buy/ })).toBeNull();
  });

  it('shows a product gone from its feed as "Currently unavailable", with no Buy link', async () => {
    serve(() => json(200, [{ ...items[0]!, available: false }, items[1]]));
    renderCart();
    const rows = await screen.findAllByTestId('cart-item');
    expect(within(rows[0]!).getByText('Currently unavailable')).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('link', { name: /Buy/ })).toBeNull();
    expect(within(rows[0]!).getByRole('button', { name: 'Remove Linen Shirt' })).toBeEnabled();
    expect(within(rows[1]!).queryByText('Currently unavailable')).toBeNull();
  });

  it('groups large totals the Indian way, with paise', async () => {
    serve(() =>
      json(200, [
        { ...items[0]!, price: 61728, quantity: 2 },
        { ...items[1]!, price: 0.5, quantity: 1 },
      ]),
    );
    renderCart();
    expect(await screen.findByTestId('cart-total')).toHaveTextContent('₹1,23,456.50');
  });

  it('shows the empty state with a way home', async () => {
    serve(() => json(200, []));
    renderCart();
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/home');
  });

  it('treats a 404 on load as an empty cart (after trying /api/cart)', async () => {
    serve(() => json(404, { message: 'Not found' }));
    renderCart();
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/cart', '/api/cart']);
  });

  it('shows the load error with Logout and Go Home', async () => {
    serve(() => json(500, { message: 'boom' }));
    renderCart();
    expect(await screen.findByText('Failed to load cart. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/home');
  });

  it('on 401 clears both tokens and goes to /login with the session-expired alert', async () => {
    localStorage.setItem('token', 'token-token-token-token');
    serve(() => json(401, { message: 'Session expired. Please login again.' }));
    const router = renderCart();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.getByText('Session expired. Please login again.')).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('removes an item, dimming its row while it goes', async () => {
    let releaseRemove!: () => void;
    const removeGate = new Promise<void>((r) => (releaseRemove = r));
    localStorage.setItem('addedToCart', JSON.stringify(['p00001', 'p00002']));
    serve(async ({ method }) => {
      if (method === 'DELETE') {
        await removeGate;
        return json(200, { message: 'Item removed from cart.' });
      }
      return json(200, items);
    });
    renderCart();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Linen Shirt' }));
    const row = screen.getAllByTestId('cart-item')[0]!;
    expect(row).toHaveAttribute('aria-busy', 'true');
    expect(row.className).toContain('opacity-40');
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', path: '/cart/remove/p00002' });
    act(() => releaseRemove());
    await waitFor(() => expect(screen.getAllByTestId('cart-item')).toHaveLength(1));
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₹1,598.00');
    expect(JSON.parse(localStorage.getItem('addedToCart')!)).toEqual(['p00001']);
  });

  it("says 'Item not found in cart.' on a 404 remove and reloads the cart", async () => {
    let loads = 0;
    serve(({ method }) => {
      if (method === 'DELETE') return json(404, { message: 'Item not found in cart.' });
      loads++;
      return json(200, loads === 1 ? items : items.slice(1));
    });
    renderCart();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Remove Linen Shirt' }));
    expect(await screen.findByText('Item not found in cart.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('cart-item')).toHaveLength(1));
  });

  it('says the remove failed on other errors and keeps the row', async () => {
    serve(({ method }) => (method === 'DELETE' ? json(500, {}) : json(200, items)));
    renderCart();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Remove Floral Dress' }));
    expect(await screen.findByText('Failed to remove item. Please try again.')).toBeInTheDocument();
    expect(screen.getAllByTestId('cart-item')).toHaveLength(2);
    expect(screen.getAllByTestId('cart-item')[1]).toHaveAttribute('aria-busy', 'false');
  });

  it('clears the cart only after confirmation', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    serve(({ method }) =>
      method === 'DELETE' ? json(200, { message: 'Cart cleared successfully' }) : json(200, items),
    );
    renderCart();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Clear Cart' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to clear your entire cart?');
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Clear Cart' }));
    expect(await screen.findByText('Cart cleared successfully')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/cart/clear']);
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
  });

  it('says the clear failed', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    serve(({ method }) => (method === 'DELETE' ? json(503, {}) : json(200, items)));
    renderCart();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Clear Cart' }));
    expect(await screen.findByText('Failed to clear cart. Please try again.')).toBeInTheDocument();
    expect(screen.getAllByTestId('cart-item')).toHaveLength(2);
  });
});
