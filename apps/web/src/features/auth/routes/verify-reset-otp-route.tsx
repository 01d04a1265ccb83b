// /verify-reset-otp (spec sections 2, 4, 5, 8): needs the e-mail in the navigation state, else
// back to /forgot-password. Success: after 1.5 s to /reset-password with the reset token.
import { Navigate, useLocation } from 'react-router';
import { REDIRECT_DELAY_MS } from '@store/shared/constants';
import { VALIDATION } from '@store/shared/messages';
import { forgotPassword } from '../api/forgot-password';
import { verifyResetOtp } from '../api/verify-reset-otp';
import { OtpScreen } from '../components/otp-screen';
import { emailFromState } from './verify-otp-route';

export interface ResetPasswordState {
  email: string;
  resetToken: string;
}

export function VerifyResetOtpRoute() {
  const email = emailFromState(useLocation().state);
  if (!email) return <Navigate to="/forgot-password" replace />;

  return (
    <OtpScreen
      title="Verify Code"
      email={email}
      incompleteMessage={VALIDATION.otpIncompleteReset}
      verify={async (otp) => {
        const answer = await verifyResetOtp({ email, otp });
        const state: ResetPasswordState = { email, resetToken: answer.resetToken };
        return { message: answer.message || 'OTP verified.', to: '/reset-password', delayMs: REDIRECT_DELAY_MS, state };
      }}
      resend={async () => (await forgotPassword(email)) || 'OTP sent to your email.'}
    />
  );
}
