import { z } from 'zod';
import { audiences, pollDurationsHours, pollLimits, postLimits } from './post-limits';
import type { CreatePost } from './posts';

/**
 * Drafts and scheduled posts (issue 36): the composer's content kept on the server, so it follows
 * the member across devices; with `scheduledAt` it goes out by itself at that instant.
 */
export const draftLimits = {
  /** How far ahead a post may be scheduled. */
  maxAheadMs: 366 * 24 * 3600_000,
  pageSize: 20,
} as const;

/** A draft's poll as the composer holds it: the options typed so far, and how long it stays open. */
export const draftPollSchema = z
  .object({
    options: z
      .array(
        z.string().trim().max(pollLimits.optionMax, { message: 'validation.pollOptionTooLong' }),
      )
      .max(pollLimits.optionsMax, { message: 'validation.pollOptionsCount' }),
    multiple: z.boolean().default(false),
    hours: z
      .number()
      .int()
      .refine((hours) => (pollDurationsHours as readonly number[]).includes(hours), {
        message: `A poll stays open for ${pollDurationsHours.join(', ')} hours.`,
      }),
  })
  .strict();
export type DraftPoll = z.infer<typeof draftPollSchema>;

/** Whether a scheduled instant is ahead of `now` and not too far. */
export function scheduleInRange(scheduledAt: string, now: number = Date.now()): boolean {
  const at = Date.parse(scheduledAt);
  return at > now && at - now <= draftLimits.maxAheadMs;
}

/** What the composer sends to keep a draft (POST /drafts, PATCH /drafts/:id: the whole content). */
export const saveDraftSchema = z
  .object({
    body: z
      .string()
      .trim()
      .max(postLimits.bodyMax, { message: 'validation.postTooLong' })
      .default(''),
    imageKeys: z
      .array(z.string().max(200))
      .max(postLimits.imagesMax, { message: 'validation.tooManyImages' })
      .default([]),
    audience: z.enum(audiences).default('public'),
    communityId: z.uuid().optional(),
    poll: draftPollSchema.nullable().default(null),
    /**
     * When it goes out by itself (ISO 8601 with its offset, stored in UTC); null or absent: a draft.
     * The composer reads it off the member's time zone, in the Gregorian or the Ethiopian calendar.
     */
    scheduledAt: z.iso.datetime({ offset: true }).nullable().default(null),
  })
  .strict()
  .refine((draft) => draft.body.length > 0 || draft.imageKeys.length > 0, {
    message: 'validation.postEmpty',
    path: ['body'],
  })
  .refine((draft) => (draft.audience === 'community') === (draft.communityId !== undefined), {
    message: "A community post needs its communityId, and only audience 'community' takes one.",
    path: ['communityId'],
  })
  .refine((draft) => draft.scheduledAt === null || scheduleInRange(draft.scheduledAt), {
    message: 'validation.scheduleInPast',
    path: ['scheduledAt'],
  });
export type SaveDraft = z.input<typeof saveDraftSchema>;
export type SaveDraftValue = z.output<typeof saveDraftSchema>;

/**
 * The post a draft makes when it goes out at `now`: its poll closes the chosen hours later. The
 * create-post schema checks it, at scheduling and again at publishing.
 */
export function draftPostRequest(
  draft: Pick<SaveDraftValue, 'body' | 'imageKeys' | 'audience' | 'communityId' | 'poll'>,
  now: number = Date.now(),
): CreatePost {
  return {
    body: draft.body,
    imageKeys: draft.imageKeys,
    audience: draft.audience,
    ...(draft.communityId ? { communityId: draft.communityId } : {}),
    ...(draft.poll
      ? {
          poll: {
            options: draft.poll.options,
            multiple: draft.poll.multiple,
            closesAt: new Date(now + draft.poll.hours * 3600_000).toISOString(),
          },
        }
      : {}),
  };
}

export const draftStates = ['draft', 'scheduled'] as const;

export const draftSchema = z.object({
  id: z.string(),
  state: z.enum(draftStates),
  body: z.string(),
  images: z.array(
    z.object({ key: z.string(), url: z.string(), width: z.number(), height: z.number() }),
  ),
  audience: z.enum(audiences),
  community: z.object({ id: z.string(), name: z.string() }).nullable(),
  poll: draftPollSchema.nullable(),
  /** UTC; null for a draft. */
  scheduledAt: z.string().nullable(),
  /** Set when a scheduled post could not go out at its time (e.g. its author left the community): it is a draft again. */
  publishFailed: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Draft = z.infer<typeof draftSchema>;

export const draftPageSchema = z.object({
  items: z.array(draftSchema),
  nextCursor: z.string().nullable(),
});
export type DraftPage = z.infer<typeof draftPageSchema>;
