// POST /auth/user/resend-otp?email=: a new sign-up code (at most one a minute) → text.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const resendOtp = (email: string) => api<string>('/auth/user/resend-otp', { method: 'POST', query: { email } });

export const useResendOtp = () => useMutation({ mutationFn: resendOtp });
