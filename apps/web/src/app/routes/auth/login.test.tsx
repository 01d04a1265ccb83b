import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '@store/shared/messages';
import { VALIDATION } from '@store/shared/validation-words';
import type { LoginRedirectState } from '../../../lib/login-redirect';
import { fakeServer } from '../../../test/fake-server';
import { ACCOUNT_LANDINGS, renderScreen } from '../../../test/render-app';
import { LoginRoute } from './login';

const user = { id: 'u1', name: 'Asha Rao', email: 'asha@example.com' };

async function submit(email: string, password: string) {
  const u = userEvent.setup();
  if (email) await u.type(screen.getByLabelText('Email'), email);
  if (password) await u.type(screen.getByLabelText('Password'), password);
  await u.click(screen.getByRole('button', { name: 'Login' }));
}

describe('/login', () => {
  it('shows the required messages', async () => {
    renderScreen(<LoginRoute />, { routes: ACCOUNT_LANDINGS, path: '/login' });
    await submit('', '');
    expect(await screen.findByText(VALIDATION.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.passwordRequired)).toBeInTheDocument();
  });

  it('checks the e-mail format and the password length', async () => {
    renderScreen(<LoginRoute />, { routes: ACCOUNT_LANDINGS, path: '/login' });
    await submit('asha.example.com', '12345');
    expect(await screen.findByText(VALIDATION.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.passwordMinLogin)).toBeInTheDocument();
  });

  it("says 'Already logged in.' when a token is stored, and stays", async () => {
    localStorage.setItem('token', 'stored-token-123456');
    renderScreen(<LoginRoute />, { routes: ACCOUNT_LANDINGS, path: '/login' });
    expect(await screen.findAllByText(MSG.alreadyLoggedIn)).not.toHaveLength(0);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(MSG.alreadyLoggedIn);
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it("shows the server's message, or 'Invalid credentials' when offline", async () => {
    let offline = false;
    fakeServer(() => (offline ? 'offline' : { status: 401, body: { message: 'Wrong e-mail or password' } }));
    renderScreen(<LoginRoute />, { routes: ACCOUNT_LANDINGS, path: '/login' });
    await submit('asha@example.com', 'secret1');
    expect(await screen.findByText('Wrong e-mail or password')).toBeInTheDocument();
    offline = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(MSG.invalidCredentials)).toBeInTheDocument();
  });

  it('stores both tokens and the user, says so, and goes home after 1.5 s', async () => {
    const requests = fakeServer(() => ({
      body: { token: 'tok-abcdefghijklmnop', user, message: MSG.loginSuccessful },
    }));
    renderScreen(<LoginRoute />, { routes: ACCOUNT_LANDINGS, path: '/login' });
    await submit(' Asha@Example.com', 'secret1');
    expect((await screen.findAllByText(MSG.loginSuccessful)).length).toBeGreaterThan(0);
    expect(JSON.parse(requests[0]!.body)).toEqual({ email: 'asha@example.com', password: 'secret1' });
    expect(localStorage.getItem('authToken')).toBe('tok-abcdefghijklmnop');
    expect(localStorage.getItem('token')).toBe('tok-abcdefghijklmnop');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(user);
    expect(await screen.findByText('Landed on /home', {}, { timeout: 3000 })).toBeInTheDocument();
    // The success toast outlives the redirect (5 s).
    expect(screen.getByText(MSG.loginSuccessful)).toBeInTheDocument();
  });

  it("a sign-in over an earlier account's session (a shared phone) leaves nothing of that account", async () => {
    const earlier = { authToken: 'earlier-token-123456', token: 'earlier-token-123456', user: '{"name":"Bela"}' };
    for (const [key, value] of Object.entries(earlier)) localStorage.setItem(key, value);
    localStorage.setItem('addedToCart', '["p9"]');
    localStorage.setItem('pendingFriendRequests', '["u9"]');
    localStorage.setItem('recentlyViewed', '[]');
    sessionStorage.setItem('bela', 'was here');
    const requests = fakeServer(() => ({ body: { token: 'tok-abcdefghijklmnop', user } }));
    renderScreen(<LoginRoute />, { routes: ACCOUNT_LANDINGS, path: '/login' });
    await submit('asha@example.com', 'secret1');
    expect((await screen.findAllByText(MSG.loginSuccessful)).length).toBeGreaterThan(0);
    expect(requests[0]!.authorization).toBeNull();
    expect({ ...localStorage }).toEqual({
      authToken: 'tok-abcdefghijklmnop',
      token: 'tok-abcdefghijklmnop',
      user: JSON.stringify(user),
    });
    expect(sessionStorage.length).toBe(0);
  });

  it('a sign-in on a signed-out device keeps its recently viewed', async () => {
    localStorage.setItem('recentlyViewed', '[{"id":"p1"}]');
    fakeServer(() => ({ body: { token: 'tok-abcdefghijklmnop', user } }));
    renderScreen(<LoginRoute />, { routes: ACCOUNT_LANDINGS, path: '/login' });
    await submit('asha@example.com', 'secret1');
    expect((await screen.findAllByText(MSG.loginSuccessful)).length).toBeGreaterThan(0);
    expect(localStorage.getItem('recentlyViewed')).toBe('[{"id":"p1"}]');
    expect(localStorage.getItem('authToken')).toBe('tok-abcdefghijklmnop');
  });

  it('returns to the origin page with the interrupted action', async () => {
    fakeServer(() => ({ body: { token: 'tok-abcdefghijklmnop', user } }));
    const state: LoginRedirectState = {
      from: '/products/p1',
      action: 'addToCart',
      product: { id: 'p1', title: 'Dress' },
    };
    renderScreen(<LoginRoute />, { routes: ACCOUNT_LANDINGS, path: '/login', state });
    await submit('asha@example.com', 'secret1');
    expect(await screen.findByText('Landed on /products/:id', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('landed-state').textContent!)).toEqual({
      addToCartAfterLogin: true,
      product: { id: 'p1', title: 'Dress' },
    });
  });

  it('shows the message another screen handed over', async () => {
    renderScreen(<LoginRoute />, { routes: ACCOUNT_LANDINGS, path: '/login', state: { message: MSG.accountCreated } });
    expect(screen.getByText(MSG.accountCreated)).toBeInTheDocument();
  });
});
