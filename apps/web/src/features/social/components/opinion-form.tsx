// Ask friends, the friend's side: 👍 or 👎 on a friend's cart or wishlist item, with an optional
// comment of up to 140 characters. Voting again replaces the earlier vote.
import { useId, useState } from 'react';
import type { Vote } from '@store/shared/opinions';
import { OPINION_COMMENT_MAX, opinionBodySchema } from '@store/shared/social';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import { usePutOpinion } from '../api/put-opinion';
import { socialText } from '../../../lib/i18n/social-text';
import { opinionsWords as w } from '../words/opinions';

export function OpinionForm({ ownerId, productId, title }: { ownerId: string; productId: string; title: string }) {
  const put = usePutOpinion();
  const [vote, setVote] = useState<Vote | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const commentId = useId();

  const save = (chosen: Vote) => {
    const parsed = opinionBodySchema.safeParse({ vote: chosen, ...(comment.trim() ? { comment } : {}) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '');
      return;
    }
    setError(null);
    put.mutate(
      { ownerId, productId, ...parsed.data },
      {
        onSuccess: () => {
          setVote(chosen);
          notify(socialText().opinionSaved, 'success');
        },
        onError: (err) => setError(err.message),
      },
    );
  };

  return (
    <div className="mt-2 space-y-2" role="group" aria-label={w('yourOpinionOn', { title })}>
      <label htmlFor={commentId} className="sr-only">
        {socialText().commentPlaceholder}
      </label>
      <input
        id={commentId}
        value={comment}
        maxLength={OPINION_COMMENT_MAX}
        onChange={(e) => setComment(e.target.value)}
        placeholder={socialText().commentPlaceholder}
        className="min-h-11 w-full rounded-md border border-field bg-surface px-3 text-sm placeholder:text-muted"
      />
      <div className="flex flex-wrap gap-2">
        {(['up', 'down'] as const).map((v) => (
          <Button
            key={v}
            variant={vote === v ? 'primary' : 'secondary'}
            aria-pressed={vote === v}
            disabled={put.isPending}
            onClick={() => save(v)}
            className="min-w-[8.5rem] flex-1 whitespace-nowrap"
          >
            <span aria-hidden="true">{v === 'up' ? '👍' : '👎'}</span>
            {v === 'up' ? socialText().voteUp : socialText().voteDown}
          </Button>
        ))}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
