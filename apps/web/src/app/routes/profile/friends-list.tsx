// /profile/friends-list: MY FRIENDS, each with how full their cart is, View Cart and Remove.
import { ShoppingBag, UserMinus, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { msg } from '../../../lib/i18n/msg';
import { BlockButton } from '../../../features/social/components/block-button';

import { Button, ButtonLink } from '../../../components/ui/button';
import { useFriendsCarts } from '../../../features/social/api/get-friends-carts';
import { useRemoveFriend } from '../../../features/social/api/remove-friend';
import { friendsScreen, PeopleScreen, PeopleSection, Person } from '../../../features/social/components/friend-ui';
import { cartProductCount, uniqueFriends } from '../../../features/social/lib/friends';
import { isUnauthorized } from '../../../lib/session-expiry';
import { friendsWords as w } from '../../../features/social/words/friends';

export const FriendsListRoute = friendsScreen(() => msg().myFriends, FriendsList);

function FriendsList() {
  const friends = useFriendsCarts();
  const remove = useRemoveFriend();
  const [removeError, setRemoveError] = useState<string | null>(null);

  const onRemove = (friendId: string) => {
    if (!window.confirm(msg().removeFriendConfirm)) return;
    setRemoveError(null);
    remove.mutate(friendId, {
      onError: (err) => {
        if (!isUnauthorized(err)) setRemoveError(msg().failedRemoveFriend);
      },
    });
  };

  return (
    <PeopleScreen
      query={friends}
      loading={{ label: w('loadingFriends'), headingClass: 'h-5 w-28', count: 3, lineClass: 'h-3 w-1/4' }}
      failedTitle={msg().failedFetchFriends}
      empty={{ icon: Users, title: msg().noFriendsFound, body: msg().startBySearching, search: w('searchFriends') }}
    >
      {(data) => {
        const list = uniqueFriends(data);
        const addFriends = (
          <ButtonLink to="/profile/search-friends" variant="secondary">
            <UserPlus aria-hidden="true" size={16} />
            {w('addFriends')}
          </ButtonLink>
        );
        return (
          <PeopleSection
            count={msg().friendsCount(list.length)}
            action={addFriends}
            error={removeError}
            label={w('friends')}
          >
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
                      {n > 0 ? msg().itemsInCart(n) : msg().cartIsEmpty}
                    </p>
                  </Person>
                  <div className="flex w-full gap-2 sm:w-auto">
                    <ButtonLink
                      to={`/profile/friends-carts?friendId=${encodeURIComponent(friend.friendId)}`}
                      variant="secondary"
                      className="flex-1 sm:flex-none"
                    >
                      {w('viewCart')}
                    </ButtonLink>
                    <Button
                      variant="danger"
                      className="flex-1 sm:flex-none"
                      disabled={removing}
                      onClick={() => onRemove(friend.friendId)}
                    >
                      <UserMinus aria-hidden="true" size={16} />
                      {w('remove')}
                    </Button>
                    <BlockButton user={{ id: friend.friendId, name: friend.friendName }} />
                  </div>
                </li>
              );
            })}
          </PeopleSection>
        );
      }}
    </PeopleScreen>
  );
}
