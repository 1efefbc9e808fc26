import path from 'node:path';
import { z } from 'zod';
import { isUrlOf, optionalText, optionalUrl, price, wholeNumber } from './config-fields';
import type { ServerConfig } from './config-types';

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ message: 'must be a whole number between 0 and 65535' })
      .int('must be a whole number between 0 and 65535')
      .min(0, 'must be a whole number between 0 and 65535')
      .max(65535, 'must be a whole number between 0 and 65535')
      .default(3000),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    PUBLIC_URL: optionalUrl(['http:', 'https:'], 'https://aebro.example.org'),
    DATABASE_URL: optionalUrl(
      ['postgres:', 'postgresql:'],
      'postgres://user:password@host:5432/aebro',
    ),
    DATABASE_DIRECT_URL: optionalUrl(
      ['postgres:', 'postgresql:'],
      'postgres://user:password@db-primary:5432/aebro',
    ),
    DATABASE_REPLICA_URL: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? '')
          .split(',')
          .map((url) => url.trim())
          .filter((url) => url.length > 0),
      )
      .refine((urls) => urls.every((url) => isUrlOf(url, ['postgres:', 'postgresql:'])), {
        message:
          'must be one or more URLs like postgres://user:password@replica:5432/aebro, comma-separated',
      }),
    DATABASE_REPLICA_MAX_LAG_MS: wholeNumber(100, 600_000, 1_000),
    DATABASE_PREPARED_STATEMENTS: z.enum(['named', 'unnamed']).default('named'),
    HEAP_GROWING_PERCENT: wholeNumber(0, 1000, 50),
    REDIS_URL: optionalUrl(['redis:', 'rediss:'], 'redis://127.0.0.1:6379'),
    DATABASE_POOL_SIZE: z.coerce
      .number({ message: 'must be a whole number between 1 and 500' })
      .int('must be a whole number between 1 and 500')
      .min(1, 'must be a whole number between 1 and 500')
      .max(500, 'must be a whole number between 1 and 500')
      .default(20),
    AUTH_SECRET: optionalText.refine((value) => value === undefined || value.length >= 32, {
      message: 'must be at least 32 characters long',
    }),
    TRUST_PROXY: z
      .enum(['true', 'false', ''])
      .optional()
      .transform((value) => value === 'true'),
    METRICS_TOKEN: optionalText.refine((value) => value === undefined || value.length >= 16, {
      message: 'must be at least 16 characters long',
    }),
    DEV_MAILBOX_OPEN: z
      .enum(['true', 'false', ''])
      .optional()
      .transform((value) => value === 'true'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    SMTP_URL: optionalUrl(['smtp:', 'smtps:'], 'smtps://user:password@smtp.example.org:465'),
    MAIL_FROM: z.string().trim().min(3).default('Aebro <no-reply@aebro.local>'),
    S3_ENDPOINT: optionalUrl(['http:', 'https:'], 'https://s3.eu-west-1.amazonaws.com'),
    S3_BUCKET: optionalText,
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_PUBLIC_URL: optionalUrl(['http:', 'https:'], 'https://media.aebro.example.org'),
    VAPID_PUBLIC_KEY: optionalText,
    VAPID_PRIVATE_KEY: optionalText,
    VAPID_SUBJECT: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value ? value : undefined)),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    PAYMENT_CURRENCY: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{3}$/, 'must be a three-letter currency code such as USD')
      .default('USD')
      .transform((value) => value.toUpperCase()),
    PRICE_EVENT_CREATION: price(500),
    PRICE_BOOST_1_DAY: price(300),
    PRICE_BOOST_3_DAYS: price(700),
    PRICE_BOOST_7_DAYS: price(1500),
    FEED_TIMELINE: z.enum(['on', 'off']).default('on'),
    FEED_TIMELINE_SIZE: wholeNumber(5, 100_000, 800),
    FEED_TIMELINE_DEEP_SIZE: wholeNumber(5, 1_000_000, 4000),
    FEED_ACTIVE_DAYS: wholeNumber(1, 3650, 30),
    FEED_FANOUT_MAX_FOLLOWERS: wholeNumber(0, 100_000_000, 10_000),
    FEED_FANOUT_INLINE_MAX: wholeNumber(0, 100_000, 200),
    FEED_FANOUT_BATCH: wholeNumber(1, 100_000, 1000),
    FEED_FANOUT_PAUSE_MS: wholeNumber(0, 10_000, 20),
    TRUST_BOOTSTRAP_MEMBERS: wholeNumber(0, 1_000_000, 50),
    TRUST_MEMBER_DAYS: wholeNumber(0, 3650, 2),
    TRUST_MEMBER_CONTRIBUTIONS: wholeNumber(0, 1_000_000, 3),
    TRUST_REGULAR_DAYS: wholeNumber(0, 3650, 30),
    TRUST_REGULAR_CONTRIBUTIONS: wholeNumber(0, 1_000_000, 50),
    TRUST_LEADER_DAYS: wholeNumber(0, 36500, 180),
    TRUST_LEADER_CONTRIBUTIONS: wholeNumber(0, 1_000_000, 500),
    TRUST_NEW_POSTS_PER_DAY: wholeNumber(0, 10_000, 5),
    TRUST_NEW_COMMENTS_PER_DAY: wholeNumber(0, 10_000, 20),
    TRUST_NEW_MESSAGE_REQUESTS_PER_DAY: wholeNumber(0, 10_000, 3),
    TRUST_NEW_MENTIONS_PER_DAY: wholeNumber(0, 10_000, 10),
    TRUST_NEW_WRITES_PER_MINUTE: wholeNumber(1, 10_000, 3),
    TRUST_NEW_HELD_LINK_POSTS: wholeNumber(0, 1000, 3),
    TRUST_DUPLICATE_COUNT: wholeNumber(2, 1000, 3),
    TRUST_DUPLICATE_MINUTES: wholeNumber(1, 10_080, 10),
    ADMIN_EMAILS: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? '')
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter((email) => email.length > 0),
      ),
  })
  .superRefine((env, ctx) => {
    const s3 = [env.S3_BUCKET, env.S3_REGION, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
    if (s3.some((value) => value !== undefined) && s3.some((value) => value === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message:
          'S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
      });
    }
    for (const [name, set] of [
      ['DATABASE_DIRECT_URL', env.DATABASE_DIRECT_URL !== undefined],
      ['DATABASE_REPLICA_URL', env.DATABASE_REPLICA_URL.length > 0],
    ] as const)
      if (set && env.DATABASE_URL === undefined)
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'needs DATABASE_URL (the embedded PostgreSQL has no replicas or pooler)',
        });
    if ((env.VAPID_PUBLIC_KEY === undefined) !== (env.VAPID_PRIVATE_KEY === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['VAPID_PRIVATE_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
      });
    }
    if (env.STRIPE_SECRET_KEY !== undefined && env.STRIPE_WEBHOOK_SECRET === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'is required when STRIPE_SECRET_KEY is set',
      });
    }
  });

export type { FeedConfig, PriceConfig, S3Config, ServerConfig, TrustConfig } from './config-types';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; a bad value throws a ConfigError whose message is one readable line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.');
      const raw = typeof issue.path[0] === 'string' ? env[issue.path[0]] : undefined;
      const shown = raw === undefined || /SECRET|PASSWORD|KEY/.test(name) ? '' : ` (got "${raw}")`;
      return `${name} ${issue.message}${shown}`;
    });
    throw new ConfigError(`invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseDirectUrl: e.DATABASE_DIRECT_URL,
    databaseReplicaUrls: e.DATABASE_REPLICA_URL,
    databaseReplicaMaxLagMs: e.DATABASE_REPLICA_MAX_LAG_MS,
    databasePreparedStatements: e.DATABASE_PREPARED_STATEMENTS,
    heapGrowingPercent: e.HEAP_GROWING_PERCENT,
    redisUrl: e.REDIS_URL,
    authSecret: e.AUTH_SECRET,
    trustProxy: e.TRUST_PROXY,
    devMailboxOpen: e.DEV_MAILBOX_OPEN,
    metricsToken: e.METRICS_TOKEN,
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    s3:
      e.S3_BUCKET && e.S3_REGION && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            publicUrl: e.S3_PUBLIC_URL,
          }
        : undefined,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: e.VAPID_SUBJECT,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
        : undefined,
    prices: {
      currency: e.PAYMENT_CURRENCY,
      eventCreation: e.PRICE_EVENT_CREATION,
      boost: { 1: e.PRICE_BOOST_1_DAY, 3: e.PRICE_BOOST_3_DAYS, 7: e.PRICE_BOOST_7_DAYS },
    },
    adminEmails: e.ADMIN_EMAILS,
    feed: {
      timeline: e.FEED_TIMELINE === 'on',
      size: e.FEED_TIMELINE_SIZE,
      deepSize: Math.max(e.FEED_TIMELINE_DEEP_SIZE, e.FEED_TIMELINE_SIZE),
      activeDays: e.FEED_ACTIVE_DAYS,
      maxFollowers: e.FEED_FANOUT_MAX_FOLLOWERS,
      inlineMax: e.FEED_FANOUT_INLINE_MAX,
      fanOutBatch: e.FEED_FANOUT_BATCH,
      fanOutPauseMs: e.FEED_FANOUT_PAUSE_MS,
    },
    trust: {
      bootstrapMembers: e.TRUST_BOOTSTRAP_MEMBERS,
      member: { accountDays: e.TRUST_MEMBER_DAYS, contributions: e.TRUST_MEMBER_CONTRIBUTIONS },
      regular: { accountDays: e.TRUST_REGULAR_DAYS, contributions: e.TRUST_REGULAR_CONTRIBUTIONS },
      leader: { accountDays: e.TRUST_LEADER_DAYS, contributions: e.TRUST_LEADER_CONTRIBUTIONS },
      newCaps: {
        posts: e.TRUST_NEW_POSTS_PER_DAY,
        comments: e.TRUST_NEW_COMMENTS_PER_DAY,
        messageRequests: e.TRUST_NEW_MESSAGE_REQUESTS_PER_DAY,
        mentions: e.TRUST_NEW_MENTIONS_PER_DAY,
        burst: e.TRUST_NEW_WRITES_PER_MINUTE,
      },
      heldLinkPosts: e.TRUST_NEW_HELD_LINK_POSTS,
      duplicates: { count: e.TRUST_DUPLICATE_COUNT, minutes: e.TRUST_DUPLICATE_MINUTES },
    },
  };
}

/** Hides the password of a connection URL so that it can be logged or shown in an error. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable URL)';
  }
}
