import type { AdminCounts } from '@aebro/shared/safety';
import type { Context, Platform } from '../../platform/context';
import { adminCounts, setAdminRow, userIdByEmail } from './admin.repository';
import { insertLog } from './moderation-log.repository';

export async function counts(ctx: Context): Promise<AdminCounts> {
  return await adminCounts(ctx.db);
}

/** `npm run admin -- grant|revoke <email>`: true when something changed. */
export async function setSiteAdmin(
  ctx: Pick<Platform, 'db'>,
  email: string,
  admin: boolean,
): Promise<'changed' | 'unchanged' | 'no-account'> {
  const userId = await userIdByEmail(ctx.db, email);
  if (!userId) return 'no-account';
  const changed = await setAdminRow(ctx.db, userId, admin);
  if (changed)
    await insertLog(ctx.db, {
      actorId: null,
      scope: 'site',
      action: admin ? 'grant_admin' : 'revoke_admin',
      targetKind: 'profile',
      targetId: userId,
      targetUserId: userId,
      reason: 'command line',
    });
  return changed ? 'changed' : 'unchanged';
}
