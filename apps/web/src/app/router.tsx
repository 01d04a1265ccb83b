// Every route of the spec (section 2), lazy-loaded; any other path goes to the landing page.
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppLayout, BareLayout } from './layouts/app-layout';

/** Each screen's module, loaded when its route is first visited. */
const load = {
  landing: () => import('../features/landing/routes/landing-route'),
  home: () => import('../features/home/routes/home-route'),
  explore: () => import('../features/catalog/routes/explore-route'),
  product: () => import('../features/catalog/routes/product-route'),
  search: () => import('../features/search/routes/search-route'),
  login: () => import('../features/auth/routes/login-route'),
  signup: () => import('../features/auth/routes/signup-route'),
  forgotPassword: () => import('../features/auth/routes/forgot-password-route'),
  verifyOtp: () => import('../features/auth/routes/verify-otp-route'),
  verifyResetOtp: () => import('../features/auth/routes/verify-reset-otp-route'),
  resetPassword: () => import('../features/auth/routes/reset-password-route'),
  cart: () => import('../features/cart/routes/cart-route'),
  profile: () => import('../features/profile/routes/profile-route'),
  searchFriends: () => import('../features/friends/routes/search-friends-route'),
  friendsList: () => import('../features/friends/routes/friends-list-route'),
  friendRequests: () => import('../features/friends/routes/friend-requests-route'),
  friendsCarts: () => import('../features/friends/routes/friends-carts-route'),
  wishlist: () => import('../features/social/routes/wishlist-route'),
  activity: () => import('../features/social/routes/activity-route'),
  blockedUsers: () => import('../features/social/routes/blocked-users-route'),
  about: () => import('../features/legal/routes/about-route'),
  contact: () => import('../features/legal/routes/contact-route'),
  terms: () => import('../features/legal/routes/terms-route'),
  privacy: () => import('../features/legal/routes/privacy-route'),
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
