// POST /auth/user/logout: the server revokes the token, then every stored key is cleared, the
// cache is emptied (the service worker's signed-in answers too) and the shopper lands on /login
// (docs/product.md, Signing out).
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { clearSignedInCaches } from '../../../lib/signed-in-caches';
import { clearTokens, getToken } from '../../../lib/storage';
import { msg } from '../../../lib/i18n/msg';

export async function logout(queryClient: QueryClient, navigate: (to: string) => void): Promise<void> {
  if (getToken()) {
    await api('/auth/user/logout', { method: 'POST' }).catch(() => {
      // Signed out locally even when the server cannot be reached.
    });
  }
  clearTokens();
  localStorage.clear();
  await clearSignedInCaches();
  queryClient.clear();
  notify(msg().loggedOut, 'info');
  navigate('/login');
}
