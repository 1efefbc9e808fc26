/** What the server reads from its environment (parsed by loadConfig in config.ts). */

export interface S3Config {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl: string | undefined;
}

/** Everything the process reads from its environment, parsed once at boot. */
export interface ServerConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  /** Connections this process keeps to PostgreSQL at most. */
  databasePoolSize: number;
  /**
   * A session connection to the primary, bypassing a pooler: the job queue's LISTEN and the
   * migrations use it when DATABASE_URL points at PgBouncer in transaction mode.
   */
  databaseDirectUrl: string | undefined;
  /** Streaming replicas that serve reads which tolerate a second of lag (platform/db/read-routing). */
  databaseReplicaUrls: string[];
  /** A replica further behind the primary than this is skipped until it catches up. */
  databaseReplicaMaxLagMs: number;
  /** 'unnamed' behind PgBouncer < 1.21 in transaction mode (no named prepared statements). */
  databasePreparedStatements: 'named' | 'unnamed';
  /**
   * V8's heap grows by this percentage after each full collection (0: V8's own factor, up to 4×):
   * the memory an idle socket costs against the GC time of busy requests (docs/scaling.md).
   */
  heapGrowingPercent: number;
  redisUrl: string | undefined;
  authSecret: string | undefined;
  trustProxy: boolean;
  /** The bearer token /metrics asks for; without one, /metrics answers 404. */
  metricsToken: string | undefined;
  /** The dev mailbox answers other machines too (it holds sign-in links: only on a trusted network). */
  devMailboxOpen: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  smtpUrl: string | undefined;
  mailFrom: string;
  s3: S3Config | undefined;
  vapid: { publicKey: string; privateKey: string } | undefined;
  /** Who push services may contact about our pushes: a mailto: or https: URL. */
  vapidSubject: string | undefined;
  stripe: { secretKey: string; webhookSecret: string } | undefined;
  /** What paid features cost, in minor units of `currency` (cents), shown before paying. */
  prices: PriceConfig;
  /** Site admins by address (lower case), besides those granted with `npm run admin -- grant`. */
  adminEmails: string[];
  feed: FeedConfig;
  trust: TrustConfig;
}

/** Issue 37: what earns each trust level, and what a `new` account may do (docs/decisions/trust-levels.md). */
export interface TrustConfig {
  /** While the site has fewer members than this, everyone counts as at least `member`. */
  bootstrapMembers: number;
  /** Account age in days and contributions (posts and comments) that earn each level. */
  member: TrustThreshold;
  regular: TrustThreshold;
  leader: TrustThreshold;
  /** A `new` account's caps per day (burst: per minute, posts, comments and requests together). */
  newCaps: {
    posts: number;
    comments: number;
    messageRequests: number;
    mentions: number;
    burst: number;
  };
  /** A `new` account's first this-many posts are held for review when they carry a link. */
  heldLinkPosts: number;
  /** The same text this many times within this many minutes is held for review (issue 37). */
  duplicates: { count: number; minutes: number };
}

export interface TrustThreshold {
  accountDays: number;
  contributions: number;
}

/** The precomputed home timeline (issue 19). */
export interface FeedConfig {
  /** Read the precomputed timeline (on), or compute every page from the posts (off: the old way). */
  timeline: boolean;
  /** Rows kept per member; older pages come from the pull query. */
  size: number;
  /**
   * A member who scrolls past their timeline's floor has it extended downwards, `size` rows at a
   * time, up to this many rows (cut back to `size` at the next hourly touch); deeper pages come
   * from the pull query.
   */
  deepSize: number;
  /** Members who read their feed within this many days have posts written to their timeline. */
  activeDays: number;
  /** Authors with more followers are not fanned out: their posts are merged in when read. */
  maxFollowers: number;
  /** Audiences up to this size are written in the post's own transaction, larger ones by a job. */
  inlineMax: number;
  /** The job writes a large audience this many members per statement… */
  fanOutBatch: number;
  /** …with this pause between statements, so that requests meanwhile do not queue behind it. */
  fanOutPauseMs: number;
}

export interface PriceConfig {
  /** ISO 4217, upper case. */
  currency: string;
  eventCreation: number;
  /** A boost's price by its length in days. */
  boost: { 1: number; 3: number; 7: number };
}
