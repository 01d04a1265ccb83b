// Every route of the spec (section 2), lazy-loaded; any other path goes to the landing page.
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppLayout, BareLayout } from './layouts/app-layout';

/** Each screen's module, loaded when its route is first visited. */
const load = {
  landing: () => import('./routes/landing'),
  home: () => import('./routes/home'),
  explore: () => import('./routes/explore'),
  product: () => import('./routes/product'),
  search: () => import('./routes/search'),
  login: () => import('./routes/auth/login'),
  signup: () => import('./routes/auth/signup'),
  forgotPassword: () => import('./routes/auth/forgot-password'),
  verifyOtp: () => import('./routes/auth/verify-otp'),
  verifyResetOtp: () => import('./routes/auth/verify-reset-otp'),
  resetPassword: () => import('./routes/auth/reset-password'),
  cart: () => import('./routes/cart'),
  profile: () => import('./routes/profile/profile'),
  searchFriends: () => import('./routes/profile/search-friends'),
  friendsList: () => import('./routes/profile/friends-list'),
  friendRequests: () => import('./routes/profile/friend-requests'),
  friendsCarts: () => import('./routes/profile/friends-carts'),
  wishlist: () => import('./routes/profile/wishlist'),
  activity: () => import('./routes/profile/activity'),
  blockedUsers: () => import('./routes/profile/blocked-users'),
  about: () => import('./routes/legal/about'),
  contact: () => import('./routes/legal/contact'),
  terms: () => import('./routes/legal/terms'),
  privacy: () => import('./routes/legal/privacy'),
  // The operator's console: its chunk (and its charts') loads only here (ADR 3300).
  operator: () => import('./routes/operator'),
};

/** A lazily loaded screen: its path, its module, and the component that module exports for it. */
function screen<M extends Record<K, ComponentType>, K extends string>(
  path: string,
  module: () => Promise<M>,
  name: K,
): RouteObject {
  return { path, lazy: async () => ({ Component: (await module())[name] }) };
}

export const routes: RouteObject[] = [
  { Component: BareLayout, children: [screen('/', load.landing, 'LandingRoute')] },
  {
    Component: AppLayout,
    children: [
      screen('/home', load.home, 'HomeRoute'),
      screen('/explore', load.explore, 'ExploreRoute'),
      screen('/explore/:type', load.explore, 'ExploreRoute'),
      screen('/products/:id', load.product, 'ProductRoute'),
      screen('/search', load.search, 'SearchRoute'),
      screen('/login', load.login, 'LoginRoute'),
      screen('/signup', load.signup, 'SignupRoute'),
      screen('/forgot-password', load.forgotPassword, 'ForgotPasswordRoute'),
      screen('/verify-otp', load.verifyOtp, 'VerifyOtpRoute'),
      screen('/verify-reset-otp', load.verifyResetOtp, 'VerifyResetOtpRoute'),
      screen('/reset-password', load.resetPassword, 'ResetPasswordRoute'),
      screen('/cart', load.cart, 'CartRoute'),
      screen('/operator', load.operator, 'OperatorRoute'),
      screen('/profile', load.profile, 'ProfileRoute'),
      screen('/profile/search-friends', load.searchFriends, 'SearchFriendsRoute'),
      screen('/profile/friends-list', load.friendsList, 'FriendsListRoute'),
      screen('/profile/friend-requests', load.friendRequests, 'FriendRequestsRoute'),
      screen('/profile/friends-carts', load.friendsCarts, 'FriendsCartsRoute'),
      screen('/profile/wishlist', load.wishlist, 'WishlistRoute'),
      screen('/profile/activity', load.activity, 'ActivityRoute'),
      screen('/profile/blocked', load.blockedUsers, 'BlockedUsersRoute'),
      screen('/about', load.about, 'AboutRoute'),
      screen('/contact', load.contact, 'ContactRoute'),
      screen('/terms', load.terms, 'TermsRoute'),
      screen('/privacy', load.privacy, 'PrivacyRoute'),
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];

export const createRouter = () => createBrowserRouter(routes);
