import { z } from 'zod';
import { audiences, personalAudiences, postLimits } from './post-limits';
import { createPollSchema, pollSchema } from './polls';
import { accountTypes } from './profiles';

export { audiences, personalAudiences, postLimits, type Audience } from './post-limits';

export const authorSchema = z.object({
  id: z.string(),
  username: z.string(),
  fullName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  accountType: z.enum(accountTypes),
  businessName: z.string().nullable(),
  businessCategory: z.string().nullable(),
  isVerified: z.boolean(),
});
export type Author = z.infer<typeof authorSchema>;

/**
 * A smaller copy of an uploaded image (issue 18, low-data mode): 320, 640 and 1280 px wide (those
 * narrower than the original), in WebP and in the original's own format, for `srcset`.
 */
export const imageVariantSchema = z.object({
  url: z.string(),
  width: z.number(),
  height: z.number(),
  type: z.enum(['image/webp', 'image/jpeg', 'image/png']),
  bytes: z.number(),
});
export type ImageVariant = z.infer<typeof imageVariantSchema>;

export const postImageSchema = z.object({
  url: z.string(),
  width: z.number(),
  height: z.number(),
  /** Bytes of the full image (absent for images uploaded before variants existed). */
  bytes: z.number().optional(),
  variants: z.array(imageVariantSchema).optional(),
});

export const postSchema = z.object({
  id: z.string(),
  author: authorSchema,
  body: z.string(),
  images: z.array(postImageSchema),
  audience: z.enum(audiences),
  /** The community a post was written in (audience 'community'), else null. */
  community: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  /** Issue 37: held for review (a link in a new account's first posts): only its author sees it. */
  held: z.boolean(),
  counts: z.object({ likes: z.number(), comments: z.number(), saves: z.number() }),
  viewer: z.object({
    liked: z.boolean(),
    saved: z.boolean(),
    isAuthor: z.boolean(),
    /** The author, or an admin of the post's community. */
    canDelete: z.boolean(),
    /** Issue 37: may lock or unlock its comments (the author, or an admin of its community). */
    canLockComments: z.boolean(),
  }),
  /** Issue 37: nobody may add a comment while this is true. */
  commentsLocked: z.boolean(),
  /** The author's switches (SPEC §6): when false the button is hidden and the server refuses. */
  allows: z.object({ comments: z.boolean(), likes: z.boolean(), saves: z.boolean() }),
  /** A paid boost brought it to this viewer (someone who does not follow its author). */
  boosted: z.boolean().optional(),
  /** Its poll (issue 36), when it carries one: counts only once the viewer voted or it closed. */
  poll: pollSchema.optional(),
});
export type Post = z.infer<typeof postSchema>;

const bodySchema = z.string().trim().max(postLimits.bodyMax, { message: 'validation.postTooLong' });

export const createPostSchema = z
  .object({
    body: bodySchema.default(''),
    imageKeys: z
      .array(z.string().max(200))
      .max(postLimits.imagesMax, { message: 'validation.tooManyImages' })
      .default([]),
    audience: z.enum(audiences).default('public'),
    /** With audience 'community': the community it is written in (its members may post). */
    communityId: z.uuid().optional(),
    /** A poll the post carries (issue 36): its options, single or multiple choice, its closing time. */
    poll: createPollSchema.optional(),
  })
  .refine((post) => post.body.length > 0 || post.imageKeys.length > 0, {
    message: 'validation.postEmpty',
    path: ['body'],
  })
  .refine((post) => (post.audience === 'community') === (post.communityId !== undefined), {
    message: "A community post needs its communityId, and only audience 'community' takes one.",
    path: ['communityId'],
  });
export type CreatePost = z.input<typeof createPostSchema>;

export const updatePostSchema = z
  .object({ body: bodySchema, audience: z.enum(personalAudiences) })
  .partial()
  .strict();
export type UpdatePost = z.input<typeof updatePostSchema>;

export const commentSchema = z.object({
  id: z.string(),
  postId: z.string(),
  author: authorSchema,
  body: z.string(),
  createdAt: z.string(),
  /** When its writer last changed it (its earlier texts are kept: GET /comments/:id/history). */
  editedAt: z.string().nullable(),
  /** Mine, or on my post. */
  canDelete: z.boolean(),
  /** Mine: only its writer edits a comment. */
  canEdit: z.boolean(),
  /** Issue 37: held for review; only its writer sees it until an admin approves it. */
  held: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;

export const createCommentSchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, { message: 'validation.commentEmpty' })
    .max(postLimits.commentMax, { message: 'validation.commentTooLong' }),
});
/** An edit takes the same text as a new comment. */
export const updateCommentSchema = createCommentSchema.strict();
export type UpdateComment = z.input<typeof updateCommentSchema>;

/**
 * One version of an edited post or comment (issue 36): its text as it read from `writtenAt` (the
 * post's creation, or the edit that wrote it) until it was replaced; `current` is how it reads now.
 */
export const postVersionSchema = z.object({
  body: z.string(),
  /** Posts only: who could read this version. */
  audience: z.enum(audiences).optional(),
  writtenAt: z.string(),
  current: z.boolean(),
});
export type PostVersion = z.infer<typeof postVersionSchema>;

/**
 * A post's or comment's history, newest first: the first page starts with the current version,
 * then the earlier ones (each page of earlier versions keyset-paginated by `nextCursor`).
 */
export const versionHistorySchema = z.object({
  items: z.array(postVersionSchema),
  nextCursor: z.string().nullable(),
});
export type VersionHistory = z.infer<typeof versionHistorySchema>;

export const uploadedImageSchema = z.object({
  key: z.string(),
  url: z.string(),
  width: z.number(),
  height: z.number(),
  bytes: z.number(),
  variants: z.array(imageVariantSchema),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

export const toggleResultSchema = z.object({
  active: z.boolean(),
  counts: z.object({ likes: z.number(), comments: z.number(), saves: z.number() }),
});
export type ToggleResult = z.infer<typeof toggleResultSchema>;

/** /posts: public posts, optionally those matching a search (Ge'ez or Latin spelling). */
export const postSearchQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  q: z.string().trim().max(100).default(''),
});

/** Issue 37: lock or unlock a post's comments. */
export const commentsLockSchema = z.object({ locked: z.boolean() }).strict();
export type CommentsLock = z.infer<typeof commentsLockSchema>;
