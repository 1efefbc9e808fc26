import { z } from 'zod';
import { personSchema } from './connections';

export const communityLimits = {
  nameMin: 2,
  nameMax: 60,
  descriptionMin: 10,
  descriptionMax: 1000,
  joinQuestionMax: 300,
  joinAnswerMax: 500,
  pageSize: 20,
} as const;

export const communityPrivacies = ['public', 'private'] as const;
export type CommunityPrivacy = (typeof communityPrivacies)[number];

export const communityRoles = ['member', 'admin'] as const;
export type CommunityRole = (typeof communityRoles)[number];

export const joinRequestStatuses = ['pending', 'approved', 'rejected'] as const;
export type JoinRequestStatus = (typeof joinRequestStatuses)[number];

/**
 * Where the viewer stands: not a member (`none`), asked to join (`pending`), asked and was turned
 * down (`rejected`: only an admin can reverse it), or a member with a role.
 */
export const membershipStates = ['none', 'pending', 'rejected', 'member', 'admin'] as const;
export type MembershipState = (typeof membershipStates)[number];

/** Discover's orders: the newest communities, or those with the latest posts. */
export const communitySorts = ['newest', 'active'] as const;
export type CommunitySort = (typeof communitySorts)[number];

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
