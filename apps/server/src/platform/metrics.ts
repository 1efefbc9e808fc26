import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { AppError, notFound } from './errors';

/**
 * Prometheus metrics of this process at /metrics, for a scraper holding METRICS_TOKEN: request
 * latency by route and status, open sockets, the database pool, Node's own (memory, event loop
 * lag); other platform parts add theirs (e.g. the job queue's depth) with `gauge`.
 */
export interface Metrics {
  registry: Registry;
  gauge(name: string, help: string, collect: () => number | Promise<number>): void;
  counter<L extends string>(name: string, help: string, labels: readonly L[]): Counter<L>;
}

/** Default metrics whose cost grows with the open connections (see registerMetrics). */
export const expensiveDefaults = [
  'nodejs_active_handles',
  'nodejs_active_handles_total',
  'nodejs_active_resources',
  'nodejs_active_resources_total',
  'process_open_fds',
] as const;

export function registerMetrics(
  app: FastifyInstance,
  parts: { pool: pg.Pool; sockets: () => number; failedJobs: () => Promise<number> },
): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'aebro_' });
  // These walk every open handle (process._getActiveHandles) or list /proc/self/fd synchronously at
  // each scrape: with 10,000 sockets a scrape held the event loop for tens of milliseconds and every
  // send waiting behind it. aebro_sockets_open counts the sockets instead.
  for (const name of expensiveDefaults) registry.removeSingleMetric(`aebro_${name}`);
  const duration = new Histogram({
    name: 'aebro_http_request_duration_seconds',
    help: 'HTTP request latency by method, route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'aebro_http_server_errors_total',
    help: 'Answers with a 5xx status',
    labelNames: ['route', 'status'],
    registers: [registry],
  });
  const gauge: Metrics['gauge'] = (name, help, collect) => {
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(await collect());
      },
    });
  };
  const counter: Metrics['counter'] = (name, help, labels) =>
    new Counter({ name, help, labelNames: labels, registers: [registry] });
  gauge('aebro_sockets_open', 'Socket.IO connections on this process', parts.sockets);
  gauge('aebro_db_pool_total', 'Database connections in the pool', () => parts.pool.totalCount);
  gauge('aebro_db_pool_idle', 'Idle database connections', () => parts.pool.idleCount);
  gauge('aebro_db_pool_waiting', 'Queries waiting for a connection', () => parts.pool.waitingCount);
  // Dead letters: jobs (durable effects included) that failed every retry; /admin lists them.
  gauge(
    'aebro_jobs_failed',
    'Jobs that failed every retry and wait for an operator',
    parts.failedJobs,
  );

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = String(reply.statusCode);
    duration.observe({ method: request.method, route, status }, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) errors.inc({ route, status });
  });

  const token = app.config.metricsToken;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!token) throw notFound('Route not found.');
    const given = Buffer.from((request.headers.authorization ?? '').replace(/^Bearer /, ''));
    const expected = Buffer.from(token);
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new AppError(
        'UNAUTHENTICATED',
        401,
        'A valid metrics token is needed (METRICS_TOKEN).',
      );
    return reply.type(registry.contentType).send(await registry.metrics());
  });
  return { registry, gauge, counter };
}
