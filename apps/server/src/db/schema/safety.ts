import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { reportCategories, reportKinds } from '@aebro/shared/safety-terms';
import { users } from './auth';

/** I block someone: neither of us sees the other anywhere (both directions). */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: text('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    index('blocks_blocked_idx').on(table.blockedId, table.blockerId),
    check('blocks_not_self', sql`${table.blockerId} <> ${table.blockedId}`),
  ],
);

/** I mute someone: their posts and notifications disappear for me only. */
export const mutes = pgTable(
  'mutes',
  {
    muterId: text('muter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mutedId: text('muted_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.muterId, table.mutedId] }),
    check('mutes_not_self', sql`${table.muterId} <> ${table.mutedId}`),
  ],
);

// What can be reported and why: the lists the API validates with (one place).
export { reportCategories, reportKinds };

/** A member's report of something (by kind and id), for the site admins' queue. */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: text('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    targetKind: text('target_kind', { enum: reportKinds }).notNull(),
    targetId: text('target_id').notNull(),
    /** The person responsible for the reported thing (its author, the profile, the community's creator). */
    targetUserId: text('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    category: text('category', { enum: reportCategories }).notNull(),
    details: text('details').notNull().default(''),
    /** For a profile: posts of theirs the reporter points to. */
    attachedPostIds: jsonb('attached_post_ids').$type<string[]>().notNull().default([]),
    /** What the reported thing said when it was reported (it may be removed later). */
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: ['open', 'dismissed', 'actioned'] })
      .notNull()
      .default('open'),
    /**
     * Issue 37: the community the reported content belongs to (a post, comment or chat message in
     * it): the report goes first to that community's admins. Null for everything else.
     */
    communityId: uuid('community_id'),
    /** The community rule the reporter named (its number, and its title then), if any. */
    ruleNumber: integer('rule_number'),
    ruleTitle: text('rule_title'),
    /** The admin's decision, shown to the reporter. */
    outcome: text('outcome'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reports_status_created_idx').on(table.status, table.createdAt.desc()),
    index('reports_target_idx').on(table.targetKind, table.targetId),
    index('reports_reporter_idx').on(table.reporterId, table.createdAt.desc()),
    index('reports_community_idx')
      .on(table.communityId, table.status, table.createdAt.desc())
      .where(sql`${table.communityId} is not null`),
    check(
      'reports_kind_check',
      sql`${table.targetKind} in ('post', 'comment', 'profile', 'community', 'message', 'event', 'service', 'review')`,
    ),
    check(
      'reports_category_check',
      sql`${table.category} in ('spam', 'harassment', 'violence', 'false_information', 'illegal', 'other')`,
    ),
  ],
);

/** Every moderation action, by site admins and community admins: who, what, when, why. */
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'site' for site admins (and the command line), 'community' for a community's admins. */
    scope: text('scope', { enum: ['site', 'community'] })
      .notNull()
      .default('site'),
    action: text('action').notNull(),
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id').notNull(),
    targetUserId: text('target_user_id'),
    communityId: text('community_id'),
    reportId: uuid('report_id'),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('moderation_log_created_idx').on(table.createdAt.desc(), table.id.desc())],
);

/** A suspended (until a date) or banned account. */
export const accountRestrictions = pgTable(
  'account_restrictions',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['suspended', 'banned'] }).notNull(),
    until: timestamp('until', { withTimezone: true }),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('account_restrictions_kind_check', sql`${table.kind} in ('suspended', 'banned')`),
  ],
);

/** Site admins (granted from the command line; ADMIN_EMAILS adds more from the environment). */
export const siteAdmins = pgTable('site_admins', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A business asking for the verified badge. */
export const verificationRequests = pgTable(
  'verification_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    details: text('details').notNull().default(''),
    status: text('status', { enum: ['pending', 'approved', 'declined'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [index('verification_requests_status_idx').on(table.status, table.createdAt)],
);

/**
 * Issue 37: a word or phrase I do not want to read. Posts, comments and notifications that hold it
 * are left out of my lists while it lasts (db/safety-filters.ts `notMutedWordsFor`). `patterns`
 * are the `like` patterns of the phrase (shared `mutedWordPatterns`: search's own folding), kept
 * so that a list does not fold every muted word again for every row.
 */
export const mutedWords = pgTable(
  'muted_words',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phrase: text('phrase').notNull(),
    wholeWord: boolean('whole_word').notNull().default(true),
    patterns: text('patterns').array().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('muted_words_user_idx').on(table.userId, table.expiresAt),
    check('muted_words_phrase_length', sql`char_length(${table.phrase}) between 1 and 100`),
  ],
);

export const trustLevelNames = ['new', 'member', 'regular', 'leader'] as const;

/**
 * Issue 37: a strike, one per moderation action on a member (warning, removal, suspension, ban, a
 * community admin's removal), written in the transaction of its moderation log entry. It keeps what
 * the log does not: the content's snapshot and the end of a suspension. Never changed after.
 */
export const strikes = pgTable(
  'strikes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    logId: uuid('log_id').references(() => moderationLog.id),
    /** Who acted: shown to admins, kept from the member. */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    scope: text('scope', { enum: ['site', 'community'] }).notNull(),
    communityId: text('community_id'),
    action: text('action', {
      enum: ['warn', 'remove', 'suspend', 'ban', 'remove_member', 'limit'],
    }).notNull(),
    reason: text('reason').notNull().default(''),
    contentKind: text('content_kind').notNull(),
    contentId: text('content_id').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    link: text('link'),
    until: timestamp('until', { withTimezone: true }),
    /** The rule broken: the community rule the report named (its number and text then)… */
    ruleNumber: integer('rule_number'),
    ruleTitle: text('rule_title'),
    /** …and the report's category (what a site admin acted on). */
    category: text('category', { enum: reportCategories }),
    /** A limit (trust level lowered by hand): the level before (given back if it is overturned) and after. */
    trustLevelFrom: text('trust_level_from', { enum: trustLevelNames }),
    trustLevelTo: text('trust_level_to', { enum: trustLevelNames }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('strikes_user_idx').on(table.userId, table.createdAt.desc()),
    check(
      'strikes_action_check',
      sql`${table.action} in ('warn', 'remove', 'suspend', 'ban', 'remove_member', 'limit')`,
    ),
    check('strikes_scope_check', sql`${table.scope} in ('site', 'community')`),
  ],
);

/** Issue 37: a member's appeal of a strike (one per strike), decided by another admin. */
export const appeals = pgTable(
  'appeals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    strikeId: uuid('strike_id')
      .notNull()
      .unique()
      .references(() => strikes.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    status: text('status', { enum: ['pending', 'upheld', 'overturned'] })
      .notNull()
      .default('pending'),
    deciderId: text('decider_id').references(() => users.id, { onDelete: 'set null' }),
    decisionReason: text('decision_reason'),
    effect: text('effect', {
      enum: ['none', 'restriction_lifted', 'content_not_restorable', 'trust_level_restored'],
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('appeals_status_idx').on(table.status, table.createdAt.desc(), table.id.desc()),
    check('appeals_status_check', sql`${table.status} in ('pending', 'upheld', 'overturned')`),
    check('appeals_text_length', sql`char_length(${table.text}) between 1 and 2000`),
  ],
);

/**
 * Issue 37: a member's trust level as last raised by the daily job (or on a write, docs/decisions/
 * trust-levels.md) or set by an admin (`set_by`, `manual`). No row: `new`. A hand-set level is
 * never changed by the job; an earned one is never lowered automatically.
 */
export const trustLevels = pgTable(
  'trust_levels',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    level: text('level', { enum: trustLevelNames }).notNull(),
    manual: boolean('manual').notNull().default(false),
    setBy: text('set_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'trust_levels_level_check',
      sql`${table.level} in ('new', 'member', 'regular', 'leader')`,
    ),
  ],
);
