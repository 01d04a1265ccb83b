// POST /api/shares: send a product to one or more friends with an optional note.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShareBody } from '@store/shared/social';
import { sendChange } from '../../../lib/api-client';
import { socialKeys } from './keys';

export const sendShare = (body: ShareBody) => sendChange('POST', '/api/shares', { json: body });

export function useSendShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendShare,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: socialKeys.activity() }),
  });
}
