// /verify-otp (spec sections 2, 4, 5, 8): needs the e-mail in the navigation state, else back
// to /signup. Success: after 2 s to /login with 'Account created successfully! Please sign in.'
import { Navigate, useLocation } from 'react-router';
import { LONG_REDIRECT_DELAY_MS } from '@store/shared/constants';
import { MSG, VALIDATION } from '@store/shared/messages';
import { resendOtp } from '../api/resend-otp';
import { verifyOtp } from '../api/verify-otp';
import { OtpScreen } from '../components/otp-screen';
import type { LoginMessageState } from './login-route';

export function emailFromState(state: unknown): string | null {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email ? email : null;
}

/** The sign-up attempt the code was mailed for (ADR 1300), when sign-up answered one. */
function attemptIdFromState(state: unknown): string | undefined {
  const attemptId = (state as { attemptId?: unknown } | null)?.attemptId;
  return typeof attemptId === 'string' && attemptId ? attemptId : undefined;
}

export function VerifyOtpRoute() {
  const location = useLocation();
  const email = emailFromState(location.state);
  const attemptId = attemptIdFromState(location.state);
  if (!email) return <Navigate to="/signup" replace />;

  return (
    <OtpScreen
      title="Verify Email"
      email={email}
      incompleteMessage={VALIDATION.otpIncompleteSignup}
      verify={async (otp) => {
        await verifyOtp({ email, otp, attemptId });
        const state: LoginMessageState = { message: MSG.accountCreated };
        return { message: MSG.accountCreated, to: '/login', delayMs: LONG_REDIRECT_DELAY_MS, state };
      }}
      resend={async () => (await resendOtp(email, attemptId)) || 'A new OTP has been sent to your email.'}
    />
  );
}
