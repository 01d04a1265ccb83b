// The account screens' own words (ADR 3203): English here, Hindi in its own chunk (auth.hi.ts),
// loaded with these screens on a Hindi page only. The titles and buttons are docs/product.md's
// (Accounts).
import { MSG } from '@store/shared/messages';
import { sameMessageIn } from '../../../lib/i18n/messages';
import { msg } from '../../../lib/i18n/msg';
import { screenWords } from '../../../lib/i18n/words';

/** One of the shared messages (MSG) the server also sends, in the page's language. */
const msgIn = (text: string) => sameMessageIn(MSG, msg(), text);

const ENGLISH = {
  home: 'Saath home',
  loginSubtitle: 'Welcome back. Sign in to shop with your friends.',
  noAccount: "Don't have an account?",
  signUp: 'Sign Up',
  goToProfile: 'Go to Profile',
  continueShopping: 'Continue shopping',
  email: 'Email',
  password: 'Password',
  yourPassword: 'Your password',
  forgotPassword: 'Forgot password?',
  login: 'Login',
  loggingIn: 'Logging in...',
  signupSubtitle: 'Create your account to keep a cart and shop with friends.',
  haveAccount: 'Already have an account?',
  fullName: 'Full name',
  yourFullName: 'Your full name',
  emailAddress: 'Email address',
  confirmPassword: 'Confirm password',
  creatingAccount: 'Creating account...',
  forgotTitle: 'Forgot Password',
  forgotSubtitle: 'Enter your e-mail and we will send you a 4-digit code to reset your password.',
  remembered: 'Remembered it?',
  backToLogin: 'Back to Login',
  sendOtp: 'Send OTP',
  sending: 'Sending...',
  resetTitle: 'Reset Password',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  resetting: 'Resetting...',
  atLeast6: 'At least 6 characters',
  typeItAgain: 'Type it again',
  show: 'Show {field}',
  hide: 'Hide {field}',
  verifyEmail: 'Verify Email',
  verifyCode: 'Verify Code',
  codeSentTo: 'Enter the 4-digit code we sent to',
  verify: 'Verify',
  verifying: 'Verifying...',
  resendIn: 'Resend OTP in',
  noCode: "Didn't get the code?",
  resendOtp: 'Resend OTP',
  digit: 'Digit {n} of {count}',
  chooseNewPassword: 'Choose a new password for',
  oneTimeCode: 'One-time code',
  passwordStrength: 'Password strength',
  Weak: 'Weak',
  Medium: 'Medium',
  Strong: 'Strong',
  // What the server answers (docs/api.md, Accounts), shown in the page's language by serverWords.
  otpSent: 'OTP sent to your email.',
  newOtpSent: 'A new OTP has been sent to your email.',
  otpVerified: 'OTP verified.',
  passwordReset: 'Password reset successfully.',
  passwordResetSignIn: 'Password reset successfully. Please sign in with your new password.',
  badResetToken: 'Invalid or expired reset token. Please start again.',
  noPendingSignup: 'No pending sign-up for this email. Please sign up again.',
  verifyFirst: 'Please verify your email before signing in.',
  alreadyRegistered: 'This email is already registered. Please sign in.',
  tooManyAttempts: 'Too many incorrect attempts. Please request a new OTP.',
  tooManyCodesEmail: 'Too many incorrect codes for this email. Please try again later.',
  tooManyCodesHere: 'Too many incorrect codes from this connection. Please try again later.',
  mailFailed: 'We could not send the e-mail with your code. Please try again in a moment.',
  waitSeconds: 'Please wait {count} seconds before requesting a new OTP.',
};
export type AuthWords = typeof ENGLISH;

export const authWords = screenWords(ENGLISH, () => import('./auth.hi').then((m) => m.hi));

const WAIT = /^Please wait (\d+) seconds before requesting a new OTP\.$/;

/** A server's answer in the page's language when it is one the account screens know; else as it is. */
export function serverWords(text: string): string {
  const wait = WAIT.exec(text);
  if (wait) return authWords('waitSeconds', { count: wait[1]! });
  const key = (Object.keys(ENGLISH) as (keyof AuthWords)[]).find((k) => ENGLISH[k] === text);
  return key ? authWords(key) : msgIn(text);
}
