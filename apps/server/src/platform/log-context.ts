import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * What every log line written while handling one thing carries: the HTTP request's id (`reqId`),
 * also on the lines of a job that request queued when the job runs; the job's name; a socket
 * connection's id. Held in AsyncLocalStorage so that `platform.log` (the app logger the services
 * use) adds it too, not only Fastify's per-request logger.
 */
export interface LogFields {
  reqId?: string;
  job?: string;
  socket?: string;
}

const storage = new AsyncLocalStorage<LogFields>();

/** The fields of the work running now (empty outside a request, a job or a socket event). */
export function logFields(): LogFields {
  return storage.getStore() ?? {};
}

/** Runs `fn` with these fields added to the log lines written inside it. */
export function withLogFields<T>(fields: LogFields, fn: () => T): T {
  return storage.run({ ...logFields(), ...fields }, fn);
}

/** Runs `fn` with only these fields (a job's lines must not inherit those of whoever started the queue). */
export function withOwnLogFields<T>(fields: LogFields, fn: () => T): T {
  return storage.run(fields, fn);
}

/** Loggers that already carry the request id as a binding (Fastify's request.log): see logMixin. */
const requestLoggers = new WeakSet<object>();

export function markRequestLogger<T extends object>(logger: T): T {
  requestLoggers.add(logger);
  return logger;
}

/** pino's mixin: the current fields, without a second reqId on a request logger's lines. */
export function logMixin(_merge: object, _level: number, logger?: object): LogFields {
  const fields = storage.getStore();
  if (!fields) return {};
  if (logger && requestLoggers.has(logger) && fields.reqId) {
    const { reqId: _bound, ...rest } = fields;
    return rest;
  }
  return fields;
}

/** A caller's X-Request-Id worth keeping: a short token of safe characters (no log injection). */
const saneRequestId = /^[A-Za-z0-9._:-]{1,64}$/;

/** The id of a request: the sane X-Request-Id it came with (e.g. from a proxy), else a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && saneRequestId.test(given) ? given : randomUUID();
}
