import type { FastifyInstance } from 'fastify';
import { endBoost, recordImpressions } from './boosts.service';
import { paymentsRoutes } from './payments.routes';
import { expireCheckout } from './settlement.service';
import './payments.events';

/**
 * Payments: checkouts (Stripe, or the built-in test checkout), webhooks, payment history and
 * boosted posts; the jobs that close checkouts after 30 minutes and end boosts.
 */
export async function paymentsModule(app: FastifyInstance): Promise<void> {
  const { platform } = app;
  await app.register(paymentsRoutes);

  platform.jobs.work('payments.expire-checkout', async ({ paymentId }) => {
    await expireCheckout(platform, paymentId);
  });
  platform.jobs.work('boosts.end', async ({ boostId }) => {
    await endBoost(platform, boostId);
  });
  platform.events.on('boosts.served', async ({ boostIds }) => {
    await recordImpressions(platform, boostIds);
  });
}
