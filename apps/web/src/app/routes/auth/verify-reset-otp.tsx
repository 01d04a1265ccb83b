// /verify-reset-otp (docs/product.md, Accounts): needs the e-mail in the navigation state, else
// back to /forgot-password. Success: after 1.5 s to /reset-password with the reset token.
import { REDIRECT_DELAY_MS } from '@store/shared/constants';
import { VALIDATION } from '@store/shared/validation-words';
import { forgotPassword } from '../../../features/auth/api/forgot-password';
import { verifyResetOtp } from '../../../features/auth/api/verify-reset-otp';
import { otpRoute } from '../../../features/auth/components/otp-screen';
import { authWords as w, serverWords } from '../../../features/auth/words/auth';

export interface ResetPasswordState {
  email: string;
  resetToken: string;
}

export const VerifyResetOtpRoute = otpRoute({
  title: () => w('verifyCode'),
  startOver: '/forgot-password',
  incompleteMessage: VALIDATION.otpIncompleteReset,
  async verify({ email }, otp) {
    const answer = await verifyResetOtp({ email, otp });
    const state: ResetPasswordState = { email, resetToken: answer.resetToken };
    return {
      message: serverWords(answer.message || w.english.otpVerified),
      to: '/reset-password',
      delayMs: REDIRECT_DELAY_MS,
      state,
    };
  },
  resend: async ({ email }) => serverWords((await forgotPassword(email)) || w.english.otpSent),
});
