// POST /auth/user/reset-password: JSON {email, resetToken, newPassword} → text.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const resetPassword = (input: { email: string; resetToken: string; newPassword: string }) =>
  api<string>('/auth/user/reset-password', { method: 'POST', json: input });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
