// POST /api/activity/seen: opening the activity screen clears the badge.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Activity } from '@store/shared/social';
import { sendChange } from '../../../lib/api-client';
import { socialKeys } from './keys';

export const markActivitySeen = () => sendChange('POST', '/api/activity/seen');

export function useMarkActivitySeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markActivitySeen,
    onSuccess: () => queryClient.setQueryData<Activity>(socialKeys.activity(), (a) => (a ? { ...a, unseen: 0 } : a)),
  });
}
