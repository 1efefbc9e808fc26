import type {
  AdminAppeal,
  AppealDecision,
  AppealEffect,
  AppealInput,
  Strike,
} from '@aebro/shared/strikes';
import { appealDecisionSchema, appealInputSchema } from '@aebro/shared/strikes';
import type { Context, Platform } from '../../platform/context';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { offsetOf, page } from '../../platform/offset-paging';
import { strikeIdOfToken } from '../safety/appeal-token';
import { tell } from '../safety/moderation-email.service';
import { clearRestriction, restrictionOfUser } from '../safety/safety.service';
import { restoreTrustLevel } from '../safety/trust.service';
import { whyNotDecideAppeal } from './admin.policy';
import { insertLog } from './moderation-log.repository';
import {
  adminAppealRows,
  decideAppealRow,
  findAdminAppealRow,
  findStrikeRow,
  insertAppeal,
  strikeRowsOf,
  type AdminAppealRow,
  type StrikeRow,
} from './strikes.repository';
import { excerptOf, toStrike } from './strikes.service';

/** Settings → Account status: my strikes, newest first, each with its appeal. */
export async function myStrikes(ctx: Context): Promise<{ items: Strike[] }> {
  return { items: (await strikeRowsOf(ctx.db, ctx.viewer.id)).map(toStrike) };
}

/** The member appeals one of their strikes (signed in). Someone else's strike does not exist. */
export async function appealMyStrike(
  ctx: Context,
  strikeId: string,
  input: AppealInput,
): Promise<Strike> {
  const row = await findStrikeRow(ctx.db, strikeId);
  if (!row || row.userId !== ctx.viewer.id) throw notFound('This decision does not exist.');
  return await appeal(ctx, row, input);
}

async function strikeOfToken(ctx: Platform, token: string): Promise<StrikeRow> {
  const strikeId = strikeIdOfToken(ctx.config.authSecret, token);
  const row = strikeId ? await findStrikeRow(ctx.db, strikeId) : null;
  if (!row)
    throw notFound('This appeal link is not valid. Use the link in the e-mail we sent you.');
  return row;
}

/** The strike an e-mail's appeal link names (no session needed: a suspended member has none). */
export async function strikeByToken(ctx: Platform, token: string): Promise<Strike> {
  return toStrike(await strikeOfToken(ctx, token));
}

export async function appealByToken(
  ctx: Platform,
  token: string,
  input: AppealInput,
): Promise<Strike> {
  return await appeal(ctx, await strikeOfToken(ctx, token), input);
}

/** One appeal per strike; the appeal is logged (its author is the member) in its transaction. */
async function appeal(ctx: Platform, row: StrikeRow, input: AppealInput): Promise<Strike> {
  const { text } = appealInputSchema.parse(input);
  if (row.appealId) throw conflict('You have already appealed this decision: each one once.');
  await ctx.db.transaction(async (tx) => {
    const appealId = await insertAppeal(tx, { strikeId: row.id, userId: row.userId, text });
    if (!appealId) throw conflict('You have already appealed this decision: each one once.');
    await insertLog(tx, {
      actorId: row.userId,
      scope: row.scope,
      action: 'appeal',
      targetKind: 'strike',
      targetId: row.id,
      targetUserId: row.userId,
      communityId: row.communityId,
      reason: excerptOf(text),
    });
  });
  const saved = await findStrikeRow(ctx.db, row.id);
  if (!saved) throw notFound('This decision does not exist.');
  return toStrike(saved);
}

function toAdminAppeal(ctx: Context, row: AdminAppealRow): AdminAppeal {
  const { appeal: found, ...strike } = toStrike(row);
  if (!found) throw new Error('appeal row without its appeal');
  return {
    ...found,
    strike,
    member: { id: row.userId, username: row.memberUsername ?? '' },
    actor: row.actorId ? { id: row.actorId, username: row.actorUsername ?? '' } : null,
    decider: row.deciderId ? { id: row.deciderId, username: row.deciderUsername ?? '' } : null,
    viewerMayDecide:
      found.status === 'pending' &&
      whyNotDecideAppeal(ctx.viewer.id, { memberId: row.userId, actorId: row.actorId }) === null,
  };
}

/** The site admins' Appeals queue: pending ones oldest first, or the decided ones. */
export async function listAppeals(
  ctx: Context,
  query: { status: 'pending' | 'decided'; cursor?: string | undefined; limit: number },
): Promise<{ items: AdminAppeal[]; nextCursor: string | null }> {
  const offset = offsetOf(query.cursor);
  const rows = page(
    await adminAppealRows(ctx.db, query.status, offset, query.limit),
    offset,
    query.limit,
  );
  return { items: rows.items.map((row) => toAdminAppeal(ctx, row)), nextCursor: rows.nextCursor };
}

/**
 * What overturning changes: a suspension or ban in force is lifted; removed content is gone; a
 * limit's level is given back (in the decision's transaction, see decideAppeal).
 */
async function overturnEffect(ctx: Context, row: AdminAppealRow): Promise<AppealEffect> {
  if (row.action === 'remove') return 'content_not_restorable';
  if (row.action === 'limit') return 'trust_level_restored';
  if (row.action !== 'suspend' && row.action !== 'ban') return 'none';
  const restriction = await restrictionOfUser(ctx, row.userId);
  const matches = restriction?.kind === (row.action === 'ban' ? 'banned' : 'suspended');
  return matches ? 'restriction_lifted' : 'none';
}

/**
 * Upholds or overturns an appeal, by an admin other than the one who acted (and never one's own):
 * overturning a suspension or ban lifts it; the member is told by e-mail in their language, and the
 * decision is logged.
 */
export async function decideAppeal(
  ctx: Context,
  appealId: string,
  input: AppealDecision,
): Promise<AdminAppeal> {
  const decision = appealDecisionSchema.parse(input);
  const row = await findAdminAppealRow(ctx.db, appealId);
  if (!row) throw notFound('This appeal does not exist.');
  const why = whyNotDecideAppeal(ctx.viewer.id, { memberId: row.userId, actorId: row.actorId });
  if (why === 'own_appeal')
    throw forbidden('Nobody decides their own appeal: another admin will decide it.');
  if (why === 'acted')
    throw forbidden('You took this decision, so another admin must decide its appeal.');
  if (row.appealStatus !== 'pending') throw conflict('This appeal was already decided.');
  const overturn = decision.decision === 'overturn';
  let effect = overturn ? await overturnEffect(ctx, row) : 'none';
  await ctx.events.transaction(ctx.db, async (tx) => {
    // A limit's level comes back only if nobody changed it since.
    if (effect === 'trust_level_restored') {
      const limited =
        row.trustLevelFrom && row.trustLevelTo
          ? { from: row.trustLevelFrom, to: row.trustLevelTo }
          : null;
      if (!limited || !(await restoreTrustLevel(tx, row.userId, limited))) effect = 'none';
    }
    const decided = await decideAppealRow(tx, appealId, {
      status: overturn ? 'overturned' : 'upheld',
      deciderId: ctx.viewer.id,
      decisionReason: decision.reason,
      effect,
    });
    if (!decided) throw conflict('This appeal was already decided.');
    if (effect === 'restriction_lifted') await clearRestriction(tx, row.userId);
    await insertLog(tx, {
      actorId: ctx.viewer.id,
      scope: 'site',
      action: overturn ? 'overturn_appeal' : 'uphold_appeal',
      targetKind: 'appeal',
      targetId: appealId,
      targetUserId: row.userId,
      communityId: row.communityId,
      reason: decision.reason,
    });
    await tell(
      ctx,
      tx,
      row.userId,
      overturn ? 'appeal_overturned' : 'appeal_upheld',
      decision.reason,
      null,
      { effect },
    );
  });
  const saved = await findAdminAppealRow(ctx.db, appealId);
  if (!saved) throw notFound('This appeal does not exist.');
  return toAdminAppeal(ctx, saved);
}
