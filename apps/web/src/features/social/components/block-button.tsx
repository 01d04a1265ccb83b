// Block, from a friend row, a request or a search result: asks first, then ends the friendship
// and pending requests (the server does both); every friends list is read again. A search result
// passes the search that found the person: a stranger can be blocked only so (ADR 2612).
import { Ban } from 'lucide-react';
import { SOCIAL_TEXT } from '@store/shared/messages';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import { useBlockUser } from '../api/block-user';

export function BlockButton({
  user,
  query,
  onBlocked,
}: {
  user: { id: string; name: string };
  query?: string;
  onBlocked?: () => void;
}) {
  const block = useBlockUser();
  const onClick = () => {
    if (!window.confirm(SOCIAL_TEXT.confirmBlock(user.name))) return;
    block.mutate(
      { userId: user.id, block: true, query },
      {
        onSuccess: () => {
          notify(SOCIAL_TEXT.blocked, 'success');
          onBlocked?.();
        },
        onError: (err) => notify(err.message, 'error'),
      },
    );
  };
  return (
    <Button
      variant="ghost"
      onClick={onClick}
      disabled={block.isPending}
      aria-label={`${SOCIAL_TEXT.block} ${user.name}`}
    >
      <Ban aria-hidden="true" size={18} />
      {SOCIAL_TEXT.block}
    </Button>
  );
}
