import type { FastifyInstance } from 'fastify';
import { myDataRoutes } from './my-data.routes';
import { buildExport, expireExport, purgeAccount } from './my-data.service';

/** My data (GDPR): the export of everything mine, and the deletion of my account after a grace. */
export async function myDataModule(app: FastifyInstance): Promise<void> {
  const { platform } = app;
  await app.register(myDataRoutes);
  platform.jobs.work('my-data.export', ({ exportId }) => buildExport(platform, exportId));
  platform.jobs.work('my-data.export-expiry', ({ exportId }) => expireExport(platform, exportId));
  platform.jobs.work('my-data.purge', async ({ userId }) => {
    await purgeAccount(platform, userId);
  });
}
