import type { FastifyInstance } from 'fastify';
import { accountsRoutes } from './accounts.routes';

/** Accounts: sign-up (user, password and profile together) and username availability. */
export async function accountsModule(app: FastifyInstance): Promise<void> {
  const { events, identity, config } = app.platform;
  await app.register(accountsRoutes);
  events.on('account.created', async ({ email, callbackPath }) => {
    await identity.sendVerificationEmail(email, callbackPath);
  });
  events.on('account.sign-up-repeated', ({ userId, email }) => {
    events.emit('auth.email', { kind: 'existing', userId, email, url: `${config.publicUrl}/auth` });
  });
}
