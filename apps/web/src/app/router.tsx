// Every route of the spec (section 2), lazy-loaded; any other path goes to the landing page.
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppLayout, BareLayout } from './layouts/app-layout';

export const routes: RouteObject[] = [
  {
    Component: BareLayout,
    children: [
      {
        path: '/',
        lazy: async () => ({ Component: (await import('../features/landing/routes/landing-route')).LandingRoute }),
      },
    ],
  },
  {
    Component: AppLayout,
    children: [
      {
        path: '/home',
        lazy: async () => ({ Component: (await import('../features/home/routes/home-route')).HomeRoute }),
      },
      {
        path: '/explore',
        lazy: async () => ({ Component: (await import('../features/catalog/routes/explore-route')).ExploreRoute }),
      },
      {
        path: '/explore/:type',
        lazy: async () => ({ Component: (await import('../features/catalog/routes/explore-route')).ExploreRoute }),
      },
      {
        path: '/products/:id',
        lazy: async () => ({ Component: (await import('../features/catalog/routes/product-route')).ProductRoute }),
      },
      {
        path: '/search',
        lazy: async () => ({ Component: (await import('../features/search/routes/search-route')).SearchRoute }),
      },
      {
        path: '/login',
        lazy: async () => ({ Component: (await import('../features/auth/routes/login-route')).LoginRoute }),
      },
      {
        path: '/signup',
        lazy: async () => ({ Component: (await import('../features/auth/routes/signup-route')).SignupRoute }),
      },
      {
        path: '/forgot-password',
        lazy: async () => ({
          Component: (await import('../features/auth/routes/forgot-password-route')).ForgotPasswordRoute,
        }),
      },
      {
        path: '/verify-otp',
        lazy: async () => ({ Component: (await import('../features/auth/routes/verify-otp-route')).VerifyOtpRoute }),
      },
      {
        path: '/verify-reset-otp',
        lazy: async () => ({
          Component: (await import('../features/auth/routes/verify-reset-otp-route')).VerifyResetOtpRoute,
        }),
      },
      {
        path: '/reset-password',
        lazy: async () => ({
          Component: (await import('../features/auth/routes/reset-password-route')).ResetPasswordRoute,
        }),
      },
      {
        path: '/cart',
        lazy: async () => ({ Component: (await import('../features/cart/routes/cart-route')).CartRoute }),
      },
      {
        path: '/profile',
        lazy: async () => ({ Component: (await import('../features/profile/routes/profile-route')).ProfileRoute }),
      },
      {
        path: '/profile/search-friends',
        lazy: async () => ({
          Component: (await import('../features/friends/routes/search-friends-route')).SearchFriendsRoute,
        }),
      },
      {
        path: '/profile/friends-list',
        lazy: async () => ({
          Component: (await import('../features/friends/routes/friends-list-route')).FriendsListRoute,
        }),
      },
      {
        path: '/profile/friend-requests',
        lazy: async () => ({
          Component: (await import('../features/friends/routes/friend-requests-route')).FriendRequestsRoute,
        }),
      },
      {
        path: '/profile/friends-carts',
        lazy: async () => ({
          Component: (await import('../features/friends/routes/friends-carts-route')).FriendsCartsRoute,
        }),
      },
      {
        path: '/profile/wishlist',
        lazy: async () => ({ Component: (await import('../features/social/routes/wishlist-route')).WishlistRoute }),
      },
      {
        path: '/profile/activity',
        lazy: async () => ({ Component: (await import('../features/social/routes/activity-route')).ActivityRoute }),
      },
      {
        path: '/profile/blocked',
        lazy: async () => ({
          Component: (await import('../features/social/routes/blocked-users-route')).BlockedUsersRoute,
        }),
      },
      {
        path: '/about',
        lazy: async () => ({ Component: (await import('../features/legal/routes/about-route')).AboutRoute }),
      },
      {
        path: '/contact',
        lazy: async () => ({ Component: (await import('../features/legal/routes/contact-route')).ContactRoute }),
      },
      {
        path: '/terms',
        lazy: async () => ({ Component: (await import('../features/legal/routes/terms-route')).TermsRoute }),
      },
      {
        path: '/privacy',
        lazy: async () => ({ Component: (await import('../features/legal/routes/privacy-route')).PrivacyRoute }),
      },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];

export const createRouter = () => createBrowserRouter(routes);
