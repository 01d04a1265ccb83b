// The frame of the shop-with-friends screens: the header back to the profile hub, and a way in
// for a shopper who is not signed in.
import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { MSG } from '@store/shared/messages';
import { ButtonLink } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { StateMessage } from '../../../components/ui/states';
import type { LoginRedirectState } from '../../../lib/login-redirect';
import { getToken } from '../../../lib/storage';

export function SocialPage({ title, children }: { title: string; children: ReactNode }) {
  const location = useLocation();
  const state: LoginRedirectState = { from: location.pathname };
  return (
    <>
      <PageHeader title={title} back="/profile" />
      <main className="mx-auto w-full max-w-3xl px-4 py-6">
        {getToken() ? (
          children
        ) : (
          <StateMessage
            icon={<LogIn size={40} strokeWidth={1.5} />}
            title={MSG.notLoggedIn}
            action={
              <ButtonLink to="/login" state={state}>
                Login
              </ButtonLink>
            }
          />
        )}
      </main>
    </>
  );
}
