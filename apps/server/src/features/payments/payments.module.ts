import type { FastifyInstance } from 'fastify';
import { forgetRunningBoosts } from './boosts-running';
import { provideFeedBoosts } from '../posts/feed-boosts';
import { boostsForFeed, countServed, endBoost } from './boosts.service';
import { paymentsRoutes } from './payments.routes';
import { reconcilePayments } from './reconciliation.service';
import { tellRefund } from './refund-notice.service';
import { closeSession, expireCheckout } from './settlement.service';
import './payments.events';

const hourMs = 3600_000;

/** The next whole hour after `now`: one reconciliation per hour, however many processes run. */
function nextHour(now = Date.now()): Date {
  return new Date(Math.floor(now / hourMs) * hourMs + hourMs);
}

/**
 * Payments: checkouts (Stripe, or the built-in test checkout), webhooks, payment history and
 * boosted posts; the jobs that close checkouts after 30 minutes, end boosts, tell a member of a
 * refund, and reconcile (hourly and at start) paid purchases with their effects.
 */
export async function paymentsModule(app: FastifyInstance): Promise<void> {
  const { platform } = app;
  await app.register(paymentsRoutes);
  // Feeds (posts, below payments) place boosted posts through this hook.
  provideFeedBoosts({ forFeed: boostsForFeed, countServed });

  const reconciled = app.metrics.counter(
    'aebro_payments_reconciled_total',
    'Paid purchases whose effect was missing (applied or refunded) and checkouts stuck open (closed), mended by the reconciliation',
    ['fix'],
  );

  platform.jobs.work('payments.expire-checkout', async ({ paymentId }) => {
    await expireCheckout(platform, paymentId);
  });
  platform.jobs.work('payments.close-session', async (session) => {
    await closeSession(platform, session);
  });
  platform.jobs.work('payments.reconcile', async () => {
    const result = await reconcilePayments(platform);
    for (const fix of ['applied', 'refunded', 'closed'] as const)
      if (result[fix] > 0) reconciled.inc({ fix }, result[fix]);
    platform.log.info(result, 'payments reconciled');
    const next = nextHour();
    await platform.jobs.schedule(
      'payments.reconcile',
      { at: next.toISOString() },
      { startAfter: next, singletonKey: `hour:${next.toISOString()}` },
    );
  });
  platform.jobs.work('boosts.end', async ({ boostId }) => {
    await endBoost(platform, boostId);
  });

  // A member is told of money that went back: a notice and an e-mail, in their language.
  platform.events.subscribe('payment.refunded', 'payments.tell-refund', async (refund) => {
    await tellRefund(platform, refund);
  });

  // A boost started through this process: its feeds know at once (others within a second).
  platform.events.on('payment.paid', ({ kind }) => {
    if (kind === 'post_boost') forgetRunningBoosts(platform.db);
  });

  // At start (of a real server, not of a test's app): one reconciliation now, then hourly.
  app.addHook('onListen', async () => {
    const now = new Date();
    await platform.jobs.schedule(
      'payments.reconcile',
      { at: now.toISOString() },
      { singletonKey: `start:${now.toISOString()}` },
    );
  });
}
