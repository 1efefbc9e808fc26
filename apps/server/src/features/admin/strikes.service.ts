import type { Strike } from '@aebro/shared/strikes';
import type { Platform } from '../../platform/context';
import type { Transaction } from '../../platform/db/client';
import type { DomainEvents } from '../../platform/events';
import { tell } from '../safety/moderation-email.service';
import type { ModerationEmailKind } from '../safety/safety.events';
import { insertLog } from './moderation-log.repository';
import { logCommunityAction } from './moderation-log.service';
import { findReport } from './reports.repository';
import {
  insertStrike,
  type NewStrike,
  type StrikeAction,
  type StrikeRow,
} from './strikes.repository';

/** A short snapshot of the content a strike is about: enough to recognise it, not a copy. */
export const excerptLength = 280;

export function excerptOf(text: string | undefined | null): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  return flat.length > excerptLength ? `${flat.slice(0, excerptLength - 1)}…` : flat;
}

export interface StrikeEntry {
  actorId: string | null;
  scope: 'site' | 'community';
  communityId?: string | null;
  /** The moderation log's action (e.g. 'remove', 'remove_post'). */
  logAction: string;
  strikeAction: StrikeAction;
  targetKind: string;
  targetId: string;
  userId: string;
  reportId?: string | null;
  reason: string;
  /** What the log's reason says when it adds to the member's (e.g. the days of a suspension). */
  logReason?: string;
  excerpt: string;
  link: string | null;
  until: Date | null;
  /** The e-mail that announces it (null: the caller tells the member itself). */
  email: ModerationEmailKind;
  /** A limit: the trust level before and after. */
  trustLevel?: {
    from: NonNullable<NewStrike['trustLevelFrom']>;
    to: NonNullable<NewStrike['trustLevelTo']>;
  };
}

/** The rule broken, from the report the action decided: the community rule it named, its category. */
async function ruleOf(
  tx: Transaction,
  reportId: string | null | undefined,
): Promise<Pick<NewStrike, 'ruleNumber' | 'ruleTitle' | 'category'>> {
  const report = reportId ? await findReport(tx, reportId) : null;
  if (!report) return { ruleNumber: null, ruleTitle: null, category: null };
  return {
    ruleNumber: report.ruleNumber,
    ruleTitle: report.ruleNumber !== null ? (report.ruleTitle ?? '') : null,
    category: report.category,
  };
}

/**
 * A moderation action on a member: its log entry and its strike, in the caller's transaction, and the
 * e-mail that tells the member (with the content and the link to appeal) queued in it too.
 */
export async function recordStrike(
  ctx: Platform,
  tx: Transaction,
  entry: StrikeEntry,
): Promise<string> {
  const logId = await insertLog(tx, {
    actorId: entry.actorId,
    scope: entry.scope,
    action: entry.logAction,
    targetKind: entry.targetKind,
    targetId: entry.targetId,
    targetUserId: entry.userId,
    communityId: entry.communityId ?? null,
    reportId: entry.reportId ?? null,
    reason: entry.logReason ?? entry.reason,
  });
  const rule = await ruleOf(tx, entry.reportId);
  const strikeId = await insertStrike(tx, {
    ...rule,
    trustLevelFrom: entry.trustLevel?.from ?? null,
    trustLevelTo: entry.trustLevel?.to ?? null,
    userId: entry.userId,
    logId,
    actorId: entry.actorId,
    scope: entry.scope,
    communityId: entry.communityId ?? null,
    action: entry.strikeAction,
    reason: entry.reason,
    contentKind: entry.targetKind,
    contentId: entry.targetId,
    excerpt: entry.excerpt,
    link: entry.link,
    until: entry.until,
  });
  await tell(ctx, tx, entry.userId, entry.email, entry.reason, entry.until, {
    strike: {
      id: strikeId,
      excerpt: entry.excerpt,
      rule:
        rule.ruleNumber !== null && rule.ruleNumber !== undefined
          ? { number: rule.ruleNumber, title: rule.ruleTitle ?? '' }
          : null,
      category: rule.category ?? null,
      ...(entry.trustLevel ? { trustLevel: entry.trustLevel } : {}),
    },
  });
  return strikeId;
}

/** A community admin's act, as the posts, messages and communities areas announce it. */
export type CommunityAction = DomainEvents['moderation.community-action'];

/** What each community act on a member is as a strike, and the e-mail that tells them. */
const communityStrikes: Partial<
  Record<CommunityAction['action'], { strike: StrikeAction; email: ModerationEmailKind }>
> = {
  remove_post: { strike: 'remove', email: 'community_remove' },
  remove_comment: { strike: 'remove', email: 'community_remove' },
  remove_message: { strike: 'remove', email: 'community_remove' },
  remove_member: { strike: 'remove_member', email: 'remove_member' },
  ban_member: { strike: 'ban', email: 'remove_member' },
  warn: { strike: 'warn', email: 'warn' },
};

/**
 * A community admin's act, in the caller's transaction: a removal, a ban or a warning of a member
 * is logged with its strike (and the e-mail); a dismissal or a lock is only logged.
 */
export async function recordCommunityActionIn(
  ctx: Platform,
  tx: Transaction,
  action: CommunityAction,
): Promise<void> {
  const struck = communityStrikes[action.action];
  if (!struck || !action.targetUserId || action.targetUserId === action.actorId) {
    await logCommunityAction(ctx, action, tx);
    return;
  }
  const member = action.targetKind === 'profile';
  await recordStrike(ctx, tx, {
    actorId: action.actorId,
    scope: 'community',
    communityId: action.communityId,
    logAction: action.action,
    strikeAction: struck.strike,
    targetKind: action.targetKind,
    targetId: action.targetId,
    userId: action.targetUserId,
    reportId: action.reportId ?? null,
    reason: action.reason ?? '',
    excerpt: excerptOf(action.excerpt),
    link: member ? `/community/${action.communityId}` : null,
    until: null,
    email: struck.email,
  });
}

/** The same, from the event the areas publish (its own transaction). */
export async function recordCommunityAction(ctx: Platform, action: CommunityAction): Promise<void> {
  await ctx.events.transaction(ctx.db, (tx) => recordCommunityActionIn(ctx, tx, action));
}

/** A strike as its member sees it (the acting admin left out). */
export function toStrike(row: StrikeRow): Strike {
  return {
    id: row.id,
    scope: row.scope,
    action: row.action,
    reason: row.reason,
    community:
      row.communityId && row.communityName
        ? { id: row.communityId, name: row.communityName }
        : null,
    content: { kind: row.contentKind, excerpt: row.excerpt, link: row.link },
    until: row.until?.toISOString() ?? null,
    rule: row.ruleNumber !== null ? { number: row.ruleNumber, title: row.ruleTitle ?? '' } : null,
    category: row.category,
    trustLevel:
      row.trustLevelFrom && row.trustLevelTo
        ? { from: row.trustLevelFrom, to: row.trustLevelTo }
        : null,
    createdAt: row.createdAt.toISOString(),
    appeal: row.appealId
      ? {
          id: row.appealId,
          status: row.appealStatus ?? 'pending',
          text: row.appealText ?? '',
          createdAt: (row.appealCreatedAt ?? row.createdAt).toISOString(),
          decidedAt: row.appealDecidedAt?.toISOString() ?? null,
          decisionReason: row.decisionReason,
          effect: row.effect,
        }
      : null,
  };
}
