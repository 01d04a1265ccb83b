// Signing out: the server revokes the token, then every stored key is cleared (spec section 6).
import type { QueryClient } from '@tanstack/react-query';
import { MSG } from '@store/shared/messages';
import { api } from './api-client';
import { notify } from './notify';
import { clearTokens, getToken } from './storage';

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

/** A 401 on a signed-in call: drop both tokens and send the shopper to sign in again. */
export function expireSession(
  queryClient: QueryClient,
  navigate: (to: string, opts?: { state?: unknown }) => void,
  from?: string,
) {
  clearTokens();
  queryClient.removeQueries();
  notify(MSG.sessionExpired, 'error');
  navigate('/login', { state: from ? { from } : undefined });
}
