// A session that ended on the server: the tokens go and the shopper signs in again.
import type { QueryClient } from '@tanstack/react-query';
import { notify } from './notify';
import { clearTokens } from './storage';
import { t } from './i18n/messages';

/** A 401 on a signed-in call: drop both tokens and send the shopper to sign in again. */
export function expireSession(
  queryClient: QueryClient,
  navigate: (to: string, opts?: { state?: unknown }) => void,
  from?: string,
) {
  clearTokens();
  queryClient.removeQueries();
  notify(t('session.expired'), 'error');
  navigate('/login', { state: from ? { from } : undefined });
}
