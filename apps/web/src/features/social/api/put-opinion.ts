// PUT /api/opinions/{ownerId}/{productId}: a friend's 👍/👎 and comment, replaced on repeat.
import { useMutation } from '@tanstack/react-query';
import type { OpinionBody } from '@store/shared/social';
import { apiPath, sendChange } from '../../../lib/api-client';

export const putOpinion = ({ ownerId, productId, ...body }: OpinionBody & { ownerId: string; productId: string }) =>
  sendChange('PUT', apiPath`/api/opinions/${ownerId}/${productId}`, { json: body });

export const usePutOpinion = () => useMutation({ mutationFn: putOpinion });
