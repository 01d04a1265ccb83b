// POST /auth/user/forgot-password?email=: a reset code by e-mail → text; unknown e-mail 404.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const forgotPassword = (email: string) =>
  api<string>('/auth/user/forgot-password', { method: 'POST', query: { email } });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
