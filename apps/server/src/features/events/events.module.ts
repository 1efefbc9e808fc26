import type { FastifyInstance } from 'fastify';
import { notify, notifyFromSite } from '../notifications/notifications.service';
import { registerPurchase } from '../payments/purchases';
import { eventsRoutes } from './events.routes';
import { seriesRoutes } from './series.routes';
import { emailOffer } from './events.mail';
import { eventCreationPurchase, remindersDue } from './creation.service';
import { dropAnswersBetween, expireOffers } from './rsvp.service';
import { eventsClock } from './events.service';
import { extendSeries } from './series-extension.service';
import './events.events';

const dayMs = 86_400_000;

/** The next midnight (UTC) after `now`: one extension of the series a day, however many processes. */
function nextDay(now = Date.now()): Date {
  return new Date(Math.floor(now / dayMs) * dayMs + dayMs);
}

/**
 * Events: paid creation (published in the payment's own transaction), answers with a capacity and
 * a first come, first served waitlist whose offers expire, cancellations, reminders an hour before,
 * saving and calendar files. Notices go out as durable effects of the changes that cause them.
 */
export async function eventsModule(app: FastifyInstance): Promise<void> {
  const { platform } = app;
  const { events, jobs } = platform;
  await app.register(eventsRoutes);
  await app.register(seriesRoutes);

  registerPurchase('event_creation', eventCreationPurchase);

  events.subscribe('event.published', 'events.tell-published', async (published) => {
    await notifyFromSite(platform, {
      type: 'event_published',
      recipientId: published.organiserId,
      eventId: published.eventId,
      eventTitle: published.title,
    });
  });

  // A block takes back each one's answers at the other's events (which no longer exist for them).
  events.subscribe('safety.blocked', 'events.drop-answers-on-block', async (block) => {
    await dropAnswersBetween(platform, block.blockerId, block.blockedId);
  });

  events.subscribe('event.cancelled', 'events.tell-cancelled', async (cancelled) => {
    for (const recipientId of cancelled.recipientIds)
      await notify(platform, {
        type: 'event_cancelled',
        recipientId,
        actorId: cancelled.organiserId,
        eventId: cancelled.eventId,
        eventTitle: cancelled.title,
      });
  });

  events.subscribe('event.place-offered', 'events.tell-offer', async (offer) => {
    await notify(platform, {
      type: 'event_waitlist_offer',
      recipientId: offer.userId,
      actorId: offer.organiserId,
      eventId: offer.eventId,
      eventTitle: offer.title,
    });
    await emailOffer(platform, offer);
  });

  jobs.work('events.offer-expiry', async ({ eventId }) => {
    await expireOffers(platform, eventId);
  });
  jobs.work('events.extend-series', async () => {
    const made = await extendSeries(platform, eventsClock.now());
    platform.log.info({ made }, 'event series extended');
    const next = nextDay();
    await jobs.schedule(
      'events.extend-series',
      { at: next.toISOString() },
      { startAfter: next, singletonKey: `day:${next.toISOString()}` },
    );
  });
  // At start (of a real server, not of a test's app): one extension now, then daily.
  app.addHook('onListen', async () => {
    const now = new Date();
    await jobs.schedule(
      'events.extend-series',
      { at: now.toISOString() },
      { singletonKey: `start:${now.toISOString()}` },
    );
  });
  jobs.work('events.reminder', async ({ eventId, startsAt }) => {
    const due = await remindersDue(platform, eventId, startsAt);
    if (!due) return;
    for (const recipientId of due.recipientIds)
      await notify(platform, {
        type: 'event_reminder',
        recipientId,
        actorId: due.organiserId,
        eventId,
        eventTitle: due.title,
      });
  });
}
