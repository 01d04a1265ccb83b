// One screen for both codes (sign-up and reset): the four boxes, the 5-minute resend
// countdown, Verify, the messages of docs/product.md (Accounts), and the redirect after success.
import { Fragment, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { OTP_LENGTH, OTP_RESEND_COUNTDOWN_SECONDS } from '@store/shared/constants';
import { Button } from '../../../components/ui/button';
import { AuthShell, FormNotice } from './auth-shell';
import { serverText } from './error-text';
import { authWords as w } from '../words/auth';
import { validationMessage } from '../../../lib/i18n/validation-message';
import { emptyDigits, OtpInput } from './otp-input';
import { formatCountdown, useCountdown } from './use-countdown';
import { useLater } from './use-later';
import { msg } from '../../../lib/i18n/msg';

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
  title: () => string;
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
        title={flow.title()}
        email={to.email}
        incompleteMessage={flow.incompleteMessage}
        verify={(otp) => flow.verify(to, otp)}
        resend={() => flow.resend(to)}
      />
    );
  };
}

/**
 * An e-mail address that wraps, when it must, after its '@' or a dot (with <wbr>), never in the
 * middle of a word.
 */
const withBreaks = (email: string) =>
  email.split(/(?<=[@.])/).map((part, i) => (
    <Fragment key={i}>
      {i > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));

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

  const complete = (otp: string) => new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const otp = digits.join('');
    if (!complete(otp)) {
      setError(validationMessage(incompleteMessage));
      return;
    }
    void check(otp);
  };

  const check = async (otp: string) => {
    setBusy(true);
    setError('');
    setNotice('');
    try {
      const { message, to, delayMs, state } = await verify(otp);
      later(delayMs, () => void navigate(to, { replace: true, state }));
      setNotice(message);
      setDone(true);
    } catch (err) {
      setError(serverText(err) || msg().invalidOtp);
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
      setError(serverText(err) || msg().invalidOtp);
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthShell
      title={title}
      subtitle={
        <>
          {w('codeSentTo')} <span className="break-words font-medium text-ink">{withBreaks(email)}</span>
        </>
      }
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <OtpInput
          digits={digits}
          onChange={(next) => {
            setDigits(next);
            if (error) setError('');
            // The fourth digit, typed or pasted, sends the code: no reach for Verify.
            const otp = next.join('');
            if (!busy && !done && complete(otp) && otp !== digits.join('')) void check(otp);
          }}
          disabled={busy || done}
          invalid={Boolean(error)}
        />
        {error ? <FormNotice tone="error">{error}</FormNotice> : null}
        {notice ? <FormNotice tone="success">{notice}</FormNotice> : null}
        <Button type="submit" size="lg" disabled={busy || done} className="w-full uppercase">
          {busy ? w('verifying') : w('verify')}
        </Button>
        <div className="text-center text-sm text-muted">
          {left > 0 ? (
            <p aria-live="off">
              {w('resendIn')} <span className="font-semibold tabular-nums text-ink">{formatCountdown(left)}</span>
            </p>
          ) : (
            <p>
              {w('noCode')}{' '}
              <button
                type="button"
                onClick={onResend}
                disabled={resending || done}
                className="inline-flex min-h-11 items-center px-1 font-semibold text-accent underline-offset-4 hover:underline disabled:opacity-50"
              >
                {resending ? w('sending') : w('resendOtp')}
              </button>
            </p>
          )}
        </div>
      </form>
    </AuthShell>
  );
}
