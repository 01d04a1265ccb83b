// How a session ends on this device, whichever way it ends (Logout, a 401 once the server revoked
// or expired it, a new sign-in over it): everything the device kept of that account goes, so the
// next person on a shared phone finds nothing of it (ADR 4601).
import type { QueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@store/shared/constants';
import { notify } from './notify';
import { forgetWorkerTraces } from './signed-in-caches';
import { getToken, setSession } from './storage';
import { t } from './i18n/messages';

/**
 * Removes every trace of the signed-in account: the query cache, sessionStorage and localStorage
 * (all of it, as Logout always did: docs/product.md, Accounts), then what the service worker
 * keeps for it (its signed-in caches, the push subscription). The synchronous part runs first:
 * afterwards no token is stored, so a second 401 arriving with the first ends nothing twice.
 * `keepRecentlyViewed`: the device's recently viewed stays (a sign-in on a signed-out device).
 */
export async function forgetAccount(queryClient: QueryClient, { keepRecentlyViewed = false } = {}): Promise<void> {
  queryClient.clear();
  const recentlyViewed = keepRecentlyViewed ? localStorage.getItem(STORAGE_KEYS.recentlyViewed) : null;
  localStorage.clear();
  if (recentlyViewed !== null) localStorage.setItem(STORAGE_KEYS.recentlyViewed, recentlyViewed);
  sessionStorage.clear();
  await forgetWorkerTraces().catch(() => {
    // A browser without caches or push has nothing there to forget.
  });
}

/**
 * A new sign-in: whatever the device still holds of an earlier session (ended on the server
 * without the app seeing it, or never ended: the phone's last shopper) goes first. With no
 * session stored, what is left was browsed signed out, and the device's recently viewed stays.
 */
export async function startSession(queryClient: QueryClient, token: string, user: unknown): Promise<void> {
  const earlier = getToken() !== null || localStorage.getItem(STORAGE_KEYS.user) !== null;
  await forgetAccount(queryClient, { keepRecentlyViewed: !earlier });
  setSession(token, user);
}

/** A 401 on a screen that needs the session: it ends, the shopper is told so and signs in again. */
export function expireSession(
  queryClient: QueryClient,
  navigate: (to: string, opts?: { state?: unknown }) => void,
  from?: string,
) {
  void forgetAccount(queryClient);
  notify(t('session.expired'), 'error');
  navigate('/login', { state: from ? { from } : undefined });
}
