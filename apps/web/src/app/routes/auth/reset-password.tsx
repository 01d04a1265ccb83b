// /reset-password (docs/product.md, Accounts): needs the e-mail and reset token in the navigation
// state, else back to /forgot-password. Success: after 2 s to /login.
import { zodResolver } from '@hookform/resolvers/zod';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { LONG_REDIRECT_DELAY_MS } from '@store/shared/constants';
import { resetPasswordFormSchema, type ResetPasswordFormInput } from '@store/shared/forms';
import { useResetPassword } from '../../../features/auth/api/reset-password';
import { AuthShell, FormSubmit } from '../../../features/auth/components/auth-shell';
import { serverText } from '../../../features/auth/components/error-text';
import { fieldPresets, FormField } from '../../../features/auth/components/form-field';
import { useAuthForm } from '../../../features/auth/components/use-auth-form';
import { useLater } from '../../../features/auth/components/use-later';
import type { LoginMessageState } from './login';
import type { ResetPasswordState } from './verify-reset-otp';
import { msg } from '../../../lib/i18n/msg';
import { authWords as w, serverWords } from '../../../features/auth/words/auth';

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
      const text = (await call.mutateAsync({ email, resetToken, newPassword })) || w.english.passwordReset;
      setSuccess(serverWords(text));
      const state: LoginMessageState = { message: text };
      later(LONG_REDIRECT_DELAY_MS, () => void navigate('/login', { replace: true, state }));
    } catch (err) {
      setError(serverText(err) || msg().somethingWentWrongTryAgain);
    }
  });

  return (
    <AuthShell
      title={w('resetTitle')}
      subtitle={
        <>
          {w('chooseNewPassword')} <span className="break-all font-medium text-ink">{email}</span>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormField label={w('newPassword')} {...fieldPresets.newPassword} {...field('newPassword')} />
        <FormField label={w('confirmNewPassword')} {...fieldPresets.confirmPassword} {...field('confirmPassword')} />
        <FormSubmit outcome={outcome} busy={call.isPending} label={w('resetTitle')} busyLabel={w('resetting')} />
      </form>
    </AuthShell>
  );
}
