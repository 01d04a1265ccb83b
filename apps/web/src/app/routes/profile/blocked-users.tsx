// /profile/blocked: the users the shopper blocked, each with Unblock.
import { Ban } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ListStates } from '../../../components/ui/list-states';
import { Skeleton, StateMessage } from '../../../components/ui/states';
import { notify } from '../../../lib/notify';
import { useBlockUser } from '../../../features/social/api/block-user';
import { useBlockedUsers } from '../../../features/social/api/get-blocked-users';
import { socialScreen } from '../../../features/social/components/social-page';
import { socialText } from '../../../lib/i18n/social-text';

export const BlockedUsersRoute = socialScreen(() => socialText().blockedUsers, BlockedList);

function BlockedList() {
  const blocked = useBlockedUsers();
  const unblock = useBlockUser();
  return (
    <ListStates
      query={blocked}
      loading={<Skeleton className="h-16 w-full" />}
      failed={(error) => <StateMessage tone="error" title={error.message} />}
      empty={<StateMessage icon={<Ban size={40} strokeWidth={1.5} />} title={socialText().noBlockedUsers} />}
    >
      {(users) => (
        <ul className="divide-y divide-line" aria-label={socialText().blockedUsers}>
          {users.map((user) => (
            <li key={user.id} className="flex items-center justify-between gap-3 py-3">
              <span className="font-medium">{user.name}</span>
              <Button
                variant="secondary"
                disabled={unblock.isPending}
                aria-label={`${socialText().unblock} ${user.name}`}
                onClick={() =>
                  unblock.mutate(
                    { userId: user.id, block: false },
                    {
                      onSuccess: () => notify(socialText().unblocked, 'success'),
                      onError: (err) => notify(err.message, 'error'),
                    },
                  )
                }
              >
                {socialText().unblock}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </ListStates>
  );
}
