// POST /auth/user/resend-otp?email=&attemptId=: a new code for the same sign-up attempt (at most
// one a minute) → text.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const resendOtp = (email: string, attemptId?: string) =>
  api<string>('/auth/user/resend-otp', { method: 'POST', query: attemptId ? { email, attemptId } : { email } });

export const useResendOtp = () => useMutation({ mutationFn: (email: string) => resendOtp(email) });
