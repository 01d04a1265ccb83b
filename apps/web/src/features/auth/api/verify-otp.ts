// POST /auth/user/verify-otp: form-encoded email and otp → text.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const verifyOtp = (input: { email: string; otp: string }) =>
  api<string>('/auth/user/verify-otp', { method: 'POST', form: input });

export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
