// Test support: what the app's layouts and query client add around every screen for a 401
// (lib/session-expiry.ts), so a screen under test ends an expired session as the app does.
import { Outlet } from 'react-router';
import { useSessionExpiryRedirect } from '../lib/session-expiry';

/** A layout route: wrap a test's routes in `{ element: <SessionExpiryOutlet />, children }`. */
export function SessionExpiryOutlet() {
  useSessionExpiryRedirect();
  return <Outlet />;
}
