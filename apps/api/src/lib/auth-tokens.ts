// Session and reset tokens: 256 random bits, handed out once, stored only as a SHA-256.
import { randomBytes } from 'node:crypto';
import { hashToken } from './session';

export interface IssuedToken {
  token: string;
  tokenHash: string;
}

export function issueToken(): IssuedToken {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}
