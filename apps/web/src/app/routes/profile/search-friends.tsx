// /profile/search-friends: find someone by exact username and ask them to be friends.
// While open, my friends are re-read every 30 s so 'Request Sent' turns into 'Already Added'.
import { Check, Clock, Search, UserPlus } from 'lucide-react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { FRIENDS_POLL_MS } from '@store/shared/constants';
import { BlockButton } from '../../../features/social/components/block-button';

import { BusyList } from '../../../components/ui/busy-region';
import { Button } from '../../../components/ui/button';
import { Skeleton, StateMessage } from '../../../components/ui/states';
import { useFriendsCarts } from '../../../features/social/api/get-friends-carts';
import { useSearchUsers, type FoundUser } from '../../../features/social/api/search-users';
import { useSendFriendRequest } from '../../../features/social/api/send-friend-request';
import {
  ErrorBox,
  friendsScreen,
  PeopleList,
  Person,
  PersonRowsSkeleton,
} from '../../../features/social/components/friend-ui';
import { usePendingRequests } from '../../../features/social/lib/pending-requests';
import { isUnauthorized } from '../../../lib/session-expiry';
import { msg } from '../../../lib/i18n/msg';
import { friendsWords as w } from '../../../features/social/words/friends';

type Relation = 'FRIEND' | 'PENDING' | 'NONE';

export const SearchFriendsRoute = friendsScreen(() => w('searchFriends'), SearchFriends);

function SearchFriends() {
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);

  const search = useSearchUsers(submitted);
  const friends = useFriendsCarts({ pollMs: FRIENDS_POLL_MS });
  const send = useSendFriendRequest();
  const { pending, markSent, clearFor, refresh } = usePendingRequests();

  const friendIds = useMemo(() => new Set((friends.data ?? []).map((f) => f.friendId)), [friends.data]);

  // Someone I asked is now my friend: their local pending entry ends (and old ones expire).
  useEffect(() => {
    if (!friends.data) return;
    clearFor(friendIds);
    refresh();
  }, [friends.data, friends.dataUpdatedAt, friendIds, clearFor, refresh]);

  useEffect(() => {
    // Background failures reading friends are only logged (docs/product.md, Friends).
    if (friends.error) console.warn('Could not read friends', friends.error);
  }, [friends.error]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    setSendError(null);
    if (!query) {
      setFormError(msg().enterUsernameToSearch);
      setSubmitted(null);
      return;
    }
    setFormError(null);
    if (query === submitted) void search.refetch();
    else setSubmitted(query);
  };

  const relationOf = (user: FoundUser): Relation => {
    if (user.isFriend || friendIds.has(user.id)) return 'FRIEND';
    if (user.requestStatus === 'PENDING' || pending.has(user.id)) return 'PENDING';
    return 'NONE';
  };

  const onAdd = (user: FoundUser) => {
    setSendError(null);
    send.mutate(user.id, {
      onSuccess: () => markSent(user.id),
      onError: (err) => {
        if (!isUnauthorized(err)) setSendError(msg().failedSendRequest);
      },
    });
  };

  return (
    <div className="space-y-6">
      <form onSubmit={onSubmit} role="search" className="flex gap-2" noValidate>
        <label htmlFor="friend-search" className="sr-only">
          {w('username')}
        </label>
        <div className="relative flex-1">
          <Search aria-hidden="true" size={18} className="absolute left-3 top-1/2 -translate-y-1/2 text-muted" />
          <input
            id="friend-search"
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={msg().enterExactUsername}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            enterKeyHint="search"
            aria-invalid={formError ? true : undefined}
            aria-describedby={formError ? 'friend-search-error' : undefined}
            className="h-12 w-full rounded-md border border-field bg-surface pl-10 pr-3 text-base outline-none placeholder:text-muted focus:border-ink"
          />
        </div>
        <Button type="submit" size="lg" className="px-5">
          {w('search')}
        </Button>
      </form>

      {formError ? (
        <div id="friend-search-error">
          <ErrorBox>{formError}</ErrorBox>
        </div>
      ) : null}
      {sendError ? <ErrorBox>{sendError}</ErrorBox> : null}

      {submitted === null ? null : search.isPending ? (
        <ResultsSkeleton />
      ) : search.isError ? (
        <ErrorBox>{msg().failedSearchUsers}</ErrorBox>
      ) : search.data.length === 0 ? (
        <StateMessage
          icon={<Search size={40} strokeWidth={1.5} />}
          title={msg().noUsersFound(submitted)}
          body={msg().exactUsernameHint}
        />
      ) : (
        <PeopleList label={w('searchResults')}>
          {search.data.map((user) => (
            <li key={user.id} className="flex items-center gap-3 px-4 py-3">
              <Person name={user.name}>
                <p className="truncate text-sm text-muted">{user.email}</p>
              </Person>
              <RelationButton
                relation={relationOf(user)}
                sending={send.isPending && send.variables === user.id}
                onAdd={() => onAdd(user)}
                name={user.name}
              />
              <BlockButton user={user} query={submitted} />
            </li>
          ))}
        </PeopleList>
      )}
    </div>
  );
}

/** What stands in place of Add Friend for a friend, and for someone already asked (a message key). */
const SETTLED = {
  FRIEND: { variant: 'success', Icon: Check, text: 'alreadyAdded' },
  PENDING: { variant: 'secondary', Icon: Clock, text: 'requestSent' },
} as const;

function RelationButton({
  relation,
  sending,
  onAdd,
  name,
}: {
  relation: Relation;
  sending: boolean;
  onAdd: () => void;
  name: string;
}) {
  if (relation !== 'NONE') {
    const { variant, Icon, text } = SETTLED[relation];
    return (
      <Button variant={variant} disabled className="shrink-0">
        <Icon aria-hidden="true" size={16} />
        {msg()[text]}
      </Button>
    );
  }
  return (
    <Button onClick={onAdd} disabled={sending} className="shrink-0" data-user={name}>
      {sending ? null : <UserPlus aria-hidden="true" size={16} />}
      {sending ? msg().sending : msg().addFriend}
    </Button>
  );
}

function ResultsSkeleton() {
  return (
    <BusyList label={w('searching')} className="divide-y divide-line rounded-lg border border-line bg-surface">
      <PersonRowsSkeleton count={2} lineClass="h-3 w-1/2" end={<Skeleton className="h-11 w-28" />} />
    </BusyList>
  );
}
