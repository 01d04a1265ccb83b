// /profile/friend-requests: incoming requests, each accepted or rejected in place.
import { Check, Inbox, X } from 'lucide-react';
import { MSG } from '@store/shared/messages';
import { BlockButton } from '../../../components/social/block-button';

import { Button, ButtonLink } from '../../../components/ui/button';
import { Skeleton, StateMessage } from '../../../components/ui/states';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useFriendRequests, type FriendRequest } from '../api/get-friend-requests';
import { useRespondToRequest, type RequestAnswer } from '../api/respond-to-request';
import { RequireToken } from '../../../components/auth-gate';
import { Avatar, FriendsPage } from '../components/friend-ui';
import { formatSentAt } from '../lib/friends';
import { markRequestRejected } from '../lib/pending-requests';
import { isUnauthorized } from '../../../lib/session-expiry';

export function FriendRequestsRoute() {
  return (
    <FriendsPage title="Friend Requests">
      <RequireToken>
        <FriendRequests />
      </RequireToken>
    </FriendsPage>
  );
}

const detailOf = (err: unknown) =>
  err instanceof ApiError ? err.message || `HTTP ${err.status}` : err instanceof Error ? err.message : String(err);

function FriendRequests() {
  const requests = useFriendRequests();
  const respond = useRespondToRequest();

  if (requests.isPending) return <RequestsSkeleton />;
  if (requests.isError) {
    return (
      <StateMessage
        tone="error"
        title={MSG.failedFetchRequests}
        action={
          <ButtonLink to="/profile" variant="secondary">
            {MSG.backToProfile}
          </ButtonLink>
        }
      />
    );
  }
  if (requests.data.length === 0) {
    return (
      <StateMessage
        icon={<Inbox size={40} strokeWidth={1.5} />}
        title={MSG.noPendingRequests}
        body={MSG.noPendingRequestsBody}
        action={<ButtonLink to="/profile/search-friends">Search for Friends</ButtonLink>}
      />
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
      <ul
        className="divide-y divide-line overflow-hidden rounded-lg border border-line bg-surface"
        aria-label="Friend requests"
      >
        {requests.data.map((request) => {
          const busy =
            respond.isPending && respond.variables.requestId === request.id ? respond.variables.answer : null;
          return (
            <li key={request.id} className="flex flex-wrap items-center gap-3 px-4 py-3 sm:flex-nowrap">
              <Avatar name={request.senderName} />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-ink">{request.senderName}</p>
                {request.senderEmail ? <p className="truncate text-sm text-muted">{request.senderEmail}</p> : null}
                <p className="text-sm text-muted">
                  Sent <time dateTime={request.createdAt}>{formatSentAt(request.createdAt)}</time>
                </p>
              </div>
              <div className="flex w-full gap-2 sm:w-auto">
                <Button
                  className="flex-1 sm:flex-none"
                  disabled={busy !== null}
                  onClick={() => answer(request, 'accept')}
                >
                  <Check aria-hidden="true" size={16} />
                  {busy === 'accept' ? MSG.accepting : 'Accept'}
                </Button>
                <Button
                  variant="secondary"
                  className="flex-1 sm:flex-none"
                  disabled={busy !== null}
                  onClick={() => answer(request, 'reject')}
                >
                  <X aria-hidden="true" size={16} />
                  {busy === 'reject' ? MSG.rejecting : 'Reject'}
                </Button>
                <BlockButton user={{ id: request.senderId, name: request.senderName }} />
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function RequestsSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading requests" className="space-y-4">
      <Skeleton className="h-5 w-40" />
      <ul className="divide-y divide-line rounded-lg border border-line bg-surface">
        {[0, 1].map((i) => (
          <li key={i} className="flex items-center gap-3 px-4 py-3">
            <Skeleton className="size-11 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-3 w-1/2" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
