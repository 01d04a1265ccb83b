// The sign-up strength meter (docs/product.md, Accounts): length >= 8 gives 1 point (>= 6 gives 0.5),
// plus one each for a lowercase letter, an uppercase letter, a digit and a symbol;
// a score <= 1 is Weak, <= 3 Medium, anything above Strong.
export type StrengthLabel = 'Weak' | 'Medium' | 'Strong';

export interface PasswordStrength {
  score: number;
  label: StrengthLabel;
}

export const MAX_STRENGTH_SCORE = 5;

export function passwordStrength(password: string): PasswordStrength {
  let score = 0;
  if (password.length >= 8) score += 1;
  else if (password.length >= 6) score += 0.5;
  if (/[a-z]/.test(password)) score += 1;
  if (/[A-Z]/.test(password)) score += 1;
  if (/\d/.test(password)) score += 1;
  if (/[^A-Za-z0-9]/.test(password)) score += 1;
  const label: StrengthLabel = score <= 1 ? 'Weak' : score <= 3 ? 'Medium' : 'Strong';
  return { score, label };
}
