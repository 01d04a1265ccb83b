// GET /api/friends/blocked: the people I blocked, for the blocked-users screen.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlockedUser } from '@store/shared/social';
import { api } from '../../../lib/api-client';
import { getToken } from '../../../lib/storage';
import { socialKeys } from './keys';

export const getBlockedUsers = (signal?: AbortSignal) => api<BlockedUser[]>('/api/friends/blocked', { signal });

export const blockedUsersQueryOptions = () =>
  queryOptions({ queryKey: socialKeys.blocked(), queryFn: ({ signal }) => getBlockedUsers(signal) });

export const useBlockedUsers = () => useQuery({ ...blockedUsersQueryOptions(), enabled: Boolean(getToken()) });
