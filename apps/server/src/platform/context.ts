import type { FastifyBaseLogger } from 'fastify';
import type { CounterStore } from './counters';
import type { Database } from './db/client';
import type { ReadRouting } from './db/read-routing';
import type { EventBus } from './events';
import type { Jobs } from './jobs/jobs';
import type { Mailer } from './mail/mailer';
import type { PaymentProvider } from './payments/provider';
import type { PresenceStore } from './presence';
import type { SocketsHere } from './realtime/sockets-here';
import type { Storage } from './storage/storage';
import type { AppConfig } from './types';

/** The signed-in person a request or a socket acts for. */
export interface Viewer {
  id: string;
  email: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  /** The Better Auth session this request or socket came with. */
  sessionId: string;
}

/**
 * Whether a session acts for anyone: sign-in needs a verified address, and a session whose address
 * is no longer verified acts for nobody. HTTP (`requireViewer`, GET /api/v1/session), sockets and
 * the areas' policies ask this one rule.
 */
export function actsAsMember<V extends Pick<Viewer, 'emailVerified'>>(
  viewer: V | null | undefined,
): viewer is V {
  return viewer?.emailVerified === true;
}

/**
 * Who the person behind some headers is; implemented by the auth area (Better Auth) and handed to the
 * platform, so that HTTP and sockets resolve sessions the same way without the platform knowing how.
 */
export interface Identity {
  viewerFrom(headers: Headers): Promise<Viewer | null>;
  /** The same hash the provider checks at sign-in. */
  hashPassword(password: string): Promise<string>;
  /** Sends (in the background) the link that verifies an address and signs its owner in. */
  sendVerificationEmail(email: string, callbackPath: string): Promise<void>;
  /** Whether this is the signed-in person's password (asked again before deleting the account). */
  confirmPassword(headers: Headers, password: string): Promise<boolean>;
  /** Whether this is a valid two-step code (or backup code) of the signed-in person. */
  confirmTwoFactorCode(headers: Headers, code: string): Promise<boolean>;
  /** Sessions of the user (all but `keep`) ended: no process may accept them from now on. */
  revokeSessions(userId: string, keep: ReadonlySet<string>): Promise<void>;
}

/** The swappable parts every service may use; built once by app.ts. */
export interface Platform {
  config: AppConfig;
  /** The primary: writes, transactions, the session and reads that must not lag. */
  db: Database;
  /** With DATABASE_REPLICA_URL: where lag-tolerant reads go, through `readDb(ctx)`. */
  reads?: ReadRouting | undefined;
  events: EventBus;
  log: FastifyBaseLogger;
  storage: Storage;
  presence: PresenceStore;
  /** Who has a socket on this process (a notification for them needs no push). */
  socketsHere: SocketsHere;
  counters: CounterStore;
  mailer: Mailer;
  identity: Identity;
  /** Timed work kept in PostgreSQL (checkout expiry, boost end, reminders). */
  jobs: Jobs;
  /** Stripe, or the built-in test checkout. */
  payments: PaymentProvider;
}

/**
 * What every service receives, in one style: the platform parts, the request's logger and the viewer.
 * Background work (event subscriptions) runs with a `Platform` and no viewer.
 */
export interface Context extends Platform {
  viewer: Viewer;
}
