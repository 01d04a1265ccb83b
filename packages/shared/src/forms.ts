// The account forms' zod schemas (docs/product.md, Accounts), shared by the screens and the server so the
// same mistake gets the same words on both sides.
import { z } from 'zod';
import { MIN_NAME_LENGTH, MIN_PASSWORD_LENGTH, OTP_LENGTH } from './constants';
import { isEmailAddress, MAX_EMAIL_ADDRESS_LENGTH, normalizeEmailAddress } from './email-address';
import { VALIDATION } from './validation-words';
import { hasVisibleCharacter, isPlainText, PLAIN_TEXT_MESSAGES } from './plain-text';

/** Passwords are never truncated; an upper bound only keeps hashing cheap to refuse. */
export const MAX_PASSWORD_LENGTH = 256;
export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = MAX_EMAIL_ADDRESS_LENGTH;

/** NFKC, trimmed and lower-cased, as the forms send it (docs/product.md, Accounts). */
export const normalizeEmail = normalizeEmailAddress;

const email = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).transform(normalizeEmail).pipe(
    z
      .string()
      .min(1, requiredMessage)
      .max(MAX_EMAIL_LENGTH, VALIDATION.emailInvalid)
      // "A valid format" (docs/product.md, Accounts) means one plain address (ADR 1300).
      .refine(isEmailAddress, VALIDATION.emailInvalid),
  );

const password = (minMessage: string) =>
  z
    .string({ error: VALIDATION.passwordRequired })
    .min(1, VALIDATION.passwordRequired)
    .min(MIN_PASSWORD_LENGTH, minMessage)
    .max(MAX_PASSWORD_LENGTH, VALIDATION.passwordMax);

/** One line of plain text (ADR 2611) with something to see: a name made of blanks is no name. */
const fullName = z
  .string({ error: VALIDATION.fullNameRequired })
  .trim()
  .min(1, VALIDATION.fullNameRequired)
  .min(MIN_NAME_LENGTH, VALIDATION.nameMin)
  .max(MAX_NAME_LENGTH, VALIDATION.nameMax)
  .refine((v) => isPlainText(v), PLAIN_TEXT_MESSAGES.name)
  .refine(hasVisibleCharacter, VALIDATION.fullNameRequired);

/** POST /auth/user/login and the login form. */
export const loginSchema = z.object({
  email: email(VALIDATION.emailRequired),
  password: password(VALIDATION.passwordMinLogin),
});
export type LoginInput = z.input<typeof loginSchema>;

/** POST /auth/user/signup: what the server receives. */
export const signupRequestSchema = z.object({
  name: fullName,
  email: email(VALIDATION.emailAddressRequired),
  password: password(VALIDATION.passwordMinLogin),
});
export type SignupRequest = z.output<typeof signupRequestSchema>;

/** The sign-up form: the request plus the confirmation. */
export const signupFormSchema = z
  .object({
    ...signupRequestSchema.shape,
    confirmPassword: z.string().min(1, VALIDATION.confirmRequired),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: VALIDATION.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type SignupFormInput = z.input<typeof signupFormSchema>;

/** A 4-digit code (only digits). */
export const otpCodeSchema = (incompleteMessage: string) =>
  z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), incompleteMessage);

/** The sign-up attempt's id that sign-up answers (ADR 1300); any letter case. */
export const signupAttemptIdSchema = z
  .string()
  .transform((v) => v.toLowerCase())
  .pipe(z.uuid('Invalid sign-up attempt.'));

/** POST /auth/user/verify-otp (form-encoded). */
export const verifyOtpSchema = z.object({
  email: email(VALIDATION.emailRequired),
  otp: otpCodeSchema(VALIDATION.otpIncompleteSignup),
  attemptId: signupAttemptIdSchema.optional(),
});

/** POST /auth/user/resend-otp?email=&attemptId= */
export const resendOtpSchema = z.object({
  email: email(VALIDATION.emailRequired),
  attemptId: signupAttemptIdSchema.optional(),
});

/** POST /auth/user/verify-reset-otp?email=&otp= */
export const verifyResetOtpSchema = z.object({
  email: email(VALIDATION.emailRequired),
  otp: otpCodeSchema(VALIDATION.otpIncompleteReset),
});

/** ?email= of resend-otp and forgot-password, and the forgot-password form. */
export const emailOnlySchema = z.object({ email: email(VALIDATION.emailRequired) });

/** POST /auth/user/reset-password. */
export const resetPasswordRequestSchema = z.object({
  email: email(VALIDATION.emailRequired),
  resetToken: z.string().min(16, 'Invalid or expired reset token.').max(200, 'Invalid or expired reset token.'),
  newPassword: password(VALIDATION.passwordMinReset),
});

/** The reset form: new password and its confirmation (its two messages in docs/product.md, Accounts). */
export const resetPasswordFormSchema = z
  .object({
    newPassword: z
      .string()
      .min(MIN_PASSWORD_LENGTH, VALIDATION.passwordMinReset)
      .max(MAX_PASSWORD_LENGTH, VALIDATION.passwordMax),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: VALIDATION.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;
