import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '@store/shared/messages';
import { fakeServer } from '../../../test/fake-server';
import { ACCOUNT_LANDINGS, renderScreen } from '../../../test/render-app';
import { EMAIL_FALLBACK, NAME_FALLBACK, ProfileRoute } from './profile';

const signIn = () => {
  localStorage.setItem('authToken', 'tok-abcdefghijklmnop');
  localStorage.setItem('token', 'tok-abcdefghijklmnop');
  localStorage.setItem('user', '{"name":"Asha"}');
  localStorage.setItem('addedToCart', '["p1"]');
};

describe('/profile', () => {
  it("without a token: 'Not logged in' and a Login button, no call", () => {
    const requests = fakeServer(() => ({ status: 500 }));
    renderScreen(<ProfileRoute />, { routes: ACCOUNT_LANDINGS, path: '/profile' });
    expect(screen.getByText(MSG.notLoggedIn)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(requests).toHaveLength(0);
  });

  it('a spinner, then the name, e-mail and the four cards', async () => {
    signIn();
    const requests = fakeServer(() => ({ body: { id: 'u1', name: 'Asha Rao', email: 'asha@example.com' } }));
    renderScreen(<ProfileRoute />, { routes: ACCOUNT_LANDINGS, path: '/profile' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading profile');
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByText('asha@example.com')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'PROFILE' })).toBeInTheDocument();
    expect(requests[0]!.authorization).toBe('Bearer tok-abcdefghijklmnop');
    const nav = screen.getByRole('navigation', { name: 'Friends' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.querySelector('.font-semibold')?.textContent, a.getAttribute('href')])).toEqual([
      ['Search Friends', '/profile/search-friends'],
      ['My Friends', '/profile/friends-list'],
      ['Friend Requests', '/profile/friend-requests'],
      ["Friends' Carts", '/profile/friends-carts'],
    ]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Landed on /home')).toBeInTheDocument();
  });

  it('falls back when the name or e-mail is missing', async () => {
    signIn();
    fakeServer(() => ({ body: { id: 'u1', name: '', email: null } }));
    renderScreen(<ProfileRoute />, { routes: ACCOUNT_LANDINGS, path: '/profile' });
    expect(await screen.findByText(NAME_FALLBACK)).toBeInTheDocument();
    expect(screen.getByText(EMAIL_FALLBACK)).toBeInTheDocument();
  });

  it('a rejected token: Not logged in, the dead tokens dropped', async () => {
    signIn();
    fakeServer(() => ({ status: 401, body: { message: 'Session expired. Please login again.' } }));
    renderScreen(<ProfileRoute />, { routes: ACCOUNT_LANDINGS, path: '/profile' });
    expect(await screen.findByText(MSG.notLoggedIn)).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('authToken')).toBeNull());
  });

  it('Logout revokes the token on the server, clears all storage, says so and goes to /login', async () => {
    signIn();
    const requests = fakeServer((r) =>
      r.path === '/auth/user/logout'
        ? { status: 204 }
        : { body: { id: 'u1', name: 'Asha Rao', email: 'asha@example.com' } },
    );
    renderScreen(<ProfileRoute />, { routes: ACCOUNT_LANDINGS, path: '/profile' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Landed on /login')).toBeInTheDocument();
    expect(screen.getByText(MSG.loggedOut)).toBeInTheDocument();
    const logout = requests.find((r) => r.path === '/auth/user/logout')!;
    expect(logout).toMatchObject({ method: 'POST', authorization: 'Bearer tok-abcdefghijklmnop' });
    expect(localStorage.length).toBe(0);
  });
});
