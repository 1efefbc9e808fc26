import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin.routes';
import { appealsRoutes } from './appeals.routes';
import { communityHoldsRoutes } from './community-holds.routes';
import { communityReportsRoutes } from './community-reports.routes';
import { adminHoldsRoutes } from './holds.routes';
import { reportsRoutes } from './reports.routes';
import { recordCommunityAction } from './strikes.service';

/**
 * Admin: what members send the site admins (reports, a business's request for the verified badge),
 * the site admins' API (/api/v1/admin: the reports queue, members, verification, failed jobs) and
 * the moderation log. It stands at the top of the order of areas: it reads and removes posts,
 * comments and communities, and ends sessions, by calling those areas' services.
 */
export async function adminModule(app: FastifyInstance): Promise<void> {
  await app.register(reportsRoutes);
  await app.register(adminRoutes);
  await app.register(appealsRoutes);
  await app.register(communityReportsRoutes);
  await app.register(adminHoldsRoutes);
  await app.register(communityHoldsRoutes);
  // A community's moderators act in their area; the log of it (and the member's strike, issue 37)
  // is kept here. The subscriber keeps the name it had in safety: jobs already queued carry it.
  app.platform.events.subscribe(
    'moderation.community-action',
    'safety.log-community-action',
    (entry) => recordCommunityAction(app.platform, entry),
  );
}
