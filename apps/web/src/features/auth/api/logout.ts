// POST /auth/user/logout: the server revokes the token, then every trace of the account goes (all
// stored keys, the query cache, the service worker's signed-in answers and push subscription:
// lib/session.ts) and the shopper lands on /login (docs/product.md, Signing out).
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { forgetAccount } from '../../../lib/session';
import { getToken } from '../../../lib/storage';
import { msg } from '../../../lib/i18n/msg';

export async function logout(queryClient: QueryClient, navigate: (to: string) => void): Promise<void> {
  if (getToken()) {
    await api('/auth/user/logout', { method: 'POST' }).catch(() => {
      // Signed out locally even when the server cannot be reached.
    });
  }
  await forgetAccount(queryClient);
  notify(msg().loggedOut, 'info');
  navigate('/login');
}
