import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from './errors';

/** Named limits; each counts per client IP (the connection's, or the trusted proxy's report). */
export const rateLimits = {
  signIn: {
    max: 20,
    timeWindow: 60_000,
    message: 'Too many login attempts. Please wait a moment and try again.',
  },
  signUp: {
    max: 20,
    timeWindow: 10 * 60_000,
    message: 'Too many registration attempts. Please wait a few minutes before trying again.',
  },
  email: {
    max: 10,
    timeWindow: 10 * 60_000,
    message: 'Too many e-mails requested. Please wait a few minutes before trying again.',
  },
  lookup: {
    max: 120,
    timeWindow: 60_000,
    message: 'Too many requests. Please wait a moment and try again.',
  },
  auth: {
    max: 120,
    timeWindow: 60_000,
    message: 'Too many requests. Please wait a moment and try again.',
  },
} as const;
export type RateLimitName = keyof typeof rateLimits;

/**
 * Registers @fastify/rate-limit for routes that ask for it. Counters live in Redis when REDIS_URL is
 * set (so limits hold across processes); a Redis outage lets requests through rather than failing.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  redisUrl: string | undefined,
): Promise<void> {
  let redis: Redis | undefined;
  if (redisUrl) {
    redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, commandTimeout: 1000 });
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis (rate limits) unavailable'));
    app.addHook('onClose', async () => {
      redis?.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'aebro-rl:' } : {}),
    skipOnError: true,
    keyGenerator: (request: FastifyRequest) => request.ip,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        'RATE_LIMITED',
        context.statusCode,
        'Too many requests. Please wait a moment and try again.',
      ),
  });
}

/**
 * Route options that count each request against the named limit `pick(request)` returns, so one
 * route (Better Auth's catch-all) can apply a different limit per endpoint.
 */
export function limitedBy(pick: RateLimitName | ((request: FastifyRequest) => RateLimitName)): {
  rateLimit: Record<string, unknown>;
} {
  const nameOf = typeof pick === 'function' ? pick : () => pick;
  return {
    rateLimit: {
      max: (request: FastifyRequest) => rateLimits[nameOf(request)].max,
      timeWindow: (request: FastifyRequest) => rateLimits[nameOf(request)].timeWindow,
      keyGenerator: (request: FastifyRequest) => `${nameOf(request)}:${request.ip}`,
      errorResponseBuilder: (request: FastifyRequest, context: { statusCode: number }) =>
        new AppError('RATE_LIMITED', context.statusCode, rateLimits[nameOf(request)].message),
    },
  };
}
