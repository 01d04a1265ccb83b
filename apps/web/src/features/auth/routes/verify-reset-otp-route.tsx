// /verify-reset-otp (spec sections 2, 4, 5, 8): needs the e-mail in the navigation state, else
// back to /forgot-password. Success: after 1.5 s to /reset-password with the reset token.
import { Navigate, useLocation, useNavigate } from 'react-router';
import { REDIRECT_DELAY_MS } from '@store/shared/constants';
import { MSG, VALIDATION } from '@store/shared/messages';
import { forgotPassword } from '../api/forgot-password';
import { verifyResetOtp } from '../api/verify-reset-otp';
import { OtpScreen } from '../components/otp-screen';
import { useLater } from '../components/use-later';
import { emailFromState } from './verify-otp-route';

export interface ResetPasswordState {
  email: string;
  resetToken: string;
}

export function VerifyResetOtpRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const later = useLater();
  const email = emailFromState(location.state);
  if (!email) return <Navigate to="/forgot-password" replace />;

  return (
    <OtpScreen
      title="Verify Code"
      email={email}
      incompleteMessage={VALIDATION.otpIncompleteReset}
      failureFallback={MSG.invalidOtp}
      verify={async (otp) => {
        const answer = await verifyResetOtp({ email, otp });
        const state: ResetPasswordState = { email, resetToken: answer.resetToken };
        later(REDIRECT_DELAY_MS, () => void navigate('/reset-password', { replace: true, state }));
        return answer.message || 'OTP verified.';
      }}
      resend={async () => (await forgotPassword(email)) || 'OTP sent to your email.'}
    />
  );
}
