// /forgot-password (docs/product.md, Accounts): the e-mail gets a reset code; after 1.5 s the reset
// code screen takes over. Failure: 'Email not found' or 'Something went wrong'.
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { REDIRECT_DELAY_MS } from '@store/shared/constants';
import { emailOnlySchema } from '@store/shared/forms';
import { useForgotPassword } from '../../../features/auth/api/forgot-password';
import { AuthFooter, AuthShell, FormSubmit } from '../../../features/auth/components/auth-shell';
import { hasStatus, serverText } from '../../../features/auth/components/error-text';
import { fieldPresets, FormField } from '../../../features/auth/components/form-field';
import { useAuthForm } from '../../../features/auth/components/use-auth-form';
import { useLater } from '../../../features/auth/components/use-later';
import { msg } from '../../../lib/i18n/msg';
import { authWords as w, serverWords } from '../../../features/auth/words/auth';

export function forgotPasswordError(err: unknown): string {
  if (hasStatus(err, 404)) return msg().emailNotFound;
  // A limit or an unavailable mail server explains itself better than a generic line.
  if (hasStatus(err, 429) || hasStatus(err, 503)) return serverText(err) || msg().somethingWentWrong;
  return msg().somethingWentWrong;
}

export function ForgotPasswordRoute() {
  const navigate = useNavigate();
  const later = useLater();
  const call = useForgotPassword();
  const { field, handleSubmit, outcome, setError, setSuccess } = useAuthForm<z.input<typeof emailOnlySchema>>(
    zodResolver(emailOnlySchema),
    { email: '' },
  );

  const onSubmit = handleSubmit(async (values) => {
    setError('');
    const { email } = emailOnlySchema.parse(values);
    try {
      setSuccess(serverWords((await call.mutateAsync(email)) || w.english.otpSent));
      later(REDIRECT_DELAY_MS, () => void navigate('/verify-reset-otp', { state: { email } }));
    } catch (err) {
      setError(forgotPasswordError(err));
    }
  });

  return (
    <AuthShell
      title={w('forgotTitle')}
      subtitle={w('forgotSubtitle')}
      footer={
        <AuthFooter question={w('remembered')} to="/login">
          {w('backToLogin')}
        </AuthFooter>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormField label={w('email')} {...fieldPresets.email} {...field('email')} />
        <FormSubmit outcome={outcome} busy={call.isPending} label={w('sendOtp')} busyLabel={w('sending')} />
      </form>
    </AuthShell>
  );
}
