import { z } from 'zod';
import { personSchema } from './connections';
import {
  communityLimits,
  communityPrivacies,
  communityReportActions,
  communityRoles,
  communitySorts,
  joinRequestStatuses,
  membershipStates,
} from './community-terms';

export {
  communityLimits,
  communityPrivacies,
  communityReportActions,
  communityRoles,
  communitySorts,
  joinRequestStatuses,
  membershipStates,
  slowModeChoices,
  type CommunityPrivacy,
  type CommunityReportAction,
  type CommunityRole,
  type CommunitySort,
  type JoinRequestStatus,
  type MembershipState,
} from './community-terms';

/** Issue 37: one of a community's numbered rules (its number is its place in the list, from 1). */
export const communityRuleSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, { message: 'validation.ruleTitleRequired' })
      .max(communityLimits.ruleTitleMax, { message: 'validation.ruleTitleMax' }),
    detail: z
      .string()
      .trim()
      .max(communityLimits.ruleDetailMax, { message: 'validation.ruleDetailMax' })
      .default(''),
  })
  .strict();
export type CommunityRule = z.output<typeof communityRuleSchema>;

export const communityRulesSchema = z
  .array(communityRuleSchema)
  .max(communityLimits.rulesMax, { message: 'validation.rulesMax' });

/** A community as every signed-in person may see it (SPEC: name, description, icon and member count). */
export const communitySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  privacy: z.enum(communityPrivacies),
  coverUrl: z.string().nullable(),
  iconUrl: z.string().nullable(),
  memberCount: z.number(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  viewer: z.object({
    membership: z.enum(membershipStates),
    /** Whether the viewer may read the posts and the members list (public, or a member). */
    canSeeContent: z.boolean(),
  }),
});
export type Community = z.infer<typeof communitySchema>;

/** One community's page: the card, plus the join question and what the viewer may do. */
export const communityDetailSchema = communitySchema.extend({
  joinQuestion: z.string().nullable(),
  adminCount: z.number(),
  /** The viewer's pending request count when they are an admin (the Manage badge). */
  pendingRequests: z.number().nullable(),
  /** Issue 37: the rules, shown before joining and accepted on join. */
  rules: z.array(z.object({ title: z.string(), detail: z.string() })),
  /** Seconds between two posts or chat messages of a member (admins exempt); 0 when off. */
  slowModeSeconds: z.number(),
});
export type CommunityDetail = z.infer<typeof communityDetailSchema>;

const name = z
  .string()
  .trim()
  .min(communityLimits.nameMin, { message: 'validation.communityNameMin' })
  .max(communityLimits.nameMax, { message: 'validation.communityNameMax' });
const description = z
  .string()
  .trim()
  .min(communityLimits.descriptionMin, { message: 'validation.descriptionMin' })
  .max(communityLimits.descriptionMax, { message: 'validation.communityDescriptionMax' });
const joinQuestion = z
  .string()
  .trim()
  .max(communityLimits.joinQuestionMax, { message: 'validation.joinQuestionMax' });
/** An uploaded image's key (POST /api/v1/media/images), or null to take the image away. */
const imageKey = z.string().min(1).max(200);

export const createCommunitySchema = z.object({
  name,
  description,
  privacy: z.enum(communityPrivacies),
  joinQuestion: joinQuestion.default(''),
  coverKey: imageKey.nullable().default(null),
  iconKey: imageKey.nullable().default(null),
});
export type CreateCommunity = z.input<typeof createCommunitySchema>;

export const updateCommunitySchema = z
  .object({
    name,
    description,
    privacy: z.enum(communityPrivacies),
    joinQuestion,
    coverKey: imageKey.nullable(),
    iconKey: imageKey.nullable(),
    rules: communityRulesSchema,
    slowModeSeconds: z
      .number()
      .int()
      .min(0)
      .max(communityLimits.slowModeMaxSeconds, { message: 'validation.slowModeMax' }),
  })
  .partial()
  .strict();
export type UpdateCommunity = z.input<typeof updateCommunitySchema>;

export const discoverQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  sort: z.enum(communitySorts).default('newest'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(communityLimits.pageSize),
});

export const joinSchema = z
  .object({
    answer: z
      .string()
      .trim()
      .max(communityLimits.joinAnswerMax, { message: 'validation.joinAnswerMax' })
      .default(''),
    /** Issue 37: required (true) when the community has rules: the joiner accepts them. */
    acceptRules: z.boolean().default(false),
  })
  .strict();
export type JoinInput = z.input<typeof joinSchema>;

export const membershipResultSchema = z.object({
  membership: z.enum(membershipStates),
  memberCount: z.number(),
});
export type MembershipResult = z.infer<typeof membershipResultSchema>;

export const communityMemberSchema = personSchema.extend({
  role: z.enum(communityRoles),
  joinedAt: z.string(),
});
export type CommunityMember = z.infer<typeof communityMemberSchema>;

export const joinRequestSchema = z.object({
  id: z.string(),
  communityId: z.string(),
  status: z.enum(joinRequestStatuses),
  answer: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  requester: personSchema,
});
export type JoinRequest = z.infer<typeof joinRequestSchema>;

export const joinRequestsQuerySchema = z.object({
  status: z.enum(['pending', 'rejected']).default('pending'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(communityLimits.pageSize),
});

/** The community's chat: a group conversation of its members; the message routes work on it. */
export const communityChatSchema = z.object({ conversationId: z.uuid() });
export type CommunityChat = z.infer<typeof communityChatSchema>;

export const decisionSchema = z.object({ status: z.enum(['approved', 'rejected']) }).strict();
export type Decision = z.infer<typeof decisionSchema>;

export const roleChangeSchema = z.object({ role: z.enum(communityRoles) }).strict();

export const communityReportDecisionSchema = z
  .object({
    action: z.enum(communityReportActions),
    reason: z.string().trim().max(1000).default(''),
  })
  .strict();
export type CommunityReportDecision = z.input<typeof communityReportDecisionSchema>;

export const communityReportsQuerySchema = z.object({
  status: z.enum(['open', 'dismissed', 'actioned']).default('open'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(communityLimits.pageSize),
});

/** A report in a community's own queue (Manage → Reports). */
export const communityReportSchema = z.object({
  id: z.string(),
  kind: z.enum(['post', 'comment', 'message']),
  targetId: z.string(),
  category: z.string(),
  rule: z.object({ number: z.number(), title: z.string() }).nullable(),
  details: z.string(),
  status: z.enum(['open', 'dismissed', 'actioned']),
  outcome: z.string().nullable(),
  createdAt: z.string(),
  /** How many open reports name the same thing. */
  reportCount: z.number(),
  /** The author of the reported content. */
  author: personSchema.nullable(),
  content: z.object({ text: z.string(), link: z.string().nullable() }),
});
export type CommunityReport = z.infer<typeof communityReportSchema>;

/** Issue 37: someone banned from a community, as its admins (and site admins) see them in Manage. */
export const communityBanSchema = z.object({
  person: personSchema,
  reason: z.string(),
  createdAt: z.string(),
});
export type CommunityBan = z.infer<typeof communityBanSchema>;

export const communityBansQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(communityLimits.pageSize),
});
