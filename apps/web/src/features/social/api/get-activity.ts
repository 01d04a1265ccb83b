// GET /api/activity: requests, acceptances, shares and opinions, newest first, with the count
// not yet seen (the Profile tab's badge polls it while the app is open).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { FRIENDS_POLL_MS } from '@store/shared/constants';
import type { Activity } from '@store/shared/social';
import { api } from '../../../lib/api-client';
import { getToken } from '../../../lib/storage';
import { socialKeys } from './keys';

export const getActivity = (signal?: AbortSignal) => api<Activity>('/api/activity', { signal });

export const activityQueryOptions = () =>
  queryOptions({ queryKey: socialKeys.activity(), queryFn: ({ signal }) => getActivity(signal), staleTime: 0 });

export function useActivity({ pollMs, enabled = true }: { pollMs?: number; enabled?: boolean } = {}) {
  return useQuery({
    ...activityQueryOptions(),
    enabled: enabled && Boolean(getToken()),
    refetchInterval: pollMs ?? false,
    retry: false,
  });
}

export const ACTIVITY_POLL_MS = FRIENDS_POLL_MS;
