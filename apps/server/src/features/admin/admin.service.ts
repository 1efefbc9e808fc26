import type { AdminCounts, FailedJobs } from '@aebro/shared/safety';
import { notFound } from '../../platform/errors';
import type { Context, Platform } from '../../platform/context';
import { setSiteAdminRow } from '../safety/safety.service';
import { adminCounts } from './admin.repository';
import { insertLog } from './moderation-log.repository';

export async function counts(ctx: Context): Promise<AdminCounts> {
  const [rows, failed] = await Promise.all([adminCounts(ctx.db), ctx.jobs.failed()]);
  return { ...rows, failedJobs: failed.total };
}

/** The dead letters: jobs that failed every retry, by job, with the last error. */
export async function failedJobs(ctx: Context): Promise<FailedJobs> {
  return await ctx.jobs.failed();
}

/** Puts a failed job back in line (after the cause was mended); 404 when no such failed job. */
export async function retryJob(ctx: Context, jobId: string): Promise<void> {
  if (!(await ctx.jobs.retryFailed(jobId))) throw notFound('There is no failed job with this id.');
  await insertLog(ctx.db, {
    actorId: ctx.viewer.id,
    scope: 'site',
    action: 'retry_job',
    targetKind: 'job',
    targetId: jobId,
    targetUserId: null,
    reason: '',
  });
}

/** `npm run admin -- grant|revoke <email>`: true when something changed. */
export async function setSiteAdmin(
  ctx: Pick<Platform, 'db'>,
  email: string,
  admin: boolean,
): Promise<'changed' | 'unchanged' | 'no-account'> {
  const result = await setSiteAdminRow(ctx, email, admin);
  if (!result) return 'no-account';
  const { userId, changed } = result;
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
