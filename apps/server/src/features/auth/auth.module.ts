import type { FastifyInstance } from 'fastify';
import type { Auth } from './auth';
import { authRoutes } from './auth.routes';
import { sendAuthEmail } from './auth.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Better Auth, made by app.ts; only the auth area calls it (others use `platform.identity`). */
    auth: Auth;
  }
}

/** Auth: the session, Better Auth's endpoints, account e-mails, and ending sockets with sessions. */
export async function authModule(app: FastifyInstance): Promise<void> {
  await app.register(authRoutes);
  app.platform.events.subscribe('auth.email', 'auth.send-email', (email) =>
    sendAuthEmail(app.platform, email),
  );
  app.platform.events.on('sessions.revoked', async ({ userId, remainingSessionIds }) => {
    const keep = new Set(remainingSessionIds);
    await app.identity.revokeSessions(userId, keep);
    await app.realtime.disconnectSessions(userId, keep);
  });
}
