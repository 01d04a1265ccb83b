// /reset-password (spec sections 2, 4, 5, 8): needs the e-mail and reset token in the navigation
// state, else back to /forgot-password. Success: after 2 s to /login.
import { zodResolver } from '@hookform/resolvers/zod';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { LONG_REDIRECT_DELAY_MS } from '@store/shared/constants';
import { resetPasswordFormSchema, type ResetPasswordFormInput } from '@store/shared/forms';
import { MSG } from '@store/shared/messages';
import { useResetPassword } from '../../../features/auth/api/reset-password';
import { AuthShell, FormSubmit } from '../../../features/auth/components/auth-shell';
import { serverText } from '../../../features/auth/components/error-text';
import { fieldPresets, FormField } from '../../../features/auth/components/form-field';
import { useAuthForm } from '../../../features/auth/components/use-auth-form';
import { useLater } from '../../../features/auth/components/use-later';
import type { LoginMessageState } from './login';
import type { ResetPasswordState } from './verify-reset-otp';

function resetStateFrom(state: unknown): ResetPasswordState | null {
  const s = state as Partial<ResetPasswordState> | null;
  return typeof s?.email === 'string' && s.email && typeof s.resetToken === 'string' && s.resetToken
    ? { email: s.email, resetToken: s.resetToken }
    : null;
}

export function ResetPasswordRoute() {
  const location = useLocation();
  const reset = resetStateFrom(location.state);
  if (!reset) return <Navigate to="/forgot-password" replace />;
  return <ResetPasswordForm {...reset} />;
}

function ResetPasswordForm({ email, resetToken }: ResetPasswordState) {
  const navigate = useNavigate();
  const later = useLater();
  const call = useResetPassword();
  const { field, handleSubmit, outcome, setError, setSuccess } = useAuthForm<ResetPasswordFormInput>(
    zodResolver(resetPasswordFormSchema),
    { newPassword: '', confirmPassword: '' },
  );

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setError('');
    try {
      const text = (await call.mutateAsync({ email, resetToken, newPassword })) || 'Password reset successfully.';
      setSuccess(text);
      const state: LoginMessageState = { message: text };
      later(LONG_REDIRECT_DELAY_MS, () => void navigate('/login', { replace: true, state }));
    } catch (err) {
      setError(serverText(err) || MSG.somethingWentWrongTryAgain);
    }
  });

  return (
    <AuthShell
      title="Reset Password"
      subtitle={
        <>
          Choose a new password for <span className="break-all font-medium text-ink">{email}</span>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormField label="New password" {...fieldPresets.newPassword} {...field('newPassword')} />
        <FormField label="Confirm new password" {...fieldPresets.confirmPassword} {...field('confirmPassword')} />
        <FormSubmit outcome={outcome} busy={call.isPending} label="Reset Password" busyLabel="Resetting..." />
      </form>
    </AuthShell>
  );
}
