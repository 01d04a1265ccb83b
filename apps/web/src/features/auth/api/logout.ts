// POST /auth/user/logout: the server revokes the token, then every stored key is cleared, the
// cache is emptied and the shopper lands on /login (docs/product.md, Signing out).
import type { QueryClient } from '@tanstack/react-query';
import { MSG } from '@store/shared/messages';
import { api } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { clearTokens, getToken } from '../../../lib/storage';

export async function logout(queryClient: QueryClient, navigate: (to: string) => void): Promise<void> {
  if (getToken()) {
    await api('/auth/user/logout', { method: 'POST' }).catch(() => {
      // Signed out locally even when the server cannot be reached.
    });
  }
  clearTokens();
  localStorage.clear();
  queryClient.clear();
  notify(MSG.loggedOut, 'info');
  navigate('/login');
}
