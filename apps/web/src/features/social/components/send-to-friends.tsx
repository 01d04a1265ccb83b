// "Send to friends": pick one or more friends and add an optional note (up to 200 characters);
// they find the product in their activity. The same schema as the server checks the form.
import { useState } from 'react';
import { SHARE_NOTE_MAX, shareBodySchema } from '@store/shared/social';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { notify } from '../../../lib/notify';
import { useFriendsCarts } from '../api/get-friends-carts';
import { useSendShare } from '../api/send-share';
import { socialText } from '../../../lib/i18n/social-text';
import { opinionsWords as w } from '../words/opinions';

export function SendToFriends({ productId, onSent }: { productId: string; onSent: () => void }) {
  const friends = useFriendsCarts();
  const send = useSendShare();
  const [picked, setPicked] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (friends.isPending) return <Spinner label={w('loadingFriends')} />;
  if (!friends.data?.length) return <p className="text-sm text-muted">{socialText().noFriendsToShare}</p>;

  const toggle = (id: string) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id]));
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = shareBodySchema.safeParse({ productId, friendIds: picked, ...(note.trim() ? { note } : {}) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? socialText().pickAFriend);
      return;
    }
    setError(null);
    send.mutate(parsed.data, {
      onSuccess: () => {
        notify(socialText().shareSent, 'success');
        onSent();
      },
      onError: (err) => setError(err.message),
    });
  };

  return (
    <form onSubmit={onSubmit} className="space-y-3" aria-label={socialText().sendToFriends}>
      <fieldset className="space-y-1">
        <legend className="mb-1 text-sm font-semibold">{socialText().sendToFriends}</legend>
        {friends.data.map((f) => (
          <label key={f.friendId} className="flex min-h-11 items-center gap-3 rounded-md px-2 hover:bg-canvas">
            <input
              type="checkbox"
              className="size-5 accent-accent"
              checked={picked.includes(f.friendId)}
              onChange={() => toggle(f.friendId)}
            />
            <span>{f.friendName}</span>
          </label>
        ))}
      </fieldset>
      <label className="block text-sm">
        <span className="sr-only">{socialText().notePlaceholder}</span>
        <textarea
          value={note}
          maxLength={SHARE_NOTE_MAX}
          onChange={(e) => setNote(e.target.value)}
          placeholder={socialText().notePlaceholder}
          rows={2}
          className="w-full rounded-md border border-field bg-surface p-2 placeholder:text-muted"
        />
      </label>
      <p className="text-right text-xs text-muted" aria-live="polite">
        {note.length}/{SHARE_NOTE_MAX}
      </p>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={send.isPending} aria-busy={send.isPending}>
        {socialText().send}
      </Button>
    </form>
  );
}
