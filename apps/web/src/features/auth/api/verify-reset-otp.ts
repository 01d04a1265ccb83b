// POST /auth/user/verify-reset-otp?email=&otp= → JSON {resetToken, message}; errors are text.
import { useMutation } from '@tanstack/react-query';
import type { ResetOtpAnswer } from '@store/shared/accounts';
import { api } from '../../../lib/api-client';

export type { ResetOtpAnswer };

export const verifyResetOtp = (input: { email: string; otp: string }) =>
  api<ResetOtpAnswer>('/auth/user/verify-reset-otp', { method: 'POST', query: input });

export const useVerifyResetOtp = () => useMutation({ mutationFn: verifyResetOtp });
