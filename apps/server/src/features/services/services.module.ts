import type { FastifyInstance } from 'fastify';
import type { RequestState } from '@aebro/shared/services';
import type { Platform } from '../../platform/context';
import { userRoom } from '../../platform/realtime/realtime';
import { accountEmail } from '../accounts/accounts.service';
import { notify, type NotifyInput } from '../notifications/notifications.service';
import { addressee } from '../profiles/profiles.service';
import { isBlockedBetween } from '../safety/safety.service';
import { renderServiceEmail, type ServiceEmailKind } from './services.emails';
import type { RequestEventFacts } from './services.events';
import { servicesRoutes } from './services.routes';
import { completeRequestWhenDue, expireRequest } from './requests.service';
import './services.events';

interface Announcement {
  type: NotifyInput['type'];
  email: ServiceEmailKind;
  /** Who is told: the business or the member; the other side is the actor. */
  to: 'business' | 'member';
  /** The screen the e-mail leads to. */
  path: (facts: RequestEventFacts) => string;
}

const toDashboard = () => '/services/manage';
const toMyRequests = () => '/services/requests';
const toService = (facts: RequestEventFacts) => `/service/${facts.serviceId}`;

const announcements = {
  requested: { type: 'service_request', email: 'requested', to: 'business', path: toDashboard },
  accepted: {
    type: 'service_request_accepted',
    email: 'accepted',
    to: 'member',
    path: toMyRequests,
  },
  declined: {
    type: 'service_request_declined',
    email: 'declined',
    to: 'member',
    path: toMyRequests,
  },
  cancelled: {
    type: 'service_request_cancelled',
    email: 'cancelled',
    to: 'business',
    path: toDashboard,
  },
  expired: {
    type: 'service_request_expired',
    email: 'expired',
    to: 'member',
    path: () => '/services',
  },
  completed: {
    type: 'service_request_completed',
    email: 'completed',
    to: 'member',
    path: toMyRequests,
  },
  reviewed: { type: 'service_review', email: 'reviewed', to: 'business', path: toService },
  replied: { type: 'service_review_reply', email: 'replied', to: 'member', path: toService },
} satisfies Record<string, Announcement>;

/** Tells the other side of a request: in the app (and by push), and by e-mail in their language. */
async function announce(
  platform: Platform,
  what: Announcement,
  facts: RequestEventFacts,
): Promise<void> {
  const recipientId = what.to === 'business' ? facts.businessId : facts.memberId;
  const actorId = what.to === 'business' ? facts.memberId : facts.businessId;
  // Nothing passes between two people when either blocked the other (a request open at the block
  // may still be cancelled or declined, silently).
  if (await isBlockedBetween(platform, recipientId, actorId)) return;
  await notify(platform, {
    type: what.type,
    recipientId,
    actorId,
    requestId: facts.requestId,
    serviceId: facts.serviceId,
    serviceTitle: facts.serviceTitle,
  });
  const [email, recipient, actor] = await Promise.all([
    accountEmail(platform, recipientId),
    addressee(platform, recipientId),
    addressee(platform, actorId),
  ]);
  if (!email) return;
  await platform.mailer.send(
    await renderServiceEmail(
      what.email,
      recipient.language,
      { email, name: recipient.name ?? email.split('@')[0] ?? '' },
      actor.name ?? '',
      facts.serviceTitle,
      `${platform.config.publicUrl}${what.path(facts)}`,
    ),
  );
}

/**
 * The services directory: listings of business accounts, requests with their state machine, and
 * reviews. Requests expire and complete through jobs; both sides are told of every step.
 */
export async function servicesModule(app: FastifyInstance): Promise<void> {
  const { platform } = app;
  await app.register(servicesRoutes);

  platform.jobs.work('services.expire-request', async ({ requestId }) => {
    await expireRequest(platform, requestId);
  });
  platform.jobs.work('services.complete-request', async ({ requestId }) => {
    await completeRequestWhenDue(platform, requestId);
  });

  // Both sides' open tabs (the business's dashboard, the member's requests) update at once.
  const live = (facts: RequestEventFacts, state: RequestState) =>
    app.realtime.io
      .to([userRoom(facts.businessId), userRoom(facts.memberId)])
      .emit('service-request:changed', {
        requestId: facts.requestId,
        serviceId: facts.serviceId,
        state,
      });

  platform.events.on('service.requested', (facts) => {
    live(facts, 'requested');
  });
  platform.events.on('service.request-moved', (facts) => {
    live(facts, facts.state);
  });
  // The other side is told (a notice and an e-mail), durably.
  platform.events.subscribe('service.requested', 'services.tell-requested', (facts) =>
    announce(platform, announcements.requested, facts),
  );
  platform.events.subscribe('service.request-moved', 'services.tell-moved', (facts) =>
    announce(platform, announcements[facts.state], facts),
  );
  platform.events.subscribe('service.reviewed', 'services.tell-reviewed', (facts) =>
    announce(platform, announcements.reviewed, facts),
  );
  platform.events.subscribe('service.review-replied', 'services.tell-replied', (facts) =>
    announce(platform, announcements.replied, facts),
  );
}
