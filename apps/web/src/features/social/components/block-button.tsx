// Block, from a friend row, a request or a search result: asks first (the store's own dialog), then ends the friendship
// and pending requests (the server does both); every friends list is read again. A search result
// passes the search that found the person: a stranger can be blocked only so (ADR 2612).
import { Ban } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../lib/notify';
import { useBlockUser } from '../api/block-user';
import { socialText } from '../../../lib/i18n/social-text';
import { msg } from '../../../lib/i18n/msg';

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
  const [asking, setAsking] = useState(false);
  const onConfirm = () => {
    setAsking(false);
    block.mutate(
      { userId: user.id, block: true, query },
      {
        onSuccess: () => {
          notify(socialText().blocked, 'success');
          onBlocked?.();
        },
        onError: (err) => notify(err.message, 'error'),
      },
    );
  };
  return (
    <>
      <Button
        variant="ghost"
        onClick={() => setAsking(true)}
        disabled={block.isPending}
        aria-label={`${socialText().block} ${user.name}`}
        aria-haspopup="dialog"
      >
        <Ban aria-hidden="true" size={18} />
        {socialText().block}
      </Button>
      {asking ? (
        <ConfirmDialog
          message={socialText().confirmBlock(user.name)}
          confirmLabel={socialText().block}
          cancelLabel={msg().cancel}
          onConfirm={onConfirm}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </>
  );
}
