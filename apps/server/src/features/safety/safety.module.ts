import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin.routes';
import { sendModerationEmail } from './moderation-email.service';
import { logCommunityAction } from './moderation-log.service';
import { renderModerationEmail } from './safety-emails';
import { safetyRoutes } from './safety.routes';

/**
 * Safety: block, mute, report, the site admins' API (/api/v1/admin), business verification and
 * the moderation log. Other areas ask `isBlockedBetween` / `blockedIds` / `canSeePerson` of the
 * safety service, or filter in SQL with `db/safety-filters.ts`.
 */
export async function safetyModule(app: FastifyInstance): Promise<void> {
  await app.register(safetyRoutes);
  await app.register(adminRoutes);
  // What either of them may read changed (posts, comments): their rooms are asked again.
  for (const event of ['safety.blocked', 'safety.unblocked'] as const)
    app.platform.events.on(event, async ({ blockerId, blockedId }) => {
      await app.realtime.recheckUserRooms(blockerId);
      await app.realtime.recheckUserRooms(blockedId);
    });
  app.platform.events.on('moderation.community-action', (entry) =>
    logCommunityAction(app.platform, entry),
  );
  app.platform.events.on('moderation.email', (email) =>
    sendModerationEmail(app.platform, email, renderModerationEmail),
  );
}
