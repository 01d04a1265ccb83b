// /profile/friend-requests: incoming requests, each accepted or rejected in place.
import { Check, Inbox, X } from 'lucide-react';
import { MSG } from '@store/shared/messages';
import { BlockButton } from '../../../features/social/components/block-button';

import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useFriendRequests, type FriendRequest } from '../../../features/social/api/get-friend-requests';
import { useRespondToRequest, type RequestAnswer } from '../../../features/social/api/respond-to-request';
import {
  friendsScreen,
  LoadFailed,
  NothingYet,
  PeopleList,
  PeopleSkeleton,
  Person,
} from '../../../features/social/components/friend-ui';
import { formatSentAt } from '../../../features/social/lib/friends';
import { markRequestRejected } from '../../../features/social/lib/pending-requests';
import { isUnauthorized } from '../../../lib/session-expiry';

export const FriendRequestsRoute = friendsScreen('Friend Requests', FriendRequests);

const detailOf = (err: unknown) =>
  err instanceof ApiError ? err.message || `HTTP ${err.status}` : err instanceof Error ? err.message : String(err);

/** Accept, then Reject: each request's two answers, and what each says while it is sent. */
const ANSWER_BUTTONS = [
  { what: 'accept', variant: 'primary', Icon: Check, label: 'Accept', busyLabel: MSG.accepting },
  { what: 'reject', variant: 'secondary', Icon: X, label: 'Reject', busyLabel: MSG.rejecting },
] as const;

function FriendRequests() {
  const requests = useFriendRequests();
  const respond = useRespondToRequest();

  if (requests.isPending) return <RequestsSkeleton />;
  if (requests.isError) return <LoadFailed title={MSG.failedFetchRequests} />;
  if (requests.data.length === 0) {
    return (
      <NothingYet icon={Inbox} title={MSG.noPendingRequests} body={MSG.noPendingRequestsBody}>
        Search for Friends
      </NothingYet>
    );
  }

  const answer = (request: FriendRequest, what: RequestAnswer) =>
    respond.mutate(
      { requestId: request.id, answer: what },
      {
        onSuccess: () => {
          if (what === 'accept') notify(MSG.friendRequestAccepted, 'success');
          else {
            markRequestRejected(request.senderId);
            notify(MSG.friendRequestRejected, 'info');
          }
        },
        onError: (err) => {
          if (isUnauthorized(err)) return;
          notify(what === 'accept' ? MSG.errorAccepting(detailOf(err)) : MSG.errorRejecting(detailOf(err)), 'error');
        },
      },
    );

  return (
    <div className="space-y-4">
      <h2 className="text-sm font-semibold tracking-wide text-muted">{MSG.pendingRequests(requests.data.length)}</h2>
      <PeopleList label="Friend requests">
        {requests.data.map((request) => {
          const busy =
            respond.isPending && respond.variables.requestId === request.id ? respond.variables.answer : null;
          return (
            <li key={request.id} className="flex flex-wrap items-center gap-3 px-4 py-3 sm:flex-nowrap">
              <Person name={request.senderName}>
                {request.senderEmail ? <p className="truncate text-sm text-muted">{request.senderEmail}</p> : null}
                <p className="text-sm text-muted">
                  Sent <time dateTime={request.createdAt}>{formatSentAt(request.createdAt)}</time>
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
                    {busy === what ? busyLabel : label}
                  </Button>
                ))}
                <BlockButton user={{ id: request.senderId, name: request.senderName }} />
              </div>
            </li>
          );
        })}
      </PeopleList>
    </div>
  );
}

function RequestsSkeleton() {
  return <PeopleSkeleton label="Loading requests" headingClass="h-5 w-40" count={2} lineClass="h-3 w-1/2" />;
}
