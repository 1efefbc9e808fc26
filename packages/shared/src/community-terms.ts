/*
 * The communities area's numbers, lists and choices without zod, so that a screen can use them
 * before the schemas in `communities.ts` have loaded.
 */

export const communityLimits = {
  nameMin: 2,
  nameMax: 60,
  descriptionMin: 10,
  descriptionMax: 1000,
  joinQuestionMax: 300,
  joinAnswerMax: 500,
  pageSize: 20,
  /** Issue 37: a community's rules. */
  rulesMax: 15,
  ruleTitleMax: 120,
  ruleDetailMax: 500,
  /** Slow mode: at most a day between two posts or messages of one member. */
  slowModeMaxSeconds: 86_400,
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

/** Slow mode's choices in Manage (seconds; 0 is off). The API takes any value in range. */
export const slowModeChoices = [0, 10, 30, 60, 300, 900, 3600] as const;

/** Issue 37: what a community's admins may do about a report on content in their community. */
export const communityReportActions = ['remove', 'warn', 'ban', 'dismiss'] as const;
export type CommunityReportAction = (typeof communityReportActions)[number];
