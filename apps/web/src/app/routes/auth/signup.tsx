// /signup (docs/product.md, Accounts): name, e-mail, password with the strength meter and its
// confirmation; on success the server e-mails a code and, after 1.5 s, /verify-otp takes over.
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { REDIRECT_DELAY_MS } from '@store/shared/constants';
import { signupFormSchema, type SignupFormInput } from '@store/shared/forms';
import { useSignup } from '../../../features/auth/api/signup';
import { AuthFooter, AuthShell, FormSubmit } from '../../../features/auth/components/auth-shell';
import { isNetworkError, serverText } from '../../../features/auth/components/error-text';
import { fieldPresets, FormField } from '../../../features/auth/components/form-field';
import { useAuthForm } from '../../../features/auth/components/use-auth-form';
import { StrengthMeter } from '../../../features/auth/components/strength-meter';
import { useLater } from '../../../features/auth/components/use-later';
import { msg } from '../../../lib/i18n/msg';
import { authWords as w, serverWords } from '../../../features/auth/words/auth';

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
    // The schema already trimmed and lower-cased the e-mail (docs/product.md, Accounts).
    const { name, email, password: pw } = signupFormSchema.parse(values);
    try {
      const { message, attemptId } = await signupCall.mutateAsync({ name, email, password: pw });
      setSuccess(serverWords(message || w.english.otpSent));
      const state: VerifyOtpState = attemptId ? { email, attemptId } : { email };
      later(REDIRECT_DELAY_MS, () => void navigate('/verify-otp', { state }));
    } catch (err) {
      setError(isNetworkError(err) ? msg().networkError : serverText(err) || msg().registrationFailed);
    }
  });

  return (
    <AuthShell
      title={w('signUp')}
      subtitle={w('signupSubtitle')}
      footer={
        <AuthFooter question={w('haveAccount')} to="/login">
          {w('login')}
        </AuthFooter>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormField label={w('fullName')} autoComplete="name" placeholder={w('yourFullName')} {...field('name')} />
        <FormField label={w('emailAddress')} {...fieldPresets.email} {...field('email')} />
        <FormField
          label={w('password')}
          {...fieldPresets.newPassword}
          hint={<StrengthMeter password={password} />}
          {...field('password')}
        />
        <FormField label={w('confirmPassword')} {...fieldPresets.confirmPassword} {...field('confirmPassword')} />
        <FormSubmit
          outcome={outcome}
          busy={signupCall.isPending}
          label={w('signUp')}
          busyLabel={w('creatingAccount')}
        />
      </form>
    </AuthShell>
  );
}
