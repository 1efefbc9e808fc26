import type { FastifyInstance } from 'fastify';
import { sendModerationEmail } from './moderation-email.service';
import { renderModerationEmail } from './safety-emails';
import { mutedWordsRoutes } from './muted-words.routes';
import { safetyRoutes } from './safety.routes';
import { trustRoutes } from './trust.routes';
import { raiseEarned } from './trust.service';

/**
 * Safety: block, mute, muted words (issue 37), bans and suspensions, and the moderation e-mails. Other areas ask
 * `isBlockedBetween` / `blockedIds` / `canSeePerson` of the safety service, or filter in SQL with
 * `db/safety-filters.ts`. The site admins' work (reports, verification, the admin API and its log)
 * is the admin area's, at the top of the order.
 */
export async function safetyModule(app: FastifyInstance): Promise<void> {
  await app.register(safetyRoutes);
  await app.register(mutedWordsRoutes);
  await app.register(trustRoutes);
  // Issue 37: earned trust levels are raised once a day (and at start); the job is idempotent.
  const { jobs } = app.platform;
  jobs.work('trust.raise-levels', async () => {
    const raised = await raiseEarned(app.platform);
    app.platform.log.info({ raised }, 'trust levels raised');
    const next = new Date(Date.now() + 24 * 60 * 60_000);
    await jobs.schedule(
      'trust.raise-levels',
      { at: next.toISOString() },
      { startAfter: next, singletonKey: `day:${next.toISOString().slice(0, 10)}` },
    );
  });
  app.addHook('onListen', async () => {
    const now = new Date();
    await jobs.schedule(
      'trust.raise-levels',
      { at: now.toISOString() },
      { singletonKey: `start:${now.toISOString()}` },
    );
  });
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
