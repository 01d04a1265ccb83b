// The app's query client ends a session the server refused (a 401 to the stored token) once: out
// loud for the calls that ask for it, quietly for the others, and with it every stored trace of
// the account (lib/session-expiry.ts, ADR 4601); a wrong password on /login is a 401 too and must not.
import { useMutation, useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@store/shared/messages';
import { useLogin } from '../features/auth/api/login';
import { api } from '../lib/api-client';
import { dismiss } from '../lib/notify';
import { EXPIRES_SESSION } from '../lib/session-expiry';
import { getToken } from '../lib/storage';
import { fakeServer } from '../test/fake-server';
import { renderApp } from '../test/render-app';
import { createQueryClient } from './providers';

function answer401() {
  return fakeServer(() => ({ status: 401, body: { message: 'Unauthorized' } }));
}

function LoginProbe() {
  const location = useLocation();
  return <pre data-testid="login">{JSON.stringify(location.state ?? null)}</pre>;
}

function renderAt(url: string, element: React.ReactElement) {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const { router } = renderApp(
    [
      { path: '/screen', element },
      { path: '/login', element: <LoginProbe /> },
    ],
    { url, client },
  );
  return { client, router };
}

function SignedInRead({ expires, name = 'a' }: { expires: boolean; name?: string }) {
  const q = useQuery({
    queryKey: ['read', name],
    queryFn: () => api('/api/thing'),
    ...(expires ? EXPIRES_SESSION : {}),
  });
  return <p>{q.isError ? 'read failed' : 'reading'}</p>;
}

const signIn = () => localStorage.setItem('authToken', 'token-token-token-token');

// Toasts live in a module store for 4 s: clear the last test's so each counts its own.
beforeEach(() => {
  for (let id = 1; id < 500; id++) dismiss(id);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('an expired session (a 401), handled once by the query client', () => {
  it('a signed-in read answering 401 signs out and goes to /login, coming back here', async () => {
    signIn();
    answer401();
    renderAt('/screen?tab=2', <SignedInRead expires />);
    expect(await screen.findByTestId('login')).toHaveTextContent(JSON.stringify({ from: '/screen?tab=2' }));
    expect(screen.getByText(MSG.sessionExpired)).toBeInTheDocument();
    expect(getToken()).toBeNull();
  });

  it('two reads failing together say it once', async () => {
    signIn();
    answer401();
    renderAt(
      '/screen',
      <>
        <SignedInRead expires name="a" />
        <SignedInRead expires name="b" />
      </>,
    );
    await screen.findByTestId('login');
    expect(screen.getAllByText(MSG.sessionExpired)).toHaveLength(1);
  });

  it('a call that does not ask for it ends the session quietly (a background read): no toast, same page, nothing stored left', async () => {
    signIn();
    localStorage.setItem('user', JSON.stringify({ id: 'u1', name: 'Asha Rao' }));
    localStorage.setItem('addedToCart', '["p1"]');
    sessionStorage.setItem('asha', 'was here');
    answer401();
    const { client } = renderAt('/screen', <SignedInRead expires={false} />);
    client.setQueryData(['cart'], [{ productId: 'p1' }]);
    expect(await screen.findByText('read failed')).toBeInTheDocument();
    await waitFor(() => expect(getToken()).toBeNull());
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(client.getQueryData(['cart'])).toBeUndefined();
    expect(screen.queryByText(MSG.sessionExpired)).not.toBeInTheDocument();
    expect(screen.queryByTestId('login')).not.toBeInTheDocument();
  });

  it('a 401 to a call made with an earlier token (a new sign-in since) ends nothing', async () => {
    signIn();
    let answer: (() => void) | undefined;
    fakeServer(
      () =>
        new Promise((resolve) => {
          answer = () => resolve({ status: 401, body: { message: 'Session expired. Please login again.' } });
        }),
    );
    renderAt('/screen', <SignedInRead expires />);
    await waitFor(() => expect(answer).toBeDefined());
    // Another shopper signs in while the first one's read is on its way.
    localStorage.setItem('authToken', 'the-next-shoppers-token');
    answer!();
    expect(await screen.findByText('read failed')).toBeInTheDocument();
    expect(getToken()).toBe('the-next-shoppers-token');
    expect(screen.queryByTestId('login')).not.toBeInTheDocument();
  });

  it('a signed-in change answering 401 signs out too', async () => {
    signIn();
    answer401();
    function Change() {
      const m = useMutation({ mutationFn: () => api('/api/thing', { method: 'POST' }), ...EXPIRES_SESSION });
      return <button onClick={() => m.mutate()}>Change</button>;
    }
    renderAt('/screen', <Change />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Change' }));
    expect(await screen.findByTestId('login')).toHaveTextContent(JSON.stringify({ from: '/screen' }));
    expect(getToken()).toBeNull();
  });

  it('a wrong password on login (401) does not end a stored session or leave the page', async () => {
    signIn();
    const requests = answer401();
    let failed = false;
    function Login() {
      const login = useLogin();
      useEffect(() => {
        login.mutate({ email: 'asha@example.com', password: 'wrong-password' }, { onError: () => (failed = true) });
        // Once, on mount.
        // eslint-disable-next-line react-hooks/exhaustive-deps
      }, []);
      return <p>{login.isError ? 'wrong password' : 'signing in'}</p>;
    }
    renderAt('/screen', <Login />);
    expect(await screen.findByText('wrong password')).toBeInTheDocument();
    await waitFor(() => expect(failed).toBe(true));
    expect(getToken()).not.toBeNull();
    expect(screen.queryByText(MSG.sessionExpired)).not.toBeInTheDocument();
    expect(screen.queryByTestId('login')).not.toBeInTheDocument();
    // A sign-in is never made as the account stored before.
    expect(requests[0]!.authorization).toBeNull();
  });
});
