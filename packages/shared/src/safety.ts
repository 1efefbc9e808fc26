import { z } from 'zod';
import { trustLevels } from './trust';
import { personSchema } from './connections';
import {
  moderationActions,
  reportCategories,
  reportKinds,
  reportStatuses,
  verificationStatuses,
} from './safety-terms';

export {
  moderationActions,
  reportCategories,
  reportKinds,
  reportStatuses,
  verificationStatuses,
  type ModerationAction,
  type ReportCategory,
  type ReportKind,
  type ReportStatus,
} from './safety-terms';

export const reportInputSchema = z
  .object({
    kind: z.enum(reportKinds),
    targetId: z.string().trim().min(1).max(100),
    category: z.enum(reportCategories),
    details: z.string().trim().max(1000).default(''),
    /** For a profile: up to 5 of their posts the report points to. */
    attachedPostIds: z.array(z.uuid()).max(5).default([]),
    /**
     * Issue 37: for content in a community, the number (from 1) of the community rule it breaks.
     * Such a report goes first to the community's admins.
     */
    ruleNumber: z.coerce.number().int().min(1).max(50).optional(),
  })
  .strict();
export type ReportInput = z.input<typeof reportInputSchema>;

/** A report as its reporter sees it later: what was decided. */
export const myReportSchema = z.object({
  id: z.string(),
  kind: z.enum(reportKinds),
  targetId: z.string(),
  category: z.enum(reportCategories),
  status: z.enum(reportStatuses),
  outcome: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type MyReport = z.infer<typeof myReportSchema>;

export const blockedPersonSchema = z.object({ person: personSchema, since: z.string() });
export type BlockedPerson = z.infer<typeof blockedPersonSchema>;

export const relationSchema = z.object({ blocked: z.boolean(), muted: z.boolean() });
export type SafetyRelation = z.infer<typeof relationSchema>;

export const verificationRequestInputSchema = z
  .object({ details: z.string().trim().min(1).max(1000) })
  .strict();
export const myVerificationSchema = z.object({
  status: z.enum(verificationStatuses),
  reason: z.string().nullable(),
  isVerified: z.boolean(),
});
export type MyVerification = z.infer<typeof myVerificationSchema>;

// ---------- Site admins ----------

export const reportDecisionSchema = z
  .object({
    action: z.enum(moderationActions),
    reason: z.string().trim().min(1).max(1000),
    /** For a suspension: how many days. */
    days: z.coerce.number().int().min(1).max(3650).optional(),
  })
  .strict();
export type ReportDecision = z.input<typeof reportDecisionSchema>;

export const adminPersonSchema = z.object({
  id: z.string(),
  username: z.string(),
  fullName: z.string().nullable(),
  email: z.string(),
  emailVerified: z.boolean(),
  /** Two-step verification is on (an admin can reset it). */
  twoFactorEnabled: z.boolean(),
  accountType: z.string(),
  businessName: z.string().nullable(),
  isVerified: z.boolean(),
  isAdmin: z.boolean(),
  /** `deleted`: the member deleted their account (its leftovers stay hidden; nothing to act on). */
  status: z.enum(['active', 'suspended', 'banned', 'deleted']),
  until: z.string().nullable(),
  createdAt: z.string(),
  /** Issue 37: the stored trust level (no row: `new`) and whether an admin set it by hand. */
  trustLevel: z.enum(trustLevels),
  trustLevelManual: z.boolean(),
});
export type AdminPerson = z.infer<typeof adminPersonSchema>;

export const adminReportSchema = z.object({
  id: z.string(),
  kind: z.enum(reportKinds),
  targetId: z.string(),
  category: z.enum(reportCategories),
  details: z.string(),
  status: z.enum(reportStatuses),
  outcome: z.string().nullable(),
  createdAt: z.string(),
  /** How many open reports name the same thing. */
  reportCount: z.number(),
  reporter: z.object({ id: z.string(), username: z.string() }).nullable(),
  /** The person responsible for the reported thing. */
  target: adminPersonSchema.nullable(),
  /** The reported content as it was when reported (text and pictures), for context. */
  content: z.object({
    text: z.string(),
    images: z.array(z.string()),
    link: z.string().nullable(),
    /** An edited post's or comment's earlier texts when reported, newest first (issue 36). */
    earlier: z.array(z.string()),
    removed: z.boolean(),
  }),
  attachedPosts: z.array(z.object({ id: z.string(), text: z.string() })),
  /** Issue 37: the community of the reported content (its admins see the report first), and the rule named. */
  communityId: z.string().nullable(),
  rule: z.object({ number: z.number(), title: z.string() }).nullable(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

export const adminReportsQuerySchema = z.object({
  status: z.enum(reportStatuses).default('open'),
  sort: z.enum(['newest', 'most']).default('newest'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const suspendSchema = z
  .object({
    days: z.coerce.number().int().min(1).max(3650),
    reason: z.string().trim().min(1).max(1000),
  })
  .strict();
export const reasonSchema = z.object({ reason: z.string().trim().min(1).max(1000) }).strict();

export const verificationDecisionSchema = z
  .object({ approve: z.boolean(), reason: z.string().trim().max(1000).default('') })
  .strict();

export const adminVerificationSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'approved', 'declined']),
  details: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  person: adminPersonSchema,
  business: z.object({
    name: z.string().nullable(),
    category: z.string().nullable(),
    email: z.string().nullable(),
    website: z.string().nullable(),
    location: z.string().nullable(),
  }),
});
export type AdminVerification = z.infer<typeof adminVerificationSchema>;

export const moderationLogEntrySchema = z.object({
  id: z.string(),
  scope: z.enum(['site', 'community']),
  action: z.string(),
  targetKind: z.string(),
  targetId: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  actor: z.object({ id: z.string(), username: z.string() }).nullable(),
  targetUser: z.object({ id: z.string(), username: z.string() }).nullable(),
  communityId: z.string().nullable(),
});
export type ModerationLogEntry = z.infer<typeof moderationLogEntrySchema>;

export const adminCountsSchema = z.object({
  members: z.number(),
  postsToday: z.number(),
  openReports: z.number(),
  pendingVerifications: z.number(),
  /** Background jobs that failed every retry (dead letters): nothing is dropped silently. */
  failedJobs: z.number(),
});
export type AdminCounts = z.infer<typeof adminCountsSchema>;

/** Background jobs that failed every retry, by job: how many, and the last one's error. */
export const failedJobsSchema = z.object({
  total: z.number(),
  queues: z.array(
    z.object({
      name: z.string(),
      count: z.number(),
      lastJobId: z.string(),
      lastError: z.string(),
      lastFailedAt: z.string(),
    }),
  ),
});
export type FailedJobs = z.infer<typeof failedJobsSchema>;
