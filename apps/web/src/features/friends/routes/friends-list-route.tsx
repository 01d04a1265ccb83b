// /profile/friends-list: MY FRIENDS, each with how full their cart is, View Cart and Remove.
import { ShoppingBag, UserMinus, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { MSG } from '@store/shared/messages';
import { BlockButton } from '../../../components/social/block-button';

import { Button, ButtonLink } from '../../../components/ui/button';
import { Skeleton, StateMessage } from '../../../components/ui/states';
import { useFriendsCarts } from '../api/get-friends-carts';
import { useRemoveFriend } from '../api/remove-friend';
import { RequireToken } from '../../../components/auth-gate';
import { Avatar, ErrorBox, FriendsPage } from '../components/friend-ui';
import { cartProductCount, uniqueFriends } from '../lib/friends';
import { isUnauthorized } from '../../../lib/session-expiry';

export function FriendsListRoute() {
  return (
    <FriendsPage title={MSG.myFriends}>
      <RequireToken>
        <FriendsList />
      </RequireToken>
    </FriendsPage>
  );
}

function FriendsList() {
  const friends = useFriendsCarts();
  const remove = useRemoveFriend();
  const [removeError, setRemoveError] = useState<string | null>(null);

  if (friends.isPending) return <FriendsListSkeleton />;
  if (friends.isError) {
    return (
      <StateMessage
        tone="error"
        title={MSG.failedFetchFriends}
        action={
          <ButtonLink to="/profile" variant="secondary">
            {MSG.backToProfile}
          </ButtonLink>
        }
      />
    );
  }

  const list = uniqueFriends(friends.data);
  if (list.length === 0) {
    return (
      <StateMessage
        icon={<Users size={40} strokeWidth={1.5} />}
        title={MSG.noFriendsFound}
        body={MSG.startBySearching}
        action={<ButtonLink to="/profile/search-friends">Search Friends</ButtonLink>}
      />
    );
  }

  const onRemove = (friendId: string) => {
    if (!window.confirm(MSG.removeFriendConfirm)) return;
    setRemoveError(null);
    remove.mutate(friendId, {
      onError: (err) => {
        if (!isUnauthorized(err)) setRemoveError(MSG.failedRemoveFriend);
      },
    });
  };

  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-sm font-semibold tracking-wide text-muted">{MSG.friendsCount(list.length)}</h2>
        <ButtonLink to="/profile/search-friends" variant="secondary">
          <UserPlus aria-hidden="true" size={16} />
          Add Friends
        </ButtonLink>
      </div>
      {removeError ? <ErrorBox>{removeError}</ErrorBox> : null}
      <ul
        className="divide-y divide-line overflow-hidden rounded-lg border border-line bg-surface"
        aria-label="Friends"
      >
        {list.map((friend) => {
          const n = cartProductCount(friend);
          const removing = remove.isPending && remove.variables === friend.friendId;
          return (
            <li
              key={friend.friendId}
              className={`flex flex-wrap items-center gap-3 px-4 py-3 transition-opacity sm:flex-nowrap ${removing ? 'opacity-50' : ''}`}
            >
              <Avatar name={friend.friendName} />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-ink">{friend.friendName}</p>
                <p className="flex items-center gap-1.5 text-sm text-muted">
                  <ShoppingBag aria-hidden="true" size={14} />
                  {n > 0 ? MSG.itemsInCart(n) : MSG.cartIsEmpty}
                </p>
              </div>
              <div className="flex w-full gap-2 sm:w-auto">
                <ButtonLink
                  to={`/profile/friends-carts?friendId=${encodeURIComponent(friend.friendId)}`}
                  variant="secondary"
                  className="flex-1 sm:flex-none"
                >
                  View Cart
                </ButtonLink>
                <Button
                  variant="danger"
                  className="flex-1 sm:flex-none"
                  disabled={removing}
                  onClick={() => onRemove(friend.friendId)}
                >
                  <UserMinus aria-hidden="true" size={16} />
                  Remove
                </Button>
                <BlockButton user={{ id: friend.friendId, name: friend.friendName }} />
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function FriendsListSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading friends" className="space-y-4">
      <Skeleton className="h-5 w-28" />
      <ul className="divide-y divide-line rounded-lg border border-line bg-surface">
        {[0, 1, 2].map((i) => (
          <li key={i} className="flex items-center gap-3 px-4 py-3">
            <Skeleton className="size-11 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-3 w-1/4" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
