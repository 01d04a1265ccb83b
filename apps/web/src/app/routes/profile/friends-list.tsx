// /profile/friends-list: MY FRIENDS, each with how full their cart is, View Cart and Remove.
import { ShoppingBag, UserMinus, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { MSG } from '@store/shared/messages';
import { BlockButton } from '../../../features/social/components/block-button';

import { Button, ButtonLink } from '../../../components/ui/button';
import { ListStates } from '../../../components/ui/list-states';
import { useFriendsCarts } from '../../../features/social/api/get-friends-carts';
import { useRemoveFriend } from '../../../features/social/api/remove-friend';
import {
  ErrorBox,
  friendsScreen,
  LoadFailed,
  NothingYet,
  PeopleList,
  PeopleSkeleton,
  Person,
} from '../../../features/social/components/friend-ui';
import { cartProductCount, uniqueFriends } from '../../../features/social/lib/friends';
import { isUnauthorized } from '../../../lib/session-expiry';

export const FriendsListRoute = friendsScreen(MSG.myFriends, FriendsList);

function FriendsList() {
  const friends = useFriendsCarts();
  const remove = useRemoveFriend();
  const [removeError, setRemoveError] = useState<string | null>(null);

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
    <ListStates
      query={friends}
      loading={<FriendsListSkeleton />}
      failed={() => <LoadFailed title={MSG.failedFetchFriends} />}
      empty={
        <NothingYet icon={Users} title={MSG.noFriendsFound} body={MSG.startBySearching}>
          Search Friends
        </NothingYet>
      }
    >
      {(data) => {
        const list = uniqueFriends(data);
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
            <PeopleList label="Friends">
              {list.map((friend) => {
                const n = cartProductCount(friend);
                const removing = remove.isPending && remove.variables === friend.friendId;
                return (
                  <li
                    key={friend.friendId}
                    className={`flex flex-wrap items-center gap-3 px-4 py-3 transition-opacity sm:flex-nowrap ${removing ? 'opacity-50' : ''}`}
                  >
                    <Person name={friend.friendName}>
                      <p className="flex items-center gap-1.5 text-sm text-muted">
                        <ShoppingBag aria-hidden="true" size={14} />
                        {n > 0 ? MSG.itemsInCart(n) : MSG.cartIsEmpty}
                      </p>
                    </Person>
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
            </PeopleList>
          </div>
        );
      }}
    </ListStates>
  );
}

function FriendsListSkeleton() {
  return <PeopleSkeleton label="Loading friends" headingClass="h-5 w-28" count={3} lineClass="h-3 w-1/4" />;
}
