import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server';
import { signIn } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-app';
import { FriendsCartsRoute } from './friends-carts';

const PATH = '/profile/friends-carts';
const zoya = {
  friendId: 'f-zoya',
  friendName: 'Zoya',
  cartProducts: [
    { id: 'p1', title: 'Rose Midi Dress', price: 2499, quantity: 2, imageUrl: '/images/p1' },
    { id: 'p2', title: '', price: undefined, quantity: 0, imageUrl: '' },
    { id: 'p3', title: 'Linen Shirt', price: 1299, quantity: 1, imageUrl: '/images/p3' },
  ],
};
const bela = { friendId: 'f-bela', friendName: 'Bela', cartProducts: [] };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const card = (name: string) => screen.getByRole('listitem', { name });

describe("friends' carts", () => {
  it('without a token shows Not logged in', () => {
    renderScreen(<FriendsCartsRoute />, { path: PATH });
    expect(screen.getByRole('heading', { name: 'Not logged in' })).toBeInTheDocument();
  });

  it('one card per friend, products with fallbacks, empty carts, and my cart marked Already Added', async () => {
    signIn();
    fakeServer(({ path }) => {
      if (path === '/cart/friends') return { body: [bela, zoya] };
      if (path === '/cart') return { body: [{ productId: 'p3', title: 'Linen Shirt', price: 1299, quantity: 1 }] };
      return undefined;
    });
    renderScreen(<FriendsCartsRoute />, { path: PATH });
    await screen.findByText('Zoya');
    expect(within(card('Bela')).getByText('0 item(s) in cart')).toBeInTheDocument();
    expect(within(card('Bela')).getByText('Cart is empty')).toBeInTheDocument();
    const z = card('Zoya');
    expect(within(z).getByText('3 item(s) in cart')).toBeInTheDocument();
    expect(within(z).getByText('Rose Midi Dress')).toBeInTheDocument();
    expect(within(z).getByText('₹2,499')).toBeInTheDocument();
    expect(within(z).getByText('Qty: 2')).toBeInTheDocument();
    expect(within(z).getByText('Product Name')).toBeInTheDocument();
    expect(within(z).getByText('₹0')).toBeInTheDocument();
    expect(within(z).getAllByText('Qty: 1')).toHaveLength(2);
    expect(await within(z).findByRole('button', { name: 'Already Added' })).toBeDisabled();
    expect(within(z).getAllByRole('button', { name: 'Add to My Cart' })).toHaveLength(2);
  });

  it('Buy Now leaves through the counted click-out; a product gone from its feed is shown as unavailable', async () => {
    signIn();
    const gone = { id: 'p9', title: 'Old Kurta', price: 999, quantity: 1, imageUrl: '', available: false };
    fakeServer(({ path }) => {
      if (path === '/cart/friends') return { body: [{ ...zoya, cartProducts: [zoya.cartProducts[0], gone] }] };
      if (path === '/cart') return { body: [] };
      return undefined;
    });
    renderScreen(<FriendsCartsRoute />, { path: PATH });
    const row = (await screen.findByText('Rose Midi Dress')).closest('li')!;
    const buy = within(row).getByRole('link', { name: /Buy Now: Rose Midi Dress/ });
    expect(buy).toHaveAttribute('href', '/out/p1?from=friends-cart');
    expect(buy).toHaveAttribute('target', '_blank');
    expect(buy).toHaveAttribute('rel', 'noopener noreferrer');
    const goneRow = screen.getByText('Old Kurta').closest('li')!;
    expect(within(goneRow).getByText('Currently unavailable')).toBeInTheDocument();
    expect(within(goneRow).getByRole('button', { name: 'Add to My Cart' })).toBeDisabled();
    expect(within(goneRow).getByRole('button', { name: 'Buy Now' })).toBeDisabled();
    expect(within(goneRow).queryByRole('link')).toBeNull();
  });

  it('Add to My Cart sends an empty body, shows Adding..., then Already Added', async () => {
    signIn();
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const bodies: unknown[] = [];
    fakeServer(async ({ method, path, init }) => {
      if (method === 'POST') {
        bodies.push(init?.body);
        await gate;
      }
      if (path === '/cart/friends') return { body: [zoya] };
      if (path === '/cart') return { body: [] };
      if (method === 'POST' && path === '/cart/add/p1')
        return { status: 201, body: { message: 'Added to cart successfully!' } };
      return undefined;
    });
    renderScreen(<FriendsCartsRoute />, { path: PATH });
    const row = (await screen.findByText('Rose Midi Dress')).closest('li')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Add to My Cart' }));
    expect(within(row).getByRole('button', { name: 'Adding...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Added to cart successfully!')).toBeInTheDocument();
    expect(await within(row).findByRole('button', { name: 'Already Added' })).toBeDisabled();
    expect(bodies).toEqual([undefined]);
  });

  it.each([
    [409, { message: 'Product is already in your cart!' }, 'Product is already in your cart!', true],
    [404, { message: 'Product not found' }, 'Product not found. Please refresh.', false],
    [400, { message: 'quantity: Too big' }, 'quantity: Too big', false],
    [500, {}, 'Failed to add to cart. Please try again.', false],
  ])('a %s answer alerts the product message', async (status, body, message, markedAdded) => {
    signIn();
    fakeServer(({ method, path }) => {
      if (path === '/cart/friends') return { body: [zoya] };
      if (path === '/cart') return { body: [] };
      if (method === 'POST') return { status, body };
      return undefined;
    });
    renderScreen(<FriendsCartsRoute />, { path: PATH });
    const row = (await screen.findByText('Rose Midi Dress')).closest('li')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Add to My Cart' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(
      within(row).getByRole('button', { name: markedAdded ? 'Already Added' : 'Add to My Cart' }),
    ).toBeInTheDocument();
  });

  it('reads friendId: scrolls to that card and highlights it', async () => {
    signIn();
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    fakeServer(({ path }) => ({ body: path === '/cart/friends' ? [bela, zoya] : [] }));
    renderScreen(<FriendsCartsRoute />, { path: PATH, url: `${PATH}?friendId=f-zoya` });
    await screen.findByText('Zoya');
    expect(card('Zoya')).toHaveAttribute('data-highlighted', 'true');
    expect(card('Bela')).not.toHaveAttribute('data-highlighted');
    expect(scrolled).toEqual(['friend-cart-f-zoya']);
    expect(card('Zoya')).toHaveFocus();
  });

  it("no friends: No Friends' Carts Available with Add More Friends", async () => {
    signIn();
    fakeServer(() => ({ body: [] }));
    renderScreen(<FriendsCartsRoute />, { path: PATH });
    expect(await screen.findByText("No Friends' Carts Available")).toBeInTheDocument();
    expect(screen.getByText("Your friends haven't added any items to their carts yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add More Friends' })).toHaveAttribute('href', '/profile/search-friends');
  });

  it('a failed load: Failed to fetch friends carts, Back to Profile', async () => {
    signIn();
    fakeServer(({ path }) => (path === '/cart/friends' ? { status: 500, body: {} } : { body: [] }));
    renderScreen(<FriendsCartsRoute />, { path: PATH });
    expect(await screen.findByText('Failed to fetch friends carts')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Profile' })).toHaveAttribute('href', '/profile');
  });
});
