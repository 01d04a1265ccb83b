import { describe, expect, it } from 'vitest';
import { loginSchema, resetPasswordFormSchema, signupFormSchema, verifyOtpSchema, verifyResetOtpSchema } from './forms';
import { VALIDATION } from './validation-words';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('account form schemas', () => {
  it('trims and lower-cases the e-mail', () => {
    expect(loginSchema.parse({ email: '  Asha@Example.COM ', password: 'secret1' }).email).toBe('asha@example.com');
  });

  it.each([
    [{ email: '', password: 'secret1' }, VALIDATION.emailRequired],
    [{ email: 'nope', password: 'secret1' }, VALIDATION.emailInvalid],
    [{ email: 'a@b.co', password: '' }, VALIDATION.passwordRequired],
    [{ email: 'a@b.co', password: '12345' }, VALIDATION.passwordMinLogin],
  ])('login %j → %s', (input, message) => {
    expect(firstMessage(loginSchema.safeParse(input))).toBe(message);
  });

  const good = { name: 'Asha', email: 'a@b.co', password: 'secret1', confirmPassword: 'secret1' };
  it.each([
    [{ name: '' }, VALIDATION.fullNameRequired],
    [{ name: '  a  ' }, VALIDATION.nameMin],
    [{ email: '' }, VALIDATION.emailAddressRequired],
    [{ email: 'a@b' }, VALIDATION.emailInvalid],
    [{ password: '', confirmPassword: '' }, VALIDATION.passwordRequired],
    [{ password: '12345', confirmPassword: '12345' }, VALIDATION.passwordMinLogin],
    [{ confirmPassword: '' }, VALIDATION.confirmRequired],
    [{ confirmPassword: 'secret2' }, VALIDATION.passwordsDoNotMatch],
  ])('signup %j → %s', (change, message) => {
    expect(firstMessage(signupFormSchema.safeParse({ ...good, ...change }))).toBe(message);
  });

  it('never truncates: a 200-character password is kept whole', () => {
    const long = 'p'.repeat(200);
    expect(signupFormSchema.parse({ ...good, password: long, confirmPassword: long }).password).toHaveLength(200);
  });

  it("codes: 4 digits only, with the two screens' messages", () => {
    expect(verifyOtpSchema.safeParse({ email: 'a@b.co', otp: '0123' }).success).toBe(true);
    expect(firstMessage(verifyOtpSchema.safeParse({ email: 'a@b.co', otp: '12a4' }))).toBe(
      VALIDATION.otpIncompleteSignup,
    );
    expect(firstMessage(verifyResetOtpSchema.safeParse({ email: 'a@b.co', otp: '123' }))).toBe(
      VALIDATION.otpIncompleteReset,
    );
  });

  it('reset form: length first, then the match', () => {
    expect(firstMessage(resetPasswordFormSchema.safeParse({ newPassword: '123', confirmPassword: '123' }))).toBe(
      VALIDATION.passwordMinReset,
    );
    expect(firstMessage(resetPasswordFormSchema.safeParse({ newPassword: '123456', confirmPassword: '1234567' }))).toBe(
      VALIDATION.passwordsDoNotMatch,
    );
  });
});
