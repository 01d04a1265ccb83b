// PUT /api/alerts/preferences: any subset. The screen shows the change at once (a switch must
// move when tapped); the server's answer, the whole, then replaces it, and a failure puts back
// what was there.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlertPreferences } from '@store/shared/alerts';
import { api } from '../../../lib/api-client';
import { alertKeys } from './keys';

export const updateAlertPreferences = (change: Partial<AlertPreferences>) =>
  api<AlertPreferences>('/api/alerts/preferences', { method: 'PUT', json: change });

export function useUpdateAlertPreferences() {
  const queryClient = useQueryClient();
  const key = alertKeys.preferences();
  return useMutation({
    mutationKey: key,
    mutationFn: updateAlertPreferences,
    onMutate: (change) => {
      const before = queryClient.getQueryData<AlertPreferences>(key);
      if (before) queryClient.setQueryData<AlertPreferences>(key, { ...before, ...change });
      return { before };
    },
    onError: (_err, _change, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    // An answer to an older change while a newer one is on its way would undo the newer one on screen.
    onSuccess: (preferences) => {
      if (queryClient.isMutating({ mutationKey: key }) <= 1) queryClient.setQueryData(key, preferences);
    },
  });
}
