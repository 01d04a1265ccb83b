// GET /api/operator/feeds and /api/operator/imports: each feed's last import and products, and
// the last imports with their whole summaries.
import { useQuery } from '@tanstack/react-query';
import type { FeedStatus, ImportRun } from '@store/shared/operator-schema';
import { api } from '../../../lib/api-client';
import { EXPIRES_SESSION } from '../../../lib/session-expiry';
import { operatorKeys } from './keys';

export const useFeeds = () =>
  useQuery({
    ...EXPIRES_SESSION,
    queryKey: operatorKeys.feeds(),
    queryFn: ({ signal }) => api<FeedStatus[]>('/api/operator/feeds', { signal }),
  });

export const useImports = () =>
  useQuery({
    ...EXPIRES_SESSION,
    queryKey: operatorKeys.imports(),
    queryFn: ({ signal }) => api<ImportRun[]>('/api/operator/imports', { signal }),
  });
