// POST /auth/user/verify-otp: form-encoded email, otp and the sign-up attempt's id → text.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const verifyOtp = (input: { email: string; otp: string; attemptId?: string | undefined }) =>
  api<string>('/auth/user/verify-otp', {
    method: 'POST',
    form: input.attemptId
      ? { email: input.email, otp: input.otp, attemptId: input.attemptId }
      : { email: input.email, otp: input.otp },
  });

export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
