import { defineConfig } from 'vitest/config';

/**
 * The test files that talk to the Redis service. Socket.IO's adapter channels, the session cache's
 * channel and the rate limits' keys (by client address) are shared by every process on one Redis, so
 * these files run one at a time, after the rest; every other file has a database of its own
 * (apps/server/src/test/global-setup.ts) and runs beside another.
 */
const redisTests = [
  'apps/server/src/platform/session-cache.test.ts',
  'apps/server/src/platform/realtime/realtime.test.ts',
  'apps/server/src/platform/redis-outage.test.ts',
  'apps/server/src/platform/presence.test.ts',
  'apps/server/src/features/auth/auth-rate-limit.test.ts',
  'apps/server/src/features/auth/session-revocation.cluster.test.ts',
  'apps/server/src/features/messages/messages.cluster.test.ts',
];

const server = {
  environment: 'node',
  globalSetup: ['apps/server/src/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
} as const;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
          // Two files at a time (the default is one fewer than the cores: one on CI's two). Measured
          // on a two-core host: 830 s for the whole unit run against 1,318 s one file at a time.
          maxWorkers: 2,
        },
      },
      {
        test: {
          ...server,
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: redisTests,
          maxWorkers: 2,
        },
      },
      // Two workers too (its own config; projects that run together must agree on the count).
      'apps/web/vitest.config.ts',
      {
        test: {
          ...server,
          name: 'server-redis',
          include: redisTests,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
