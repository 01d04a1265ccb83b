// /login (spec sections 4, 5, 6, 8): 'Already logged in.' when a token is stored; on success
// 'Login successful!' for 5 s and, after 1.5 s, back to the page that sent the shopper here
// (finishing an interrupted Add to Cart or Buy Now) or to /home.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { LOGIN_MESSAGE_MS, REDIRECT_DELAY_MS } from '@store/shared/constants';
import { loginSchema, type LoginInput } from '@store/shared/forms';
import { MSG } from '@store/shared/messages';
import { ButtonLink } from '../../../components/ui/button';
import { isLoginRedirectState, resumeStateFor } from '../../../lib/login-redirect';
import { notify } from '../../../lib/notify';
import { getToken, setSession } from '../../../lib/storage';
import { useLogin } from '../../../features/auth/api/login';
import { AuthFooter, AuthShell, FormNotice, FormSubmit, linkClass } from '../../../features/auth/components/auth-shell';
import { serverText } from '../../../features/auth/components/error-text';
import { fieldPresets, FormField } from '../../../features/auth/components/form-field';
import { useAuthForm } from '../../../features/auth/components/use-auth-form';
import { useLater } from '../../../features/auth/components/use-later';

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
      notify(MSG.alreadyLoggedIn, 'info');
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
      setSession(answer.token, answer.user);
      queryClient.removeQueries();
      setSuccess(MSG.loginSuccessful);
      notify(MSG.loginSuccessful, 'success', LOGIN_MESSAGE_MS);
      const origin = location.state;
      later(REDIRECT_DELAY_MS, () => {
        if (isLoginRedirectState(origin)) {
          void navigate(origin.from, { replace: true, state: resumeStateFor(origin) });
        } else {
          void navigate('/home', { replace: true });
        }
      });
    } catch (err) {
      // Spec section 8: the server's message, or 'Invalid credentials' (also when offline).
      setError(serverText(err) || MSG.invalidCredentials);
    }
  });

  return (
    <AuthShell
      title="Login"
      subtitle="Welcome back. Sign in to shop with your friends."
      footer={
        <AuthFooter question="Don't have an account?" to="/signup">
          Sign Up
        </AuthFooter>
      }
    >
      {alreadySignedIn && !success ? (
        <div className="mb-5 flex flex-col gap-3 rounded-md border border-line bg-canvas p-4 text-sm">
          <p className="font-medium">{MSG.alreadyLoggedIn}</p>
          <div className="flex gap-3">
            <ButtonLink to="/profile" variant="secondary" className="flex-1">
              Go to Profile
            </ButtonLink>
            <ButtonLink to="/home" variant="ghost" className="flex-1">
              Continue shopping
            </ButtonLink>
          </div>
        </div>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {arrivalMessage && !success ? <FormNotice tone="success">{arrivalMessage}</FormNotice> : null}
        <FormField label="Email" {...fieldPresets.email} {...field('email')} />
        <FormField
          label="Password"
          type="password"
          autoComplete="current-password"
          placeholder="Your password"
          {...field('password')}
        />
        <div className="-mt-1 text-right text-sm">
          <Link to="/forgot-password" className={`${linkClass} inline-flex min-h-11 items-center`}>
            Forgot password?
          </Link>
        </div>
        <FormSubmit outcome={outcome} busy={loginCall.isPending} label="Login" busyLabel="Logging in..." />
      </form>
    </AuthShell>
  );
}
