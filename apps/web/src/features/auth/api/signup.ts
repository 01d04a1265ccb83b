// POST /auth/user/signup: JSON {name, email, password} → {message, attemptId} (or text), and a
// code by e-mail. The attempt's id goes back with verify-otp: a code only activates its own
// sign-up (ADR 1300).
import { useMutation } from '@tanstack/react-query';
import type { SignupAnswer as SignupJson } from '@store/shared/accounts';
import type { SignupRequest } from '@store/shared/forms';
import { api } from '../../../lib/api-client';

/** The JSON answer, or the text one (no attempt id). */
export type SignupAnswer = Omit<SignupJson, 'attemptId'> & { attemptId: string | undefined };

export async function signup(input: SignupRequest): Promise<SignupAnswer> {
  const answer = await api<unknown>('/auth/user/signup', { method: 'POST', json: input });
  if (typeof answer === 'string') return { message: answer, attemptId: undefined };
  const { message, attemptId } = (answer ?? {}) as { message?: unknown; attemptId?: unknown };
  return {
    message: typeof message === 'string' ? message : '',
    attemptId: typeof attemptId === 'string' ? attemptId : undefined,
  };
}

export const useSignup = () => useMutation({ mutationFn: signup });
