import type { Page } from '@aebro/shared/connections';
import type { BlockedPerson, SafetyRelation } from '@aebro/shared/safety';
import type { Context } from '../../platform/context';
import { badRequest, notFound } from '../../platform/errors';
import { decodeCursor, toPage } from '../../platform/http/cursor';
import { describePeople } from '../profiles/person-view.service';
import { profileRow } from '../profiles/profiles.service';
import { canBlock } from './safety.policy';
import {
  deleteRelation,
  insertRelation,
  relationExists,
  relationRows,
  type Relation,
} from './relations.repository';
import './safety.events';

/* Block and mute */

async function requirePerson(ctx: Context, targetId: string): Promise<void> {
  if (!canBlock(ctx.viewer, targetId)) throw badRequest('You cannot do this to yourself.');
  if (!(await profileRow(ctx, targetId))) throw notFound('This person does not exist.');
}

async function relationWith(ctx: Context, targetId: string): Promise<SafetyRelation> {
  const [blocked, muted] = await Promise.all([
    relationExists(ctx.db, 'block', ctx.viewer.id, targetId),
    relationExists(ctx.db, 'mute', ctx.viewer.id, targetId),
  ]);
  return { blocked, muted };
}

/** Whether I blocked or muted this person (for the menus). */
export async function getRelation(ctx: Context, targetId: string): Promise<SafetyRelation> {
  if (ctx.viewer.id === targetId) return { blocked: false, muted: false };
  return await relationWith(ctx, targetId);
}

/**
 * Blocks someone: from now on neither sees the other anywhere; follows both ways (and requests)
 * and answers to each other's events end as durable effects of the block. The blocked person is
 * not told. Reporting them stays possible.
 */
export async function block(ctx: Context, targetId: string): Promise<SafetyRelation> {
  await requirePerson(ctx, targetId);
  await ctx.events.transaction(ctx.db, async (tx) => {
    if (await insertRelation(tx, 'block', ctx.viewer.id, targetId))
      await ctx.events.publish(tx, 'safety.blocked', {
        blockerId: ctx.viewer.id,
        blockedId: targetId,
      });
  });
  return await relationWith(ctx, targetId);
}

export async function unblock(ctx: Context, targetId: string): Promise<SafetyRelation> {
  await requirePerson(ctx, targetId);
  if (await deleteRelation(ctx.db, 'block', ctx.viewer.id, targetId))
    ctx.events.emit('safety.unblocked', { blockerId: ctx.viewer.id, blockedId: targetId });
  return await relationWith(ctx, targetId);
}

export async function mute(ctx: Context, targetId: string): Promise<SafetyRelation> {
  await requirePerson(ctx, targetId);
  await insertRelation(ctx.db, 'mute', ctx.viewer.id, targetId);
  return await relationWith(ctx, targetId);
}

export async function unmute(ctx: Context, targetId: string): Promise<SafetyRelation> {
  await requirePerson(ctx, targetId);
  await deleteRelation(ctx.db, 'mute', ctx.viewer.id, targetId);
  return await relationWith(ctx, targetId);
}

/** The people I blocked (or muted), most recent first: Settings → Privacy. */
export async function listRelations(
  ctx: Context,
  kind: Relation,
  page: { cursor?: string | undefined; limit: number },
): Promise<Page<BlockedPerson>> {
  const cursor = decodeCursor(page.cursor, 'timestamp');
  const rows = await relationRows(ctx.db, kind, ctx.viewer.id, cursor, page.limit);
  const { items, nextCursor } = toPage(rows, page.limit, (row) => ({ key: row.key, id: row.id }));
  const people = await describePeople(
    ctx,
    items.map(({ key: _, since: __, ...row }) => row),
  );
  return {
    items: people.map((person, index) => ({
      person,
      since: items[index]?.since.toISOString() ?? '',
    })),
    nextCursor,
  };
}
