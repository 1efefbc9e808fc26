import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/context';
import { myDataRoutes } from './my-data.routes';
import { addSignInStep } from '../auth/sign-in-steps';
import { cancelDeletionBySignIn, purgeAccount } from './account-deletion.service';
import { buildExport, expireExport } from './my-data.service';

/** Signing in during a deletion's grace period cancels it, and the sign-in answer says so. */
async function cancelDeletionOnSignIn(
  platform: Platform,
  userId: string,
): Promise<Record<string, unknown>> {
  return (await cancelDeletionBySignIn(platform, userId)) ? { accountDeletionCancelled: true } : {};
}

/** My data (GDPR): the export of everything mine, and the deletion of my account after a grace. */
export async function myDataModule(app: FastifyInstance): Promise<void> {
  const { platform } = app;
  await app.register(myDataRoutes);
  addSignInStep(cancelDeletionOnSignIn);
  platform.jobs.work('my-data.export', ({ exportId }) => buildExport(platform, exportId));
  platform.jobs.work('my-data.export-expiry', ({ exportId }) => expireExport(platform, exportId));
  platform.jobs.work('my-data.purge', async ({ userId }) => {
    await purgeAccount(platform, userId);
  });
}
