// /profile/friend-requests: incoming requests, each accepted or rejected in place.
import { Check, Inbox, X } from 'lucide-react';
import { BlockButton } from '../../../features/social/components/block-button';

import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useFriendRequests, type FriendRequest } from '../../../features/social/api/get-friend-requests';
import { useRespondToRequest, type RequestAnswer } from '../../../features/social/api/respond-to-request';
import { friendsScreen, PeopleScreen, PeopleSection, Person } from '../../../features/social/components/friend-ui';
import { formatSentAt } from '../../../features/social/lib/friends';
import { markRequestRejected } from '../../../features/social/lib/pending-requests';
import { isUnauthorized } from '../../../lib/session-expiry';
import { msg } from '../../../lib/i18n/msg';
import { friendsWords as w } from '../../../features/social/words/friends';

export const FriendRequestsRoute = friendsScreen(() => w('friendRequests'), FriendRequests);

const detailOf = (err: unknown) =>
  err instanceof ApiError ? err.message || `HTTP ${err.status}` : err instanceof Error ? err.message : String(err);

/** Accept, then Reject: each request's two answers, and what each says while it is sent (a message key). */
const ANSWER_BUTTONS = [
  { what: 'accept', variant: 'primary', Icon: Check, label: 'accept', busyLabel: 'accepting' },
  { what: 'reject', variant: 'secondary', Icon: X, label: 'reject', busyLabel: 'rejecting' },
] as const;

function FriendRequests() {
  const requests = useFriendRequests();
  const respond = useRespondToRequest();

  const answer = (request: FriendRequest, what: RequestAnswer) =>
    respond.mutate(
      { requestId: request.id, answer: what },
      {
        onSuccess: () => {
          if (what === 'accept') notify(msg().friendRequestAccepted, 'success');
          else {
            markRequestRejected(request.senderId);
            notify(msg().friendRequestRejected, 'info');
          }
        },
        onError: (err) => {
          if (isUnauthorized(err)) return;
          notify(
            what === 'accept' ? msg().errorAccepting(detailOf(err)) : msg().errorRejecting(detailOf(err)),
            'error',
          );
        },
      },
    );

  return (
    <PeopleScreen
      query={requests}
      loading={{ label: w('loadingRequests'), headingClass: 'h-5 w-40', count: 2, lineClass: 'h-3 w-1/2' }}
      failedTitle={msg().failedFetchRequests}
      empty={{
        icon: Inbox,
        title: msg().noPendingRequests,
        body: msg().noPendingRequestsBody,
        search: w('searchForFriends'),
      }}
    >
      {(list) => (
        <PeopleSection count={msg().pendingRequests(list.length)} label={w('friendRequests')}>
          {list.map((request) => {
            const busy =
              respond.isPending && respond.variables.requestId === request.id ? respond.variables.answer : null;
            return (
              <li key={request.id} className="flex flex-wrap items-center gap-3 px-4 py-3 sm:flex-nowrap">
                <Person name={request.senderName}>
                  {request.senderEmail ? <p className="truncate text-sm text-muted">{request.senderEmail}</p> : null}
                  <p className="text-sm text-muted">
                    {w('sent')} <time dateTime={request.createdAt}>{formatSentAt(request.createdAt)}</time>
                  </p>
                </Person>
                <div className="flex w-full gap-2 sm:w-auto">
                  {ANSWER_BUTTONS.map(({ what, variant, Icon, label, busyLabel }) => (
                    <Button
                      key={what}
                      variant={variant}
                      className="flex-1 sm:flex-none"
                      disabled={busy !== null}
                      onClick={() => answer(request, what)}
                    >
                      <Icon aria-hidden="true" size={16} />
                      {busy === what ? msg()[busyLabel] : w(label)}
                    </Button>
                  ))}
                  <BlockButton user={{ id: request.senderId, name: request.senderName }} />
                </div>
              </li>
            );
          })}
        </PeopleSection>
      )}
    </PeopleScreen>
  );
}
