// One-time codes: 4 digits from the operating system's cryptographic source, stored only as an
// HMAC under APP_SECRET (bound to the e-mail and purpose, so a stored value is useless elsewhere).
import { createHmac, randomInt } from 'node:crypto';
import { OTP_LENGTH } from '@store/shared/constants';

export type CodePurpose = 'signup' | 'reset';

export function generateCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

export function codeHmac(secret: string, email: string, purpose: CodePurpose, code: string): string {
  return createHmac('sha256', secret).update(`otp\u0000${purpose}\u0000${email}\u0000${code}`).digest('hex');
}
