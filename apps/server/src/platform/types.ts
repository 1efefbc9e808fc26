import type { ServerConfig } from './config';
import type { Identity, Platform } from './context';
import type { CatalogRoute } from './http/route-catalog';
import type { DevMailbox } from './mail/dev-mailbox.repository';
import type { Metrics } from './metrics';
import type { Realtime } from './realtime/realtime';

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
    /** The swappable parts services use (database, events, storage, mail, presence). */
    platform: Platform;
    /** Resolves the session behind a request's or a socket's cookie (the auth area provides it). */
    identity: Identity;
    realtime: Realtime;
    /** Prometheus metrics at /metrics (behind METRICS_TOKEN); parts add their gauges. */
    metrics: Metrics;
    /** Present when mail goes to the dev mailbox (no SMTP_URL). */
    devMailbox: DevMailbox | null;
    /** Every HTTP route registered, for the authorization matrix and the fuzzer. */
    routeCatalog: CatalogRoute[];
  }
}
