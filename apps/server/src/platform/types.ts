import type { Auth } from '../features/auth/auth';
import type { ServerConfig } from './config';
import type { Database } from './db/client';
import type { DevMailbox } from './mail/dev-mailbox';
import type { Mailer } from './mail/mailer';
import type { Notifier } from '../features/notifications/notifications.service';
import type { EventBus } from './events';
import type { PresenceStore } from './presence';
import type { Realtime } from './realtime/realtime';
import type { Storage } from './storage/storage';

/** What buildApp needs: the parsed environment plus what main.ts resolved (database, secret). */
export interface AppConfig extends ServerConfig {
  databaseUrl: string;
  authSecret: string;
  version: string;
  /** Configured, or generated once into DATA_DIR. */
  vapidKeys: { publicKey: string; privateKey: string };
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    mailer: Mailer;
    /** Present when mail goes to the dev mailbox (no SMTP_URL). */
    devMailbox: DevMailbox | null;
    auth: Auth;
    storage: Storage;
    presence: PresenceStore;
    events: EventBus;
    realtime: Realtime;
    notifier: Notifier;
  }
}
