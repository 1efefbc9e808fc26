import type { FastifyInstance } from 'fastify';
import { notify } from '../notifications/notifications.service';
import { eventsRoutes } from './events.routes';
import { emailOffer } from './events.mail';
import { publishPaidEvent, remindersDue } from './creation.service';
import { dropAnswersBetween, expireOffers } from './rsvp.service';
import './events.events';

/**
 * Events: paid creation (published on `payment.paid`), answers with a capacity and a first come,
 * first served waitlist whose offers expire, cancellations, reminders an hour before, saving and
 * calendar files. Notices go out here, after the changes committed.
 */
export async function eventsModule(app: FastifyInstance): Promise<void> {
  const { platform } = app;
  const { events, jobs } = platform;
  await app.register(eventsRoutes);

  events.on('payment.paid', async ({ kind, referenceId }) => {
    if (kind === 'event_creation') await publishPaidEvent(platform, referenceId);
  });

  // A block takes back each one's answers at the other's events (which no longer exist for them).
  events.on('safety.blocked', async ({ blockerId, blockedId }) => {
    await dropAnswersBetween(platform, blockerId, blockedId);
  });

  events.on('event.cancelled', async ({ eventId, title, organiserId, recipientIds }) => {
    for (const recipientId of recipientIds)
      await notify(platform, {
        type: 'event_cancelled',
        recipientId,
        actorId: organiserId,
        eventId,
        eventTitle: title,
      });
  });

  events.on('event.place-offered', async (offer) => {
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
