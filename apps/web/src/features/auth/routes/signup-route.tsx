// /signup (spec sections 4, 5, 8): name, e-mail, password with the strength meter and its
// confirmation; on success the server e-mails a code and, after 1.5 s, /verify-otp takes over.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { REDIRECT_DELAY_MS } from '@store/shared/constants';
import { signupFormSchema, type SignupFormInput } from '@store/shared/forms';
import { MSG } from '@store/shared/messages';
import { useSignup } from '../api/signup';
import { AuthShell, FormSubmit, linkClass } from '../components/auth-shell';
import { isNetworkError, serverText } from '../components/error-text';
import { FormField } from '../components/form-field';
import { StrengthMeter } from '../components/strength-meter';
import { useLater } from '../components/use-later';

export interface VerifyOtpState {
  email: string;
  /** The sign-up attempt the mailed code activates (ADR 1300). */
  attemptId?: string;
}

export function SignupRoute() {
  const navigate = useNavigate();
  const later = useLater();
  const signupCall = useSignup();
  const [error, setError] = useState('');
  const [success, setSuccess] = useState('');
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<SignupFormInput>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
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

  const busy = signupCall.isPending || Boolean(success);
  return (
    <AuthShell
      title="Sign Up"
      subtitle="Create your account to keep a cart and shop with friends."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className={linkClass}>
            Login
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormField
          label="Full name"
          autoComplete="name"
          placeholder="Your full name"
          error={errors.name?.message}
          {...register('name')}
        />
        <FormField
          label="Email address"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          error={errors.email?.message}
          {...register('email')}
        />
        <FormField
          label="Password"
          type="password"
          autoComplete="new-password"
          placeholder="At least 6 characters"
          error={errors.password?.message}
          hint={<StrengthMeter password={password} />}
          {...register('password')}
        />
        <FormField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          placeholder="Type it again"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <FormSubmit
          error={error}
          success={success}
          busy={signupCall.isPending}
          disabled={busy}
          label="Sign Up"
          busyLabel="Creating account..."
        />
      </form>
    </AuthShell>
  );
}
