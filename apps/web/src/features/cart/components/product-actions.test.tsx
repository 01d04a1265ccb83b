// Add to Cart and Buy Now: the in-cart flag, every add-to-cart answer of docs/product.md (Adding to the cart), the
// signed-out path through /login and finishing the action on the way back.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@store/shared/product';
import type { ResumeState } from '../../../lib/login-redirect';
import { ProductActions } from './product-actions';
import { fakeServer, type FakeHandler, type FakeRequest } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

const json = (status: number, body: unknown) => ({ status, body });
let calls: FakeRequest[] = [];

function serve(handler: FakeHandler) {
  calls = fakeServer(handler);
}

const product: Product = {
  id: 'p00007',
  title: 'Ruffled Midi Dress',
  brand: 'Zara',
  gender: 'women',
  price: 2290,
  originalPrice: 2990,
  discount: 23,
  rating: 4.2,
  category: 'Party',
  material: 'Viscose',
  size: 'M',
  sizes: ['M'],
  color: 'Black',
  description: 'A dress.',
  imageUrl: '/images/p00007-0',
  additionalImages: [],
  url: 'https://www.zara.com/in/en/ruffled-midi-dress-p01234567.html',
  available: true,
};

function LocationProbe() {
  const location = useLocation();
  return <pre data-testid="location">{JSON.stringify({ path: location.pathname, state: location.state })}</pre>;
}

function renderActions(p: Product = product, state?: ResumeState) {
  const { router } = renderApp(
    [
      { path: '/products/:id', element: <ProductActions product={p} /> },
      { path: '*', element: <LocationProbe /> },
    ],
    { url: `/products/${p.id || 'x'}`, state },
  );
  return router;
}

const signIn = () => {
  localStorage.setItem('authToken', 'token-token-token-token');
  localStorage.setItem('token', 'token-token-token-token');
};
const cartWith = (ids: string[]) =>
  ids.map((id) => ({ productId: id, title: 't', imageUrl: '', price: 1, quantity: 1, url: '' }));

describe('ProductActions', () => {
  beforeEach(() => vi.spyOn(window, 'open').mockReturnValue(null));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  describe('signed out', () => {
    beforeEach(() => serve(() => json(500, {})));

    it('Add to Cart goes to /login carrying the origin, the action and the product', async () => {
      const router = renderActions();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Add to Cart' }));
      expect(router.state.location.pathname).toBe('/login');
      expect(router.state.location.state).toEqual({
        from: '/products/p00007',
        action: 'addToCart',
        product: { id: product.id, title: product.title, url: product.url },
      });
      expect(calls).toEqual([]);
    });

    it('Buy Now goes to /login with the buyNow action', async () => {
      const router = renderActions();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Buy Now' }));
      expect(router.state.location.state).toMatchObject({ from: '/products/p00007', action: 'buyNow' });
      expect(window.open).not.toHaveBeenCalled();
    });

    it('reads the in-cart flag from the stored addedToCart list', () => {
      localStorage.setItem('addedToCart', JSON.stringify(['p00007']));
      renderActions();
      expect(screen.getByRole('button', { name: 'Already Added to Cart' })).toBeDisabled();
    });
  });

  describe('signed in', () => {
    beforeEach(signIn);

    it('reads the in-cart flag from the server cart, not the stored list', async () => {
      localStorage.setItem('addedToCart', JSON.stringify([]));
      serve(() => json(200, cartWith(['p00007'])));
      renderActions();
      expect(await screen.findByRole('button', { name: 'Already Added to Cart' })).toBeDisabled();
    });

    it("adds with {quantity:1}: 'Adding...', then the alert and 'Already Added to Cart'", async () => {
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      serve(async ({ method }) => {
        if (method === 'POST') {
          await gate;
          return json(201, { message: 'Added to cart successfully!' });
        }
        return json(200, calls.some((c) => c.method === 'POST') ? cartWith(['p00007']) : []);
      });
      renderActions();
      const button = await screen.findByRole('button', { name: 'Add to Cart' });
      await waitFor(() => expect(button).toBeEnabled());
      await userEvent.setup().click(button);
      expect(screen.getByRole('button', { name: 'Adding...' })).toBeDisabled();
      act(() => release());
      expect(await screen.findByText('Added to cart successfully!')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Already Added to Cart' })).toBeDisabled();
      const post = calls.find((c) => c.method === 'POST')!;
      expect(post.path).toBe('/cart/add/p00007');
      expect(JSON.parse(post.body!)).toEqual({ quantity: 1 });
      expect(JSON.parse(localStorage.getItem('addedToCart')!)).toEqual(['p00007']);
    });

    it.each([
      [404, { message: 'Product not found' }, 'Product not found. Please refresh the page.'],
      [
        400,
        { message: 'quantity: must be a whole number from 1 to 10' },
        'quantity: must be a whole number from 1 to 10',
      ],
      [400, {}, 'Invalid request.'],
      [500, { message: 'Database on fire' }, 'Database on fire'],
      [503, {}, 'Failed to add to cart. Please try again.'],
    ])('answers %i %j with %s', async (status, body, message) => {
      serve(({ method }) => (method === 'POST' ? json(status, body) : json(200, [])));
      renderActions();
      const button = await screen.findByRole('button', { name: 'Add to Cart' });
      await waitFor(() => expect(button).toBeEnabled());
      await userEvent.setup().click(button);
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    });

    it('a 409 says it is already in the cart and marks it so', async () => {
      serve(({ method }) =>
        method === 'POST' ? json(409, { message: 'Product is already in your cart!' }) : json(200, []),
      );
      renderActions();
      const button = await screen.findByRole('button', { name: 'Add to Cart' });
      await waitFor(() => expect(button).toBeEnabled());
      await userEvent.setup().click(button);
      expect(await screen.findByText('Product is already in your cart!')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Already Added to Cart' })).toBeDisabled();
    });

    it('a 401 clears both tokens and goes to /login saying the session expired', async () => {
      serve(({ method }) => (method === 'POST' ? json(401, { message: 'x' }) : json(200, [])));
      const router = renderActions();
      const button = await screen.findByRole('button', { name: 'Add to Cart' });
      await waitFor(() => expect(button).toBeEnabled());
      await userEvent.setup().click(button);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(screen.getByText('Session expired. Please login again.')).toBeInTheDocument();
      expect(localStorage.getItem('authToken')).toBeNull();
      expect(localStorage.getItem('token')).toBeNull();
    });

    it("a product without an id says 'Product ID is missing!'", async () => {
      serve(() => json(200, []));
      renderActions({ ...product, id: '' });
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Add to Cart' }));
      expect(await screen.findByText('Product ID is missing!')).toBeInTheDocument();
      expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    });

    it("Buy Now opens the brand's page in a new tab through the counted click-out", async () => {
      serve(() => json(200, []));
      renderActions();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Buy Now' }));
      expect(window.open).toHaveBeenCalledWith('/out/p00007?from=product', '_blank', 'noopener,noreferrer');
    });

    it('an unavailable product says "Currently unavailable" and offers neither Add to Cart nor Buy Now', async () => {
      serve(() => json(200, []));
      renderActions({ ...product, available: false });
      expect(await screen.findByText('Currently unavailable')).toBeInTheDocument();
      const addButton = screen.getByRole('button', { name: 'Add to Cart' });
      const buyButton = screen.getByRole('button', { name: 'Buy Now' });
      expect(addButton).toBeDisabled();
      expect(buyButton).toBeDisabled();
      await userEvent.setup().click(buyButton);
      expect(window.open).not.toHaveBeenCalled();
      expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    });

    it('Buy Now without a link says so', async () => {
      serve(() => json(200, []));
      renderActions({ ...product, url: '' });
      await userEvent.setup().click(screen.getByRole('button', { name: 'Buy Now' }));
      expect(await screen.findByText('Buy URL not available for this product.')).toBeInTheDocument();
      expect(window.open).not.toHaveBeenCalled();
    });
  });

  describe('back from /login', () => {
    beforeEach(signIn);

    it('finishes Add to Cart once and drops the flag from the history entry', async () => {
      serve(({ method }) =>
        method === 'POST' ? json(201, { message: 'Added to cart successfully!' }) : json(200, []),
      );
      const router = renderActions(product, {
        addToCartAfterLogin: true,
        product: { id: product.id, title: product.title, url: product.url },
      });
      expect(await screen.findByText('Added to cart successfully!')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Already Added to Cart' })).toBeDisabled();
      expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
      expect(router.state.location.state).toEqual({
        product: { id: product.id, title: product.title, url: product.url },
      });
    });

    it('does not finish an action meant for another product', async () => {
      serve(() => json(200, []));
      renderActions(product, { addToCartAfterLogin: true, product: { id: 'p99999' } });
      await screen.findByRole('button', { name: 'Add to Cart' });
      await new Promise((r) => setTimeout(r, 50));
      expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    });

    it('offers a "Continue to <brand>" link after Buy Now (no popup without a click)', async () => {
      serve(() => json(200, []));
      renderActions(product, { buyNowAfterLogin: true, product: { id: product.id, url: product.url } });
      const link = await screen.findByRole('link', { name: /Continue to Zara/ });
      expect(link).toHaveAttribute('href', '/out/p00007?from=product');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(window.open).not.toHaveBeenCalled();
    });
  });
});
