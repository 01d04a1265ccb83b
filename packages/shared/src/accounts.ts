// What the account routes answer (docs/api.md, Accounts): the user, and the JSON answers of sign-up,
// sign-in and the reset code. The requests are forms.ts's schemas.
import { z } from 'zod';

/** The signed-in shopper: sign-in's `user` and GET /auth/user/profile. */
export const userSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type User = z.infer<typeof userSchema>;

/** GET /auth/user/profile: an operator's also carries `operator: true` (the console's menu entry). */
export const profileSchema = userSchema.extend({ operator: z.literal(true).optional() });
export type Profile = z.infer<typeof profileSchema>;

/** POST /auth/user/login. */
export const loginAnswerSchema = z.object({ token: z.string(), user: userSchema, message: z.string() });
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** POST /auth/user/signup: the attempt's id goes back with verify-otp (ADR 1300). */
export const signupAnswerSchema = z.object({ message: z.string(), attemptId: z.string() });
export type SignupAnswer = z.infer<typeof signupAnswerSchema>;

/** POST /auth/user/verify-reset-otp. */
export const resetOtpAnswerSchema = z.object({ resetToken: z.string(), message: z.string() });
export type ResetOtpAnswer = z.infer<typeof resetOtpAnswerSchema>;
