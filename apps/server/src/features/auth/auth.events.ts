import type { AuthEmailKind } from './auth-emails';

declare module '../../platform/events' {
  interface DomainEvents {
    /** An account e-mail to send after the answer (so that its timing reveals nothing). */
    'auth.email': { kind: AuthEmailKind; userId: string; email: string; url: string };
    /** Some of a user's sessions ended: their sockets end too. */
    'sessions.revoked': { userId: string; remainingSessionIds: string[] };
  }
}
