// /signup (spec sections 4, 5, 8): name, e-mail, password with the strength meter and its
// confirmation; on success the server e-mails a code and, after 1.5 s, /verify-otp takes over.
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { REDIRECT_DELAY_MS } from '@store/shared/constants';
import { signupFormSchema, type SignupFormInput } from '@store/shared/forms';
import { MSG } from '@store/shared/messages';
import { useSignup } from '../../../features/auth/api/signup';
import { AuthFooter, AuthShell, FormSubmit } from '../../../features/auth/components/auth-shell';
import { isNetworkError, serverText } from '../../../features/auth/components/error-text';
import { fieldPresets, FormField } from '../../../features/auth/components/form-field';
import { useAuthForm } from '../../../features/auth/components/use-auth-form';
import { StrengthMeter } from '../../../features/auth/components/strength-meter';
import { useLater } from '../../../features/auth/components/use-later';

export interface VerifyOtpState {
  email: string;
  /** The sign-up attempt the mailed code activates (ADR 1300). */
  attemptId?: string;
}

export function SignupRoute() {
  const navigate = useNavigate();
  const later = useLater();
  const signupCall = useSignup();
  const { field, handleSubmit, watch, outcome, setError, setSuccess } = useAuthForm<SignupFormInput>(
    zodResolver(signupFormSchema),
    { name: '', email: '', password: '', confirmPassword: '' },
  );
  const password = watch('password');

  const onSubmit = handleSubmit(async (values) => {
    setError('');
    // The schema already trimmed and lower-cased the e-mail (spec section 5).
    const { name, email, password: pw } = signupFormSchema.parse(values);
    try {
      const { message, attemptId } = await signupCall.mutateAsync({ name, email, password: pw });
      setSuccess(message || 'OTP sent to your email.');
      const state: VerifyOtpState = attemptId ? { email, attemptId } : { email };
      later(REDIRECT_DELAY_MS, () => void navigate('/verify-otp', { state }));
    } catch (err) {
      setError(isNetworkError(err) ? MSG.networkError : serverText(err) || MSG.registrationFailed);
    }
  });

  return (
    <AuthShell
      title="Sign Up"
      subtitle="Create your account to keep a cart and shop with friends."
      footer={
        <AuthFooter question="Already have an account?" to="/login">
          Login
        </AuthFooter>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormField label="Full name" autoComplete="name" placeholder="Your full name" {...field('name')} />
        <FormField label="Email address" {...fieldPresets.email} {...field('email')} />
        <FormField
          label="Password"
          {...fieldPresets.newPassword}
          hint={<StrengthMeter password={password} />}
          {...field('password')}
        />
        <FormField label="Confirm password" {...fieldPresets.confirmPassword} {...field('confirmPassword')} />
        <FormSubmit outcome={outcome} busy={signupCall.isPending} label="Sign Up" busyLabel="Creating account..." />
      </form>
    </AuthShell>
  );
}
