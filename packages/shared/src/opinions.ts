// Friends' votes (ADR 1700) without zod: the vote values, the opinions answer's type, and the
// web app's check of it (social.ts's opinionsSchema, which satisfies the type, is the server's).
export const VOTES = ['up', 'down'] as const;
export type Vote = (typeof VOTES)[number];

/** Friends' opinions on one item of the owner's cart or wishlist. */
export interface Opinions {
  up: number;
  down: number;
  comments: { name: string; vote: Vote; comment: string; at: string }[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Whether `v` has opinionsSchema's shape (counts, and comments each with a name, vote, text and time). */
export function isOpinions(v: unknown): v is Opinions {
  return (
    isRecord(v) &&
    Number.isInteger(v.up) &&
    Number.isInteger(v.down) &&
    Array.isArray(v.comments) &&
    v.comments.every(
      (c: unknown) =>
        isRecord(c) &&
        typeof c.name === 'string' &&
        (VOTES as readonly unknown[]).includes(c.vote) &&
        typeof c.comment === 'string' &&
        typeof c.at === 'string',
    )
  );
}
