// The shop-with-friends screens and parts against canned server replies: the wishlist (Move to
// Cart, Remove, friends' opinions), the activity feed (marks seen), blocked users (Unblock), the
// heart (signed out goes to /login), Share's fallback sheet and Send to friends, and voting.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SOCIAL_TEXT } from '@store/shared/social-words';
import { OpinionForm } from '../../../features/social/components/opinion-form';
import { ShareButtons } from '../../../features/social/components/share-button';
import { WishlistHeart } from '../../../features/social/components/wishlist-heart';
import { byUrl, fakeServer } from '../../../test/fake-server';
import { fakeProduct, signIn } from '../../../test/fixtures';
import { renderApp, renderAt } from '../../../test/render-app';
import { ActivityRoute } from './activity';
import { BlockedUsersRoute } from './blocked-users';
import { WishlistRoute } from './wishlist';

const bodyOf = (init?: RequestInit) => (init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('wishlist screen', () => {
  it('not signed in: Not logged in with a way in', () => {
    renderAt('/profile/wishlist', '/profile/wishlist', <WishlistRoute />);
    expect(screen.getByRole('heading', { name: 'Not logged in' })).toBeInTheDocument();
  });

  it("lists items with friends' tally and comments; Move to Cart adds then removes; Remove removes", async () => {
    signIn();
    const kurta = fakeProduct({ title: 'Indigo Kurta' });
    const saree = fakeProduct({ title: 'Silk Saree' });
    let list = [
      {
        ...kurta,
        opinions: {
          up: 2,
          down: 1,
          comments: [{ name: 'Zoya', vote: 'up', comment: 'Gorgeous', at: '2026-01-01T00:00:00Z' }],
        },
      },
      { ...saree, opinions: { up: 0, down: 0, comments: [] } },
    ];
    const calls = fakeServer(
      byUrl({
        '/api/wishlist/': ({ url, init }) => {
          if (init?.method === 'DELETE') list = list.filter((p) => !url.endsWith(`/${p.id}`));
          return { body: { message: 'ok' } };
        },
        '/api/wishlist': () => ({ body: list }),
        '/cart/add/': { status: 201, body: { message: 'Added to cart successfully!' } },
        '/cart': { body: [] },
      }),
    );
    renderAt('/profile/wishlist', '/profile/wishlist', <WishlistRoute />);
    const rows = await screen.findAllByTestId('wishlist-item');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('👍 2 · 👎 1')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/Gorgeous/)).toBeInTheDocument();
    expect(within(rows[1]!).queryByTestId('opinions')).toBeNull();

    await userEvent.click(within(rows[0]!).getByRole('button', { name: SOCIAL_TEXT.moveToCart }));
    await waitFor(() => expect(screen.getAllByTestId('wishlist-item')).toHaveLength(1));
    expect(calls.some((c) => c.url.includes(`/cart/add/${kurta.id}`))).toBe(true);
    expect(calls.some((c) => c.url.endsWith(`/api/wishlist/${kurta.id}`) && c.init?.method === 'DELETE')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: SOCIAL_TEXT.remove }));
    expect(await screen.findByRole('heading', { name: SOCIAL_TEXT.emptyWishlist })).toBeInTheDocument();
  });
});

describe('activity screen', () => {
  it('newest first, each linking where it belongs, and opening it marks everything seen', async () => {
    signIn();
    const from = { id: 'u-1', name: 'Meera' };
    const calls = fakeServer(
      byUrl({
        '/api/activity/seen': { body: { message: 'ok' } },
        '/api/activity': {
          body: {
            unseen: 2,
            items: [
              {
                type: 'opinion',
                at: '2026-01-04T00:00:00Z',
                from,
                productId: 'p-w',
                title: 'Indigo Anarkali Kurta',
                imageUrl: '/images/p-w.jpg',
                vote: 'down',
                note: 'Not your colour',
              },
              {
                type: 'share',
                at: '2026-01-03T00:00:00Z',
                from,
                productId: 'p-s',
                title: 'Zari Silk Saree',
                imageUrl: '/images/p-s.jpg',
                note: 'For Diwali?',
              },
              { type: 'request-accepted', at: '2026-01-02T00:00:00Z', from },
              { type: 'friend-request', at: '2026-01-01T00:00:00Z', from },
            ],
          },
        },
        '/api/wishlist': { body: [{ ...fakeProduct({ id: 'p-w' }), opinions: { up: 0, down: 1, comments: [] } }] },
      }),
    );
    renderAt('/profile/activity', '/profile/activity', <ActivityRoute />);
    const items = await screen.findAllByTestId('activity-item');
    expect(items.map((i) => within(i).getByRole('link').getAttribute('href'))).toEqual([
      '/profile/wishlist',
      '/products/p-s',
      '/profile/friends-carts?friendId=u-1',
      '/profile/friend-requests',
    ]);
    expect(screen.getByText(SOCIAL_TEXT.activityOpinion('Meera', 'down'))).toBeInTheDocument();
    expect(screen.getByText('“For Diwali?”')).toBeInTheDocument();
    // Rows about a product name it and show its picture; rows about a friend have neither.
    expect(items.map((i) => within(i).queryByTestId('activity-product')?.textContent ?? null)).toEqual([
      'Indigo Anarkali Kurta',
      'Zari Silk Saree',
      null,
      null,
    ]);
    expect(items.map((i) => i.querySelector('img')?.getAttribute('src') ?? null)).toEqual([
      '/images/p-w.jpg?w=480',
      '/images/p-s.jpg?w=480',
      null,
      null,
    ]);
    await waitFor(() => expect(calls.filter((c) => c.url.includes('/api/activity/seen'))).toHaveLength(1));
  });

  it('nothing yet: the empty state, and nothing to mark', async () => {
    signIn();
    const calls = fakeServer(
      byUrl({ '/api/activity': { body: { unseen: 0, items: [] } }, '/api/wishlist': { body: [] } }),
    );
    renderAt('/profile/activity', '/profile/activity', <ActivityRoute />);
    expect(await screen.findByRole('heading', { name: SOCIAL_TEXT.noActivity })).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/seen'))).toBe(false);
  });
});

describe('blocked users', () => {
  it('lists them with Unblock', async () => {
    signIn();
    let blocked = [{ id: 'u-9', name: 'Rohan' }];
    const calls = fakeServer(
      byUrl({
        '/api/friends/blocked': () => ({ body: blocked }),
        '/api/friends/block/u-9': () => {
          blocked = [];
          return { body: { message: SOCIAL_TEXT.unblocked } };
        },
      }),
    );
    renderAt('/profile/blocked', '/profile/blocked', <BlockedUsersRoute />);
    await userEvent.click(await screen.findByRole('button', { name: 'Unblock Rohan' }));
    expect(await screen.findByRole('heading', { name: SOCIAL_TEXT.noBlockedUsers })).toBeInTheDocument();
    expect(calls.find((c) => c.url.includes('/block/u-9'))?.init?.method).toBe('DELETE');
  });
});

describe('the heart', () => {
  it('signed out: goes to /login carrying the product, as Add to Cart does', async () => {
    fakeServer(byUrl({}));
    const product = fakeProduct({ title: 'Rose Lehenga' });
    renderApp(
      [
        { path: '/products/:id', element: <WishlistHeart product={product} /> },
        { path: '/login', element: <p>Login screen</p> },
      ],
      { url: `/products/${product.id}` },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Wishlist: Rose Lehenga' }));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
  });

  it('back from login with wishlistAfterLogin: saves the product once', async () => {
    signIn();
    const product = fakeProduct();
    const calls = fakeServer(
      byUrl({
        [`/api/wishlist/${product.id}`]: { status: 201, body: { message: SOCIAL_TEXT.addedToWishlist } },
        '/api/wishlist': { body: [] },
      }),
    );
    renderAt(`/products/${product.id}`, '/products/:id', <WishlistHeart product={product} />, {
      wishlistAfterLogin: true,
      product: { id: product.id },
    });
    await waitFor(() =>
      expect(
        calls.filter((c) => c.url.endsWith(`/api/wishlist/${product.id}`) && c.init?.method === 'POST'),
      ).toHaveLength(1),
    );
  });

  it('signed in: pressed when saved; a tap takes it out', async () => {
    signIn();
    const product = fakeProduct({ title: 'Linen Shirt' });
    const calls = fakeServer(
      byUrl({
        [`/api/wishlist/${product.id}`]: { body: { message: 'ok' } },
        '/api/wishlist': { body: [{ ...product, opinions: { up: 0, down: 0, comments: [] } }] },
      }),
    );
    renderAt(`/products/${product.id}`, '/products/:id', <WishlistHeart product={product} />);
    const heart = screen.getByRole('button', { name: 'Wishlist: Linen Shirt' });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(heart);
    await waitFor(() =>
      expect(calls.some((c) => c.url.endsWith(`/api/wishlist/${product.id}`) && c.init?.method === 'DELETE')).toBe(
        true,
      ),
    );
  });
});

describe('share', () => {
  it('without the Web Share API: a sheet with Copy link, WhatsApp and Send to friends', async () => {
    signIn();
    const product = fakeProduct({ title: 'Mirror Work Dupatta', price: 899 });
    const calls = fakeServer(
      byUrl({
        '/cart/friends': {
          body: [{ friendId: '11111111-1111-4111-8111-111111111111', friendName: 'Asha', cartProducts: [] }],
        },
        '/api/shares': { status: 201, body: { message: SOCIAL_TEXT.shareSent } },
      }),
    );
    renderAt(`/products/${product.id}`, '/products/:id', <ShareButtons product={product} />);
    await userEvent.click(screen.getByRole('button', { name: SOCIAL_TEXT.share }));
    const sheet = screen.getByRole('dialog', { name: SOCIAL_TEXT.shareTitle });
    expect(within(sheet).getByRole('button', { name: SOCIAL_TEXT.copyLink })).toBeInTheDocument();
    const whatsapp = within(sheet).getByRole('link', { name: SOCIAL_TEXT.whatsapp });
    expect(decodeURIComponent(whatsapp.getAttribute('href')!)).toContain(
      `Mirror Work Dupatta — ₹899 http://localhost:3000/products/${product.id}`.replace(
        'http://localhost:3000',
        window.location.origin,
      ),
    );

    await userEvent.click(within(sheet).getByRole('button', { name: SOCIAL_TEXT.sendToFriends }));
    const form = await screen.findByRole('form', { name: SOCIAL_TEXT.sendToFriends });
    await userEvent.click(within(form).getByRole('button', { name: SOCIAL_TEXT.send }));
    expect(within(form).getByRole('alert')).toHaveTextContent(SOCIAL_TEXT.pickAFriend);
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Asha' }));
    await userEvent.type(within(form).getByPlaceholderText(SOCIAL_TEXT.notePlaceholder), 'For the sangeet');
    await userEvent.click(within(form).getByRole('button', { name: SOCIAL_TEXT.send }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = calls.find((c) => c.url.includes('/api/shares'));
    expect(bodyOf(sent?.init)).toEqual({
      productId: product.id,
      friendIds: ['11111111-1111-4111-8111-111111111111'],
      note: 'For the sangeet',
    });
  });

  it('with the Web Share API: the phone’s own sheet gets the title, price and link', async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { share }));
    fakeServer(byUrl({}));
    const product = fakeProduct({ title: 'Bandhani Saree', price: 2450 });
    renderAt(`/products/${product.id}`, '/products/:id', <ShareButtons product={product} />);
    await userEvent.click(screen.getByRole('button', { name: SOCIAL_TEXT.share }));
    expect(share).toHaveBeenCalledWith({
      title: 'Bandhani Saree',
      text: 'Bandhani Saree — ₹2,450',
      url: `${window.location.origin}/products/${product.id}`,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe("a friend's opinion", () => {
  it('👍 with a comment is PUT for that owner and item; a long comment cannot be typed', async () => {
    signIn();
    const calls = fakeServer(byUrl({ '/api/opinions/': { body: { message: SOCIAL_TEXT.opinionSaved } } }));
    renderAt('/x', '/x', <OpinionForm ownerId="owner-1" productId="p-1" title="Kurta" />);
    const input = screen.getByPlaceholderText(SOCIAL_TEXT.commentPlaceholder);
    expect(input).toHaveAttribute('maxLength', '140');
    await userEvent.type(input, 'Love the colour');
    await userEvent.click(screen.getByRole('button', { name: SOCIAL_TEXT.voteUp }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: SOCIAL_TEXT.voteUp })).toHaveAttribute('aria-pressed', 'true'),
    );
    const put = calls.find((c) => c.url.includes('/api/opinions/owner-1/p-1'));
    expect(put?.init?.method).toBe('PUT');
    expect(bodyOf(put?.init)).toEqual({ vote: 'up', comment: 'Love the colour' });
  });
});
