import type { AdminVerification } from '@aebro/shared/safety';
import type { Context } from '../../platform/context';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { adminPeopleByIds } from './admin-members.repository';
import { toAdminPerson } from './admin-members.service';
import { offsetOf, page } from '../../platform/offset-paging';
import { tell } from '../safety/moderation-email.service';
import { log } from './moderation-log.service';
import {
  decideVerificationRow,
  findVerification,
  setVerifiedFlag,
  verificationRows,
} from './verification.repository';

export async function listVerifications(
  ctx: Context,
  query: {
    status: 'pending' | 'approved' | 'declined';
    cursor?: string | undefined;
    limit: number;
  },
): Promise<{ items: AdminVerification[]; nextCursor: string | null }> {
  const offset = offsetOf(query.cursor);
  const rows = page(
    await verificationRows(ctx.db, query.status, offset, query.limit),
    offset,
    query.limit,
  );
  const people = new Map(
    (
      await adminPeopleByIds(
        ctx.db,
        rows.items.map((row) => row.userId),
      )
    ).map((row) => [row.id, row]),
  );
  return {
    items: rows.items.flatMap((row) => {
      const owner = people.get(row.userId);
      if (!owner) return [];
      return [
        {
          id: row.id,
          status: row.status,
          details: row.details,
          reason: row.reason,
          createdAt: row.createdAt.toISOString(),
          person: toAdminPerson(owner),
          business: {
            name: owner.businessName,
            category: owner.businessCategory,
            email: owner.businessEmail,
            website: owner.website,
            location: owner.location,
          },
        },
      ];
    }),
    nextCursor: rows.nextCursor,
  };
}

/** Approve (the badge appears everywhere) or decline with a reason. */
export async function decideVerification(
  ctx: Context,
  id: string,
  input: { approve: boolean; reason: string },
): Promise<void> {
  const request = await findVerification(ctx.db, id);
  if (!request) throw notFound('This request does not exist.');
  if (!input.approve && !input.reason) throw badRequest('Say why the request is declined.');
  const decided = await ctx.events.transaction(ctx.db, async (tx) => {
    if (!(await decideVerificationRow(tx, id, input.approve, input.reason))) return false;
    if (input.approve) await setVerifiedFlag(tx, request.userId, true);
    await log(
      ctx,
      {
        action: input.approve ? 'verify_business' : 'decline_verification',
        targetKind: 'profile',
        targetId: request.userId,
        targetUserId: request.userId,
        reason: input.reason,
      },
      tx,
    );
    await tell(
      ctx,
      tx,
      request.userId,
      input.approve ? 'verification_approved' : 'verification_declined',
      input.reason,
    );
    return true;
  });
  if (!decided) throw conflict('This request was already decided.');
}
