// POST /auth/user/verify-reset-otp?email=&otp= → JSON {resetToken, message}; errors are text.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface ResetOtpAnswer {
  resetToken: string;
  message?: string;
}

export const verifyResetOtp = (input: { email: string; otp: string }) =>
  api<ResetOtpAnswer>('/auth/user/verify-reset-otp', { method: 'POST', query: input });

export const useVerifyResetOtp = () => useMutation({ mutationFn: verifyResetOtp });
