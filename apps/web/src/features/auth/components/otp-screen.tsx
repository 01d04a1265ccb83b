// One screen for both codes (sign-up and reset): the four boxes, the 5-minute resend
// countdown, Verify, and the messages of spec sections 4, 5 and 8.
import { useState, type FormEvent } from 'react';
import { OTP_LENGTH, OTP_RESEND_COUNTDOWN_SECONDS } from '@store/shared/constants';
import { Button } from '../../../components/ui/button';
import { AuthShell, FormNotice } from './auth-shell';
import { serverText } from './error-text';
import { emptyDigits, OtpInput } from './otp-input';
import { formatCountdown, useCountdown } from './use-countdown';

export function OtpScreen({
  title,
  email,
  incompleteMessage,
  failureFallback,
  verify,
  resend,
}: {
  title: string;
  email: string;
  incompleteMessage: string;
  failureFallback: string;
  /** Resolves with the success text to show; rejects with the server's error. */
  verify: (otp: string) => Promise<string>;
  /** Resolves with the text to show after a new code was sent. */
  resend: () => Promise<string>;
}) {
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
      setNotice(await verify(otp));
      setDone(true);
    } catch (err) {
      setError(serverText(err) || failureFallback);
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
      setError(serverText(err) || failureFallback);
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
