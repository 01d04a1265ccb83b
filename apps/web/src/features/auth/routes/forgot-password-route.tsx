// /forgot-password (spec sections 4, 8): the e-mail gets a reset code; after 1.5 s the reset
// code screen takes over. Failure: 'Email not found' or 'Something went wrong'.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { REDIRECT_DELAY_MS } from '@store/shared/constants';
import { emailOnlySchema } from '@store/shared/forms';
import { MSG } from '@store/shared/messages';
import { useForgotPassword } from '../api/forgot-password';
import { AuthShell, FormSubmit, linkClass } from '../components/auth-shell';
import { hasStatus, serverText } from '../components/error-text';
import { FormField } from '../components/form-field';
import { useLater } from '../components/use-later';

export function forgotPasswordError(err: unknown): string {
  if (hasStatus(err, 404)) return MSG.emailNotFound;
  // A limit or an unavailable mail server explains itself better than a generic line.
  if (hasStatus(err, 429) || hasStatus(err, 503)) return serverText(err) || MSG.somethingWentWrong;
  return MSG.somethingWentWrong;
}

export function ForgotPasswordRoute() {
  const navigate = useNavigate();
  const later = useLater();
  const call = useForgotPassword();
  const [error, setError] = useState('');
  const [success, setSuccess] = useState('');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof emailOnlySchema>>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setError('');
    const { email } = emailOnlySchema.parse(values);
    try {
      setSuccess((await call.mutateAsync(email)) || 'OTP sent to your email.');
      later(REDIRECT_DELAY_MS, () => void navigate('/verify-reset-otp', { state: { email } }));
    } catch (err) {
      setError(forgotPasswordError(err));
    }
  });

  return (
    <AuthShell
      title="Forgot Password"
      subtitle="Enter your e-mail and we will send you a 4-digit code to reset your password."
      footer={
        <>
          Remembered it?{' '}
          <Link to="/login" className={linkClass}>
            Back to Login
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          error={errors.email?.message}
          {...register('email')}
        />
        <FormSubmit
          error={error}
          success={success}
          busy={call.isPending}
          disabled={call.isPending || Boolean(success)}
          label="Send OTP"
          busyLabel="Sending..."
        />
      </form>
    </AuthShell>
  );
}
