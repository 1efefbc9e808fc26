import type { FastifyInstance } from 'fastify';
import { accountsRoutes } from './accounts.routes';

/** Accounts: sign-up (user, password and profile together) and username availability. */
export async function accountsModule(app: FastifyInstance): Promise<void> {
  const { events, identity, config } = app.platform;
  await app.register(accountsRoutes);
  events.subscribe('account.created', 'accounts.send-verification', async (created) => {
    await identity.sendVerificationEmail(created.email, created.callbackPath);
  });
  // The address has an account already: its owner is told so (the answer to the sign-up is the same).
  events.subscribe(
    'account.sign-up-repeated',
    'accounts.tell-existing',
    async ({ userId, email }) => {
      await events.transaction(app.platform.db, async (tx) => {
        await events.publish(tx, 'auth.email', {
          kind: 'existing',
          userId,
          email,
          url: `${config.publicUrl}/auth`,
        });
      });
    },
  );
}
