// Every route of the store (docs/product.md, Screens), each screen a lazily loaded module of
// app/routes; any other path goes to the landing page. A screen whose module exports a `loader`
// states there the data its first screen shows (app/first-screen.ts); `drawn` marks the public
// pages the server draws (ADR 0702): the same for everyone, so the server can.
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { FirstScreen, ScreenLoader } from './first-screen';
import { AppLayout, BareLayout } from './layouts/app-layout';
import { RouteError } from './layouts/route-error';
import { loadChunk } from '../lib/chunk-load';
import { nextTask } from '../lib/tasks';
import { loadScreenWords } from '../lib/i18n/words';

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
  notifications: () => import('./routes/profile/notifications'),
  about: () => import('./routes/legal/about'),
  contact: () => import('./routes/legal/contact'),
  terms: () => import('./routes/legal/terms'),
  privacy: () => import('./routes/legal/privacy'),
  // The operator's console: its chunk (and its charts') loads only here (ADR 3300).
  operator: () => import('./routes/operator'),
};

/** A route's handle: whether the server draws the page. */
export interface ScreenHandle {
  drawn?: boolean;
}
const drawn: ScreenHandle = { drawn: true };

/**
 * The store's routes. A screen's loader loads into the FirstScreen `firstScreenOf` gives for the
 * call: the browser's one, or on the server the render's own (its request context).
 */
export function createRoutes(firstScreenOf: (args: LoaderFunctionArgs) => FirstScreen): RouteObject[] {
  /** A lazily loaded screen: its path, its module, and the component that module exports for it. */
  const screen = <M extends Record<K, ComponentType> & { loader?: ScreenLoader }, K extends string>(
    path: string,
    module: () => Promise<M>,
    name: K,
    handle?: ScreenHandle,
  ): RouteObject => ({
    path,
    handle,
    lazy: async () => {
      // In the browser, the screen's module is asked for in a task of its own, not at the end of
      // the one that made the router: two shorter tasks on a slow phone (ADR 3005).
      if (typeof window !== 'undefined') await nextTask();
      const m = await loadChunk(module);
      // The words of the screen's module (and its components) in the page's language before it draws (ADR 3203).
      await loadScreenWords();
      const { loader } = m;
      return { Component: m[name], ...(loader && { loader: (args) => loader(firstScreenOf(args))(args) }) };
    },
  });
  // Each layout's screens sit in a pathless route with the store's error screen, so a screen
  // that fails (offline, a deploy) shows it inside the layout: the tab bar stays. A layout that
  // fails itself shows it alone.
  return [
    {
      Component: BareLayout,
      ErrorBoundary: RouteError,
      children: [{ ErrorBoundary: RouteError, children: [screen('/', load.landing, 'LandingRoute', drawn)] }],
    },
    {
      Component: AppLayout,
      ErrorBoundary: RouteError,
      children: [
        {
          ErrorBoundary: RouteError,
          children: [
            screen('/home', load.home, 'HomeRoute', drawn),
            screen('/explore', load.explore, 'ExploreRoute', drawn),
            screen('/explore/:type', load.explore, 'ExploreRoute', drawn),
            screen('/products/:id', load.product, 'ProductRoute', drawn),
            screen('/search', load.search, 'SearchRoute', drawn),
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
            screen('/profile/notifications', load.notifications, 'NotificationsRoute'),
            screen('/about', load.about, 'AboutRoute', drawn),
            screen('/contact', load.contact, 'ContactRoute', drawn),
            screen('/terms', load.terms, 'TermsRoute', drawn),
            screen('/privacy', load.privacy, 'PrivacyRoute', drawn),
          ],
        },
      ],
    },
    { path: '*', element: <Navigate to="/" replace /> },
  ];
}

export const createRouter = (firstScreen: FirstScreen) => createBrowserRouter(createRoutes(() => firstScreen));
