import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FRIENDS_POLL_MS, PENDING_FRIEND_REQUEST_TTL_MS } from '@store/shared/constants';
import { SOCIAL_TEXT } from '@store/shared/social-words';
import { countOf, fakeServer } from '../../../test/fake-server';
import { signIn } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-app';
import { SearchFriendsRoute } from './search-friends';

const PATH = '/profile/search-friends';
const priya = { id: 'u-priya', name: 'Priya', email: 'priya@example.com', isFriend: false, requestStatus: null };

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function searchFor(text: string) {
  const user = userEvent.setup();
  const box = screen.getByPlaceholderText('Enter exact username');
  await user.clear(box);
  if (text) await user.type(box, text);
  await user.click(screen.getByRole('button', { name: 'Search' }));
}

describe('search friends', () => {
  it('without a token shows Not logged in and calls nothing', () => {
    const requests = fakeServer(() => ({ body: [] }));
    renderScreen(<SearchFriendsRoute />, { path: PATH });
    expect(screen.getByRole('heading', { name: 'Not logged in' })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('a blank or whitespace query says so and makes no search call', async () => {
    signIn();
    const requests = fakeServer(({ path }) => (path === '/cart/friends' ? { body: [] } : { body: [priya] }));
    renderScreen(<SearchFriendsRoute />, { path: PATH });
    await searchFor('');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a username to search');
    await searchFor('   ');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a username to search');
    expect(countOf(requests, 'GET', '/api/friends/search')).toBe(0);
  });

  it('shows the empty-result texts', async () => {
    signIn();
    fakeServer(({ path }) => ({ body: path === '/cart/friends' ? [] : [] }));
    renderScreen(<SearchFriendsRoute />, { path: PATH });
    await searchFor('Nobody');
    expect(await screen.findByText('No users found with username "Nobody"')).toBeInTheDocument();
    expect(screen.getByText("Make sure you're searching for the exact username")).toBeInTheDocument();
  });

  it('Add Friend → Sending... → Request Sent, recorded in the local pending set', async () => {
    signIn();
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const requests = fakeServer(async ({ method, path }) => {
      if (method === 'POST') await gate;
      if (path === '/cart/friends') return { body: [] };
      if (path === '/api/friends/search') return { body: [priya] };
      if (method === 'POST' && path === '/api/friends/request/u-priya') return { status: 201, body: { message: 'ok' } };
      return undefined;
    });
    localStorage.setItem('rejectedFriendRequests', JSON.stringify(['u-priya', 'u-other']));
    renderScreen(<SearchFriendsRoute />, { path: PATH });
    await searchFor('priya');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Friend' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    expect(await screen.findByRole('button', { name: 'Request Sent' })).toBeDisabled();
    expect(JSON.parse(localStorage.getItem('pendingFriendRequests')!)).toEqual(['u-priya']);
    expect(Object.keys(JSON.parse(localStorage.getItem('pendingRequestsWithTime')!))).toEqual(['u-priya']);
    expect(JSON.parse(localStorage.getItem('rejectedFriendRequests')!)).toEqual(['u-other']);
    expect(countOf(requests, 'POST', '/api/friends/request/u-priya')).toBe(1);
  });

  it('a failed send shows the product message in a red box', async () => {
    signIn();
    fakeServer(({ method, path }) => {
      if (path === '/cart/friends') return { body: [] };
      if (path === '/api/friends/search') return { body: [priya] };
      if (method === 'POST') return { status: 500, body: { message: 'boom' } };
      return undefined;
    });
    renderScreen(<SearchFriendsRoute />, { path: PATH });
    await searchFor('priya');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Friend' }));
    expect(await screen.findByText('Failed to send friend request')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Friend' })).toBeEnabled();
  });

  it('a failed search shows Failed to search users', async () => {
    signIn();
    fakeServer(({ path }) => (path === '/cart/friends' ? { body: [] } : { status: 500, body: {} }));
    renderScreen(<SearchFriendsRoute />, { path: PATH });
    await searchFor('priya');
    expect(await screen.findByText('Failed to search users')).toBeInTheDocument();
  });

  it.each([
    ['isFriend from the server', 'Already Added', { ...priya, isFriend: true }, []],
    ['in my friends list', 'Already Added', priya, [{ friendId: 'u-priya', friendName: 'Priya', cartProducts: [] }]],
    ['PENDING from the server', 'Request Sent', { ...priya, requestStatus: 'PENDING' }, []],
  ])('%s → %s', async (_label, label, found, friends) => {
    signIn();
    fakeServer(({ path }) => ({ body: path === '/cart/friends' ? friends : [found] }));
    renderScreen(<SearchFriendsRoute />, { path: PATH });
    await searchFor('priya');
    expect(await screen.findByRole('button', { name: label })).toBeDisabled();
  });

  it('a local pending entry shows Request Sent until 24 hours pass', async () => {
    signIn();
    const now = Date.now();
    localStorage.setItem('pendingFriendRequests', JSON.stringify(['u-priya', 'u-old']));
    localStorage.setItem(
      'pendingRequestsWithTime',
      JSON.stringify({ 'u-priya': now - 1000, 'u-old': now - PENDING_FRIEND_REQUEST_TTL_MS - 1 }),
    );
    fakeServer(({ path }) =>
      path === '/cart/friends' ? { body: [] } : { body: [priya, { ...priya, id: 'u-old', email: 'old@example.com' }] },
    );
    renderScreen(<SearchFriendsRoute />, { path: PATH });
    await searchFor('priya');
    expect(await screen.findByRole('button', { name: 'Request Sent' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add Friend' })).toBeEnabled();
    expect(JSON.parse(localStorage.getItem('pendingFriendRequests')!)).toEqual(['u-priya']);
  });

  it('polls /cart/friends every 30 s while open, clears pending entries of new friends, stops on unmount', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    signIn();
    localStorage.setItem('pendingFriendRequests', JSON.stringify(['u-priya']));
    localStorage.setItem('pendingRequestsWithTime', JSON.stringify({ 'u-priya': Date.now() }));
    let friends: unknown[] = [];
    const requests = fakeServer(({ path }) => (path === '/cart/friends' ? { body: friends } : undefined));
    const view = renderScreen(<SearchFriendsRoute />, { path: PATH });
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(countOf(requests, 'GET', '/cart/friends')).toBe(1);

    friends = [{ friendId: 'u-priya', friendName: 'Priya', cartProducts: [] }];
    await act(() => vi.advanceTimersByTimeAsync(FRIENDS_POLL_MS));
    expect(countOf(requests, 'GET', '/cart/friends')).toBe(2);
    expect(JSON.parse(localStorage.getItem('pendingFriendRequests')!)).toEqual([]);
    expect(JSON.parse(localStorage.getItem('pendingRequestsWithTime')!)).toEqual({});

    await act(() => vi.advanceTimersByTimeAsync(FRIENDS_POLL_MS));
    expect(countOf(requests, 'GET', '/cart/friends')).toBe(3);

    view.unmount();
    await act(() => vi.advanceTimersByTimeAsync(FRIENDS_POLL_MS * 4));
    expect(countOf(requests, 'GET', '/cart/friends')).toBe(3);
  });

  it('Enter in the box searches too', async () => {
    signIn();
    const requests = fakeServer(({ path }) => ({ body: path === '/cart/friends' ? [] : [priya] }));
    renderScreen(<SearchFriendsRoute />, { path: PATH });
    const box = screen.getByPlaceholderText('Enter exact username');
    fireEvent.input(box, { target: { value: 'Priya' } });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(requests.some((c) => c.search === '?query=Priya')).toBe(true));
    expect(await screen.findByText('priya@example.com')).toBeInTheDocument();
  });

  it('Block on a search result sends the search that found the person (ADR 2612)', async () => {
    signIn();
    const requests = fakeServer(({ method, path }) => {
      if (path === '/cart/friends') return { body: [] };
      if (path === '/api/friends/search') return { body: [priya] };
      if (method === 'POST' && path === '/api/friends/block/u-priya') return { body: { message: 'User blocked' } };
      return undefined;
    });
    renderScreen(<SearchFriendsRoute />, { path: PATH });
    await searchFor('priya@example.com');
    await userEvent.click(await screen.findByRole('button', { name: 'Block Priya' }));
    // The store's own dialog asks first; Cancel changes nothing.
    const dialog = await screen.findByRole('dialog', { name: SOCIAL_TEXT.confirmBlock('Priya') });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(countOf(requests, 'POST', '/api/friends/block/u-priya')).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Block Priya' }));
    const again = await screen.findByRole('dialog', { name: SOCIAL_TEXT.confirmBlock('Priya') });
    await userEvent.click(within(again).getByRole('button', { name: SOCIAL_TEXT.block }));
    await waitFor(() => expect(countOf(requests, 'POST', '/api/friends/block/u-priya')).toBe(1));
    const block = requests.find((r) => r.path === '/api/friends/block/u-priya')!;
    expect(JSON.parse(block.body)).toEqual({ query: 'priya@example.com' });
  });
});
