// The profile hub's and the friend screens' own words (ADR 3203): English here, Hindi in its own
// chunk (friends.hi.ts), loaded with these screens on a Hindi page only.
import { screenWords } from '../../../lib/i18n/words';

const ENGLISH = {
  profileTitle: 'PROFILE',
  profileLogIn: 'Log in to see your profile, your friends and their carts.',
  profileLoadFailed: 'Could not load your profile. Please log in again.',
  loadingProfile: 'Loading profile',
  nameFallback: 'User',
  emailFallback: 'No email on file',
  friendsNav: 'Friends',
  shopWithFriendsNav: 'Shop with friends',
  newCount: { one: '{count} new', other: '{count} new' },
  searchFriends: 'Search Friends',
  searchFriendsBody: 'Find friends by their exact username',
  myFriends: 'My Friends',
  myFriendsBody: 'See your friends and their carts',
  friendRequests: 'Friend Requests',
  friendRequestsBody: 'Accept or reject pending requests',
  friendsCarts: "Friends' Carts",
  friendsCartsBody: 'Shop what your friends are eyeing',
  wishlistBody: 'What you saved with the heart',
  activityBody: 'Requests, shares and opinions from friends',
  blockedBody: 'People who cannot find or reach you',
  username: 'Username',
  search: 'Search',
  searchResults: 'Search results',
  searching: 'Searching',
  addFriends: 'Add Friends',
  friends: 'Friends',
  viewCart: 'View Cart',
  remove: 'Remove',
  loadingFriends: 'Loading friends',
  searchForFriends: 'Search for Friends',
  accept: 'Accept',
  reject: 'Reject',
  sent: 'Sent',
  loadingRequests: 'Loading requests',
  addMoreFriends: 'Add More Friends',
  friendsCartsList: "Friends' carts",
  loadingFriendsCarts: "Loading friends' carts",
  qty: 'Qty: {count}',
  buyOnBrandSite: "{buy}: {title} on the brand's site",
};
export type FriendsWords = typeof ENGLISH;

export const friendsWords = screenWords(ENGLISH, () => import('./friends.hi').then((m) => m.hi));
