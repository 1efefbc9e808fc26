import type { MyVerification } from '@aebro/shared/safety';
import type { Context } from '../../platform/context';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { profileRow } from '../profiles/profiles.service';
import { canAskForVerification } from './admin.policy';
import { insertVerificationRequest, latestVerificationOf } from './verification.repository';

/* Business verification (the business's side; the admins' side is admin-verification.service.ts) */

export async function myVerification(ctx: Context): Promise<MyVerification> {
  const [profile, latest] = await Promise.all([
    profileRow(ctx, ctx.viewer.id),
    latestVerificationOf(ctx.db, ctx.viewer.id),
  ]);
  if (!profile) throw notFound('This profile does not exist.');
  return {
    status: profile.isVerified ? 'approved' : (latest?.status ?? 'none'),
    reason: latest?.status === 'declined' ? latest.reason : null,
    isVerified: profile.isVerified,
  };
}

/** A business asks for the verified badge; one request waits at a time. */
export async function requestVerification(ctx: Context, details: string): Promise<MyVerification> {
  const profile = await profileRow(ctx, ctx.viewer.id);
  if (!profile) throw notFound('This profile does not exist.');
  if (!canAskForVerification(profile))
    throw badRequest('Only a business without the badge can ask for verification.');
  const latest = await latestVerificationOf(ctx.db, ctx.viewer.id);
  if (latest?.status === 'pending') throw conflict('Your request is waiting for an answer.');
  await insertVerificationRequest(ctx.db, ctx.viewer.id, details);
  return await myVerification(ctx);
}
