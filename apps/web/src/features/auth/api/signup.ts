// POST /auth/user/signup: JSON {name, email, password} → {message} (or text), and a code by e-mail.
import { useMutation } from '@tanstack/react-query';
import type { SignupRequest } from '@store/shared/forms';
import { api } from '../../../lib/api-client';

export async function signup(input: SignupRequest): Promise<string> {
  const answer = await api<unknown>('/auth/user/signup', { method: 'POST', json: input });
  if (typeof answer === 'string') return answer;
  const message = (answer as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : '';
}

export const useSignup = () => useMutation({ mutationFn: signup });
