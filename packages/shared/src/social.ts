// Shop with friends (docs/api.md, Social): the request bodies both sides validate with the same
// schemas, and the shapes the server answers.
import { z } from 'zod';
import { SOCIAL_TEXT } from './social-words';
import { isPlainText, PLAIN_TEXT_MESSAGES, withLineFeeds } from './plain-text';
import { VOTES, type Opinions } from './opinions';
import { productIdSchema, productSchema } from './product';

export const SHARE_NOTE_MAX = 200;
export const OPINION_COMMENT_MAX = 140;
export const SHARE_MAX_FRIENDS = 20;

/**
 * Not in docs/product.md: what a note or a comment over its length is told. Here, beside the schemas,
 * not in messages.ts: the app shell loads messages.ts, and only the social forms check these.
 */
export const SOCIAL_FORM_TEXT = {
  noteTooLong: `The note can be at most ${SHARE_NOTE_MAX} characters`,
  commentTooLong: `The comment can be at most ${OPINION_COMMENT_MAX} characters`,
} as const;

/** Plain text of some lines (ADR 2611): line breaks as `\n`, trimmed, at most `max` characters. */
const plainText = (max: number, tooLong: string) =>
  z
    .string()
    .transform(withLineFeeds)
    .pipe(
      z
        .string()
        .trim()
        .max(max, tooLong)
        .refine((v) => isPlainText(v, 'lines'), PLAIN_TEXT_MESSAGES.text),
    );

export const shareBodySchema = z.object({
  productId: productIdSchema,
  friendIds: z
    .array(z.uuid({ error: 'must be friend ids' }))
    .min(1, SOCIAL_TEXT.pickAFriend)
    .max(SHARE_MAX_FRIENDS, `at most ${SHARE_MAX_FRIENDS} friends at once`),
  note: plainText(SHARE_NOTE_MAX, SOCIAL_FORM_TEXT.noteTooLong).optional(),
});
export type ShareBody = z.infer<typeof shareBodySchema>;

export const opinionBodySchema = z.object({
  vote: z.enum(VOTES, { error: 'must be "up" or "down"' }),
  comment: plainText(OPINION_COMMENT_MAX, SOCIAL_FORM_TEXT.commentTooLong).optional(),
});
export type OpinionBody = z.infer<typeof opinionBodySchema>;

/** Friends' opinions on one item of the owner's cart or wishlist. */
export const opinionsSchema = z.object({
  up: z.number().int(),
  down: z.number().int(),
  comments: z.array(z.object({ name: z.string(), vote: z.enum(VOTES), comment: z.string(), at: z.string() })),
}) satisfies z.ZodType<Opinions>;
export const NO_OPINIONS: Opinions = { up: 0, down: 0, comments: [] };

/** GET /api/wishlist: a heart, with friends' opinions on it. */
export const wishlistItemSchema = productSchema.extend({ opinions: opinionsSchema });
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

export const friendRefSchema = z.object({ id: z.string(), name: z.string() });

export const ACTIVITY_TYPES = [
  'friend-request',
  'request-accepted',
  'share',
  'opinion',
  'price-drop',
  'back-in-stock',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const activityItemSchema = z.object({
  type: z.enum(ACTIVITY_TYPES),
  at: z.string(),
  /** Who did it; absent on the shopper's own price drop or restock (a friend's wished item has it). */
  from: friendRefSchema.optional(),
  productId: z.string().optional(),
  /** The named product's title and picture, so the row shows what it is about (ADR 2908). */
  title: z.string().optional(),
  imageUrl: z.string().optional(),
  /** A price drop's or restock's prices in rupees (docs/api.md, Alerts and push). */
  oldPrice: z.number().int().optional(),
  newPrice: z.number().int().optional(),
  /** A share's note or an opinion's vote and comment, shown with the item. */
  note: z.string().optional(),
  vote: z.enum(VOTES).optional(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const activitySchema = z.object({ unseen: z.number().int(), items: z.array(activityItemSchema) });
export type Activity = z.infer<typeof activitySchema>;

export const blockedUserSchema = friendRefSchema;
export type BlockedUser = z.infer<typeof blockedUserSchema>;
