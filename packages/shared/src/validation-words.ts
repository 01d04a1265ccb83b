// The forms' validation words, apart from messages.ts (see social-words.ts).
/** Form validation messages (docs/product.md, Accounts); the zod schemas in forms.ts use them. */
export const VALIDATION = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordMinLogin: 'Password must be at least 6 characters long',
  fullNameRequired: 'Full name is required',
  nameMin: 'Name must be at least 2 characters long',
  emailAddressRequired: 'Email address is required',
  confirmRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  otpIncompleteSignup: 'Please enter the complete 4-digit OTP',
  otpIncompleteReset: 'Please enter all 4 digits',
  passwordMinReset: 'Password must be at least 6 characters',
  // Not in docs/product.md: upper bounds that keep hostile input cheap to refuse.
  passwordMax: 'Password must be at most 256 characters',
  nameMax: 'Name must be at most 100 characters',
} as const;
