// POST /api/operator/imports (a URL, or a file), then GET /api/operator/imports/{id} every second
// while it runs: its progress, then its summary or its error.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImportJob } from '@store/shared/operator-schema';
import { api } from '../../../lib/api-client';
import { EXPIRES_SESSION } from '../../../lib/session-expiry';
import { operatorKeys } from './keys';

export type ImportSource = { url: string; feed?: string } | { file: File; feed?: string };

export function startImport(source: ImportSource): Promise<{ id: string }> {
  const feed = source.feed?.trim() || undefined;
  if ('url' in source)
    return api('/api/operator/imports', { method: 'POST', json: { source: source.url.trim(), feed } });
  const body = new FormData();
  if (feed) body.append('feed', feed);
  body.append('file', source.file);
  return api('/api/operator/imports', { method: 'POST', body });
}

export const useStartImport = () => useMutation({ ...EXPIRES_SESSION, mutationFn: startImport });

const POLL_MS = 1000;

/** The import's state, asked again every second until it has finished; then the feeds are read again. */
export function useImportJob(id: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    ...EXPIRES_SESSION,
    queryKey: operatorKeys.importJob(id ?? ''),
    enabled: id !== undefined,
    queryFn: async ({ signal }) => {
      const job = await api<ImportJob>(`/api/operator/imports/${encodeURIComponent(id!)}`, { signal });
      if (job.status !== 'running') {
        void queryClient.invalidateQueries({ queryKey: operatorKeys.feeds() });
        void queryClient.invalidateQueries({ queryKey: operatorKeys.imports() });
        void queryClient.invalidateQueries({ queryKey: operatorKeys.audit() });
      }
      return job;
    },
    refetchInterval: (query) => (query.state.data?.status === 'running' || !query.state.data ? POLL_MS : false),
    staleTime: 0,
  });
}
