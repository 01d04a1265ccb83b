import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countOf, fakeServer } from '../../../test/fake-server';
import { signIn } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-app';
import { FriendsListRoute } from './friends-list';

const PATH = '/profile/friends-list';
const zoya = { friendId: 'f-zoya', friendName: 'Zoya', cartProducts: [{ id: 'p1' }, { id: 'p2' }] };
const bela = { friendId: 'f-bela', friendName: 'Bela', cartProducts: [] };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('my friends', () => {
  it('without a token shows Not logged in', () => {
    renderScreen(<FriendsListRoute />, { path: PATH });
    expect(screen.getByRole('heading', { name: 'Not logged in' })).toBeInTheDocument();
  });

  it('lists friends once each, with item counts or Cart is empty, and View Cart links', async () => {
    signIn();
    fakeServer(() => ({ body: [zoya, bela, { ...zoya, friendName: 'Zoya again' }] }));
    renderScreen(<FriendsListRoute />, { path: PATH });
    expect(await screen.findByText('Friends (2)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'MY FRIENDS' })).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: 'Friends' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('2 items in cart');
    expect(rows[1]).toHaveTextContent('Cart is empty');
    expect(within(rows[0]!).getByRole('link', { name: 'View Cart' })).toHaveAttribute(
      'href',
      '/profile/friends-carts?friendId=f-zoya',
    );
    expect(screen.queryByText('Zoya again')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Friends' })).toHaveAttribute('href', '/profile/search-friends');
  });

  it('Remove asks first; declining changes nothing; accepting removes the row', async () => {
    signIn();
    let friends = [zoya, bela];
    const requests = fakeServer(({ method, path }) => {
      if (method === 'DELETE' && path === '/api/friends/f-zoya') {
        friends = [bela];
        return { body: { message: 'Friend removed' } };
      }
      return { body: friends };
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderScreen(<FriendsListRoute />, { path: PATH });
    const row = (await screen.findByText('Zoya')).closest('li')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Remove' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to remove this friend?');
    expect(countOf(requests, 'DELETE', '/api/friends/f-zoya')).toBe(0);
    await userEvent.click(within(row).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Friends (1)')).toBeInTheDocument();
    expect(screen.queryByText('Zoya')).not.toBeInTheDocument();
    expect(countOf(requests, 'DELETE', '/api/friends/f-zoya')).toBe(1);
  });

  it('a failed removal says Failed to remove friend', async () => {
    signIn();
    fakeServer(({ method }) => (method === 'DELETE' ? { status: 500, body: {} } : { body: [zoya] }));
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderScreen(<FriendsListRoute />, { path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Failed to remove friend')).toBeInTheDocument();
  });

  it('empty: No friends found with Search Friends', async () => {
    signIn();
    fakeServer(() => ({ body: [] }));
    renderScreen(<FriendsListRoute />, { path: PATH });
    expect(await screen.findByText('No friends found')).toBeInTheDocument();
    expect(screen.getByText('Start by searching for friends to add them')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search Friends' })).toHaveAttribute('href', '/profile/search-friends');
  });

  it('a failed load: Failed to fetch friends, Back to Profile', async () => {
    signIn();
    fakeServer(() => ({ status: 500, body: {} }));
    renderScreen(<FriendsListRoute />, { path: PATH });
    expect(await screen.findByText('Failed to fetch friends')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Profile' })).toHaveAttribute('href', '/profile');
  });

  it('a 401 ends the session and goes to login', async () => {
    signIn();
    fakeServer(() => ({ status: 401, body: { message: 'Session expired. Please login again.' } }));
    renderScreen(<FriendsListRoute />, { path: PATH });
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});
