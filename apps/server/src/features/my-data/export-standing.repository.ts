import { asc, eq } from 'drizzle-orm';
import { notificationPolicies } from '../../db/schema/notifications';
import { appeals, mutedWords, strikes, trustLevels } from '../../db/schema/safety';
import type { Executor } from '../../platform/db/client';

/**
 * What issue 37 keeps about a member, for their export: their trust level, the strikes against
 * them with their appeals (who acted is left out, as on the Account status screen), the words they
 * muted and who may reach them.
 */
export async function exportStanding(db: Executor, userId: string) {
  const [trust] = await db
    .select({
      level: trustLevels.level,
      setByAnAdmin: trustLevels.manual,
      updatedAt: trustLevels.updatedAt,
    })
    .from(trustLevels)
    .where(eq(trustLevels.userId, userId));
  const strikeRows = await db
    .select({
      id: strikes.id,
      scope: strikes.scope,
      communityId: strikes.communityId,
      action: strikes.action,
      reason: strikes.reason,
      contentKind: strikes.contentKind,
      excerpt: strikes.excerpt,
      link: strikes.link,
      until: strikes.until,
      ruleNumber: strikes.ruleNumber,
      ruleTitle: strikes.ruleTitle,
      category: strikes.category,
      trustLevelFrom: strikes.trustLevelFrom,
      trustLevelTo: strikes.trustLevelTo,
      createdAt: strikes.createdAt,
      appealText: appeals.text,
      appealStatus: appeals.status,
      appealDecisionReason: appeals.decisionReason,
      appealedAt: appeals.createdAt,
      appealDecidedAt: appeals.decidedAt,
    })
    .from(strikes)
    .leftJoin(appeals, eq(appeals.strikeId, strikes.id))
    .where(eq(strikes.userId, userId))
    .orderBy(asc(strikes.createdAt), asc(strikes.id));
  const muted = await db
    .select({
      phrase: mutedWords.phrase,
      wholeWord: mutedWords.wholeWord,
      expiresAt: mutedWords.expiresAt,
      createdAt: mutedWords.createdAt,
    })
    .from(mutedWords)
    .where(eq(mutedWords.userId, userId))
    .orderBy(asc(mutedWords.createdAt));
  const [policy] = await db
    .select({
      notFollowing: notificationPolicies.notFollowing,
      notFollowers: notificationPolicies.notFollowers,
      newAccounts: notificationPolicies.newAccounts,
    })
    .from(notificationPolicies)
    .where(eq(notificationPolicies.userId, userId));
  return {
    trustLevel: trust ?? null,
    strikes: strikeRows.map(
      ({
        appealText,
        appealStatus,
        appealDecisionReason,
        appealedAt,
        appealDecidedAt,
        ...strike
      }) => ({
        ...strike,
        appeal:
          appealText === null
            ? null
            : {
                text: appealText,
                status: appealStatus,
                decisionReason: appealDecisionReason,
                createdAt: appealedAt,
                decidedAt: appealDecidedAt,
              },
      }),
    ),
    mutedWords: muted,
    notificationPolicy: policy ?? null,
  };
}
