// PUT /api/opinions/{ownerId}/{productId}: a friend's 👍/👎 and comment, replaced on repeat.
import { useMutation } from '@tanstack/react-query';
import type { OpinionBody } from '@store/shared/social';
import { api } from '../api-client';

export const putOpinion = ({ ownerId, productId, ...body }: OpinionBody & { ownerId: string; productId: string }) =>
  api<{ message: string }>(`/api/opinions/${encodeURIComponent(ownerId)}/${encodeURIComponent(productId)}`, {
    method: 'PUT',
    json: body,
  });

export const usePutOpinion = () => useMutation({ mutationFn: putOpinion });
