// POST /auth/user/login: JSON {email, password} → {token, user, message}. Sent without the stored
// token: the 401 of a wrong password is not the stored session's end (lib/session-expiry.ts).
import { useMutation } from '@tanstack/react-query';
import type { LoginAnswer, User } from '@store/shared/accounts';
import type { LoginInput } from '@store/shared/forms';
import { api } from '../../../lib/api-client';

export type SessionUser = User;
export type { LoginAnswer };

export const login = (input: { email: string; password: string }) =>
  api<LoginAnswer>('/auth/user/login', { method: 'POST', json: input, session: false });

export const useLogin = () => useMutation({ mutationFn: (input: LoginInput) => login(input) });
