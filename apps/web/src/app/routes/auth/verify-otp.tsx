// /verify-otp (docs/product.md, Accounts): needs the e-mail in the navigation state, else back
// to /signup. Success: after 2 s to /login with 'Account created successfully! Please sign in.'
import { LONG_REDIRECT_DELAY_MS } from '@store/shared/constants';
import { VALIDATION } from '@store/shared/validation-words';
import { resendOtp } from '../../../features/auth/api/resend-otp';
import { verifyOtp } from '../../../features/auth/api/verify-otp';
import { otpRoute } from '../../../features/auth/components/otp-screen';
import type { LoginMessageState } from './login';
import { msg } from '../../../lib/i18n/msg';
import { authWords as w, serverWords } from '../../../features/auth/words/auth';

export const VerifyOtpRoute = otpRoute({
  title: () => w('verifyEmail'),
  startOver: '/signup',
  incompleteMessage: VALIDATION.otpIncompleteSignup,
  async verify({ email, attemptId }, otp) {
    await verifyOtp({ email, otp, attemptId });
    const state: LoginMessageState = { message: msg().accountCreated };
    return { message: msg().accountCreated, to: '/login', delayMs: LONG_REDIRECT_DELAY_MS, state };
  },
  resend: async ({ email, attemptId }) => serverWords((await resendOtp(email, attemptId)) || w.english.newOtpSent),
});
