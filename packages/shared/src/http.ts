// The answer every route gives on success without data and on every error: `{message}`
// (docs/api.md, Conventions). The web app reads it as a type only (its client reads the message by hand).
import { z } from 'zod';

export const messageSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageSchema>;
