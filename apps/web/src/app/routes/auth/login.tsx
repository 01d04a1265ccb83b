// /login (docs/product.md, Accounts): 'Already logged in.' when a token is stored; on success
// 'Login successful!' for 5 s and, after 1.5 s, back to the page that sent the shopper here
// (finishing an interrupted Add to Cart or Buy Now) or to /home.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { LOGIN_MESSAGE_MS, REDIRECT_DELAY_MS } from '@store/shared/constants';
import { loginSchema, type LoginInput } from '@store/shared/forms';
import { ButtonLink } from '../../../components/ui/button';
import { isLoginRedirectState, resumeStateFor } from '../../../lib/login-redirect';
import { notify } from '../../../lib/notify';
import { startSession } from '../../../lib/session';
import { getToken } from '../../../lib/storage';
import { useLogin } from '../../../features/auth/api/login';
import { AuthFooter, AuthShell, FormNotice, FormSubmit, linkClass } from '../../../features/auth/components/auth-shell';
import { serverText } from '../../../features/auth/components/error-text';
import { fieldPresets, FormField } from '../../../features/auth/components/form-field';
import { useAuthForm } from '../../../features/auth/components/use-auth-form';
import { useLater } from '../../../features/auth/components/use-later';
import { msg } from '../../../lib/i18n/msg';
import { authWords as w, serverWords } from '../../../features/auth/words/auth';

/** What other account screens may hand to /login: a message to show (e.g. after sign-up). */
export interface LoginMessageState {
  message?: string;
}

function messageFrom(state: unknown): string {
  const message = (state as LoginMessageState | null)?.message;
  return typeof message === 'string' ? message : '';
}

export function LoginRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const later = useLater();
  const loginCall = useLogin();
  const [alreadySignedIn] = useState(() => Boolean(getToken()));
  const announced = useRef(false);
  const arrivalMessage = messageFrom(location.state);

  useEffect(() => {
    if (alreadySignedIn && !announced.current) {
      announced.current = true;
      notify(msg().alreadyLoggedIn, 'info');
    }
  }, [alreadySignedIn]);

  const { field, handleSubmit, outcome, setError, setSuccess } = useAuthForm<LoginInput>(zodResolver(loginSchema), {
    email: '',
    password: '',
  });
  const success = Boolean(outcome.success);

  const onSubmit = handleSubmit(async (values) => {
    setError('');
    try {
      const answer = await loginCall.mutateAsync(values);
      // Nothing of an earlier account stays for this one (a shared phone, ADR 4601).
      await startSession(queryClient, answer.token, answer.user);
      setSuccess(msg().loginSuccessful);
      notify(msg().loginSuccessful, 'success', LOGIN_MESSAGE_MS);
      const origin = location.state;
      later(REDIRECT_DELAY_MS, () => {
        if (isLoginRedirectState(origin)) {
          void navigate(origin.from, { replace: true, state: resumeStateFor(origin) });
        } else {
          void navigate('/home', { replace: true });
        }
      });
    } catch (err) {
      // docs/product.md, Accounts: the server's message, or 'Invalid credentials' (also when offline).
      setError(serverText(err) || msg().invalidCredentials);
    }
  });

  return (
    <AuthShell
      title={w('login')}
      subtitle={w('loginSubtitle')}
      footer={
        <AuthFooter question={w('noAccount')} to="/signup">
          {w('signUp')}
        </AuthFooter>
      }
    >
      {alreadySignedIn && !success ? (
        <div className="mb-5 flex flex-col gap-3 rounded-md border border-line bg-canvas p-4 text-sm">
          <p className="font-medium">{msg().alreadyLoggedIn}</p>
          <div className="flex gap-3">
            <ButtonLink to="/profile" variant="secondary" className="flex-1">
              {w('goToProfile')}
            </ButtonLink>
            <ButtonLink to="/home" variant="ghost" className="flex-1">
              {w('continueShopping')}
            </ButtonLink>
          </div>
        </div>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {arrivalMessage && !success ? <FormNotice tone="success">{serverWords(arrivalMessage)}</FormNotice> : null}
        <FormField label={w('email')} {...fieldPresets.email} {...field('email')} />
        <FormField
          label={w('password')}
          type="password"
          autoComplete="current-password"
          placeholder={w('yourPassword')}
          {...field('password')}
        />
        <div className="-mt-1 text-right text-sm">
          <Link to="/forgot-password" className={`${linkClass} inline-flex min-h-11 items-center`}>
            {w('forgotPassword')}
          </Link>
        </div>
        <FormSubmit outcome={outcome} busy={loginCall.isPending} label={w('login')} busyLabel={w('loggingIn')} />
      </form>
    </AuthShell>
  );
}
