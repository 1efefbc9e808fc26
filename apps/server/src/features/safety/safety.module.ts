import type { FastifyInstance } from 'fastify';
import { sendModerationEmail } from './moderation-email.service';
import { renderModerationEmail } from './safety-emails';
import { mutedWordsRoutes } from './muted-words.routes';
import { safetyRoutes } from './safety.routes';

/**
 * Safety: block, mute, muted words (issue 37), bans and suspensions, and the moderation e-mails. Other areas ask
 * `isBlockedBetween` / `blockedIds` / `canSeePerson` of the safety service, or filter in SQL with
 * `db/safety-filters.ts`. The site admins' work (reports, verification, the admin API and its log)
 * is the admin area's, at the top of the order.
 */
export async function safetyModule(app: FastifyInstance): Promise<void> {
  await app.register(safetyRoutes);
  await app.register(mutedWordsRoutes);
  // What either of them may read changed (posts, comments): their rooms are asked again.
  for (const event of ['safety.blocked', 'safety.unblocked'] as const)
    app.platform.events.on(event, async ({ blockerId, blockedId }) => {
      await app.realtime.recheckUserRooms(blockerId);
      await app.realtime.recheckUserRooms(blockedId);
    });
  app.platform.events.subscribe('moderation.email', 'safety.send-email', (email) =>
    sendModerationEmail(app.platform, email, renderModerationEmail),
  );
}
