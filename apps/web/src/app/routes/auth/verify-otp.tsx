// /verify-otp (spec sections 2, 4, 5, 8): needs the e-mail in the navigation state, else back
// to /signup. Success: after 2 s to /login with 'Account created successfully! Please sign in.'
import { LONG_REDIRECT_DELAY_MS } from '@store/shared/constants';
import { MSG, VALIDATION } from '@store/shared/messages';
import { resendOtp } from '../../../features/auth/api/resend-otp';
import { verifyOtp } from '../../../features/auth/api/verify-otp';
import { otpRoute } from '../../../features/auth/components/otp-screen';
import type { LoginMessageState } from './login';

export const VerifyOtpRoute = otpRoute({
  title: 'Verify Email',
  startOver: '/signup',
  incompleteMessage: VALIDATION.otpIncompleteSignup,
  async verify({ email, attemptId }, otp) {
    await verifyOtp({ email, otp, attemptId });
    const state: LoginMessageState = { message: MSG.accountCreated };
    return { message: MSG.accountCreated, to: '/login', delayMs: LONG_REDIRECT_DELAY_MS, state };
  },
  resend: async ({ email, attemptId }) =>
    (await resendOtp(email, attemptId)) || 'A new OTP has been sent to your email.',
});
