// One screen for both codes (sign-up and reset): the four boxes, the 5-minute resend
// countdown, Verify, the messages of spec sections 4, 5 and 8, and the redirect after success.
import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { OTP_LENGTH, OTP_RESEND_COUNTDOWN_SECONDS } from '@store/shared/constants';
import { MSG } from '@store/shared/messages';
import { Button } from '../../../components/ui/button';
import { AuthShell, FormNotice } from './auth-shell';
import { serverText } from './error-text';
import { emptyDigits, OtpInput } from './otp-input';
import { formatCountdown, useCountdown } from './use-countdown';
import { useLater } from './use-later';

/** Whom a code was mailed to, from the navigation state: the e-mail and, for sign-up, the attempt (ADR 1300). */
export interface CodeFor {
  email: string;
  attemptId?: string;
}

function codeForFromState(state: unknown): CodeFor | null {
  const { email, attemptId } = (state ?? {}) as { email?: unknown; attemptId?: unknown };
  if (typeof email !== 'string' || !email) return null;
  return typeof attemptId === 'string' && attemptId ? { email, attemptId } : { email };
}

/**
 * A code screen's route (/verify-otp, /verify-reset-otp): it needs the e-mail in the navigation
 * state, and without one goes back to `startOver`, where the code is asked for.
 */
export function otpRoute(flow: {
  title: string;
  startOver: string;
  incompleteMessage: string;
  verify: (to: CodeFor, otp: string) => Promise<OtpVerified>;
  resend: (to: CodeFor) => Promise<string>;
}) {
  return function OtpRoute() {
    const to = codeForFromState(useLocation().state);
    if (!to) return <Navigate to={flow.startOver} replace />;
    return (
      <OtpScreen
        title={flow.title}
        email={to.email}
        incompleteMessage={flow.incompleteMessage}
        verify={(otp) => flow.verify(to, otp)}
        resend={() => flow.resend(to)}
      />
    );
  };
}

/** What a verified code leads to: the success text to show, then, after `delayMs`, `to` with `state`. */
export interface OtpVerified {
  message: string;
  to: string;
  delayMs: number;
  state: unknown;
}

export function OtpScreen({
  title,
  email,
  incompleteMessage,
  verify,
  resend,
}: {
  title: string;
  email: string;
  incompleteMessage: string;
  /** Resolves with where the code leads; rejects with the server's error. */
  verify: (otp: string) => Promise<OtpVerified>;
  /** Resolves with the text to show after a new code was sent. */
  resend: () => Promise<string>;
}) {
  const navigate = useNavigate();
  const later = useLater();
  const [digits, setDigits] = useState(emptyDigits);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [resending, setResending] = useState(false);
  const { left, restart } = useCountdown(OTP_RESEND_COUNTDOWN_SECONDS);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const otp = digits.join('');
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp)) {
      setError(incompleteMessage);
      return;
    }
    setBusy(true);
    setError('');
    setNotice('');
    try {
      const { message, to, delayMs, state } = await verify(otp);
      later(delayMs, () => void navigate(to, { replace: true, state }));
      setNotice(message);
      setDone(true);
    } catch (err) {
      setError(serverText(err) || MSG.invalidOtp);
      setDigits(emptyDigits());
    } finally {
      setBusy(false);
    }
  };

  const onResend = async () => {
    setResending(true);
    setError('');
    setNotice('');
    try {
      setNotice(await resend());
      setDigits(emptyDigits());
      restart();
    } catch (err) {
      setError(serverText(err) || MSG.invalidOtp);
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthShell
      title={title}
      subtitle={
        <>
          Enter the 4-digit code we sent to <span className="break-all font-medium text-ink">{email}</span>
        </>
      }
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <OtpInput
          digits={digits}
          onChange={(next) => {
            setDigits(next);
            if (error) setError('');
          }}
          disabled={busy || done}
          invalid={Boolean(error)}
        />
        {error ? <FormNotice tone="error">{error}</FormNotice> : null}
        {notice ? <FormNotice tone="success">{notice}</FormNotice> : null}
        <Button type="submit" size="lg" disabled={busy || done} className="w-full uppercase">
          {busy ? 'Verifying...' : 'Verify'}
        </Button>
        <div className="text-center text-sm text-muted">
          {left > 0 ? (
            <p aria-live="off">
              Resend OTP in <span className="font-semibold tabular-nums text-ink">{formatCountdown(left)}</span>
            </p>
          ) : (
            <p>
              Didn&apos;t get the code?{' '}
              <button
                type="button"
                onClick={onResend}
                disabled={resending || done}
                className="inline-flex min-h-11 items-center px-1 font-semibold text-accent underline-offset-4 hover:underline disabled:opacity-50"
              >
                {resending ? 'Sending...' : 'Resend OTP'}
              </button>
            </p>
          )}
        </div>
      </form>
    </AuthShell>
  );
}
