import { z } from 'zod';
import { reportCategories } from './safety-terms';
import { trustLevels } from './trust';

/**
 * Issue 37, strikes and appeals: every moderation action on a member is a strike they can see in
 * Settings → Account status, and appeal once, with a text, to an admin other than the one who acted.
 */

/**
 * What was done: a site admin's warning, removal, suspension or ban, or a community admin's removal;
 * `limit` is a site admin lowering the member's trust level by hand.
 */
export const strikeActions = [
  'warn',
  'remove',
  'suspend',
  'ban',
  'remove_member',
  'limit',
] as const;
export type StrikeAction = (typeof strikeActions)[number];

export const strikeScopes = ['site', 'community'] as const;

export const appealStatuses = ['pending', 'upheld', 'overturned'] as const;
export type AppealStatus = (typeof appealStatuses)[number];

/**
 * What an overturned appeal changed: the suspension or ban lifted, the trust level from before a
 * limit given back, or (removed content is deleted for good) nothing that could be given back.
 */
export const appealEffects = [
  'none',
  'restriction_lifted',
  'content_not_restorable',
  'trust_level_restored',
] as const;
export type AppealEffect = (typeof appealEffects)[number];

export const appealLimits = { textMin: 10, textMax: 2000, reasonMax: 1000 } as const;

export const appealInputSchema = z
  .object({
    text: z
      .string({ error: 'Write why you think this decision was wrong.' })
      .trim()
      .min(
        appealLimits.textMin,
        `Say in a few words why the decision was wrong (at least ${appealLimits.textMin} characters).`,
      )
      .max(
        appealLimits.textMax,
        `An appeal can be at most ${appealLimits.textMax} characters long.`,
      ),
  })
  .strict();
export type AppealInput = z.input<typeof appealInputSchema>;

export const appealDecisionSchema = z
  .object({
    decision: z.enum(['uphold', 'overturn'], { error: 'Choose to uphold or to overturn.' }),
    reason: z
      .string({ error: 'Give the member a reason.' })
      .trim()
      .min(1, 'Give the member a reason.')
      .max(appealLimits.reasonMax, `A reason can be at most ${appealLimits.reasonMax} characters.`),
  })
  .strict();
export type AppealDecision = z.input<typeof appealDecisionSchema>;

export const appealSchema = z.object({
  id: z.string(),
  status: z.enum(appealStatuses),
  text: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The deciding admin's reason, shown to the member (the admin is not named). */
  decisionReason: z.string().nullable(),
  effect: z.enum(appealEffects).nullable(),
});
export type Appeal = z.infer<typeof appealSchema>;

/** A strike as the member sees it: who acted is kept from them. */
export const strikeSchema = z.object({
  id: z.string(),
  scope: z.enum(strikeScopes),
  action: z.enum(strikeActions),
  reason: z.string(),
  /** The community whose admins acted (scope 'community'). */
  community: z.object({ id: z.string(), name: z.string() }).nullable(),
  content: z.object({
    kind: z.string(),
    /** A short snapshot of what was acted on (empty for a profile). */
    excerpt: z.string(),
    /** Where it is, while it is still there. */
    link: z.string().nullable(),
  }),
  /** The end of a suspension. */
  until: z.string().nullable(),
  /** The community rule broken, as the report named it (its number and text then). */
  rule: z.object({ number: z.number(), title: z.string() }).nullable(),
  /** The report's category, when the strike decided a report. */
  category: z.enum(reportCategories).nullable(),
  /** A limit: the trust level before and after. */
  trustLevel: z.object({ from: z.enum(trustLevels), to: z.enum(trustLevels) }).nullable(),
  createdAt: z.string(),
  appeal: appealSchema.nullable(),
});
export type Strike = z.infer<typeof strikeSchema>;

export const strikeListSchema = z.object({ items: z.array(strikeSchema) });

export const appealTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

export const adminAppealsQuerySchema = z.object({
  status: z.enum(['pending', 'decided']).default('pending'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** An appeal in the site admins' queue, with its strike, the member and who acted. */
export const adminAppealSchema = appealSchema.extend({
  strike: strikeSchema.omit({ appeal: true }),
  member: z.object({ id: z.string(), username: z.string() }),
  actor: z.object({ id: z.string(), username: z.string() }).nullable(),
  decider: z.object({ id: z.string(), username: z.string() }).nullable(),
  /** The viewer may not decide it: they acted on the strike, or it is their own appeal. */
  viewerMayDecide: z.boolean(),
});
export type AdminAppeal = z.infer<typeof adminAppealSchema>;
