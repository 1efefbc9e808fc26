import { Counter } from 'prom-client';
import { logFields } from '../log-context';

/**
 * A job queued while a request is handled keeps that request's id in its data, so the lines it logs
 * when it runs (in any process, minutes later) can be found with the request's.
 */
const originKey = '_reqId';

/** The payload to store: the caller's, with the id of the request now handled (if any). */
export function withOrigin(payload: object): object {
  const { reqId } = logFields();
  return reqId ? { ...payload, [originKey]: reqId } : payload;
}

/** The stored data split back into the handler's payload and the originating request id. */
export function splitOrigin(data: unknown): { payload: unknown; reqId?: string } {
  if (!data || typeof data !== 'object' || !(originKey in data)) return { payload: data };
  const { [originKey]: reqId, ...payload } = data as Record<string, unknown>;
  return typeof reqId === 'string' ? { payload, reqId } : { payload };
}

/** Failed attempts by job (each retry counts; those past every retry are aebro_jobs_failed). */
export function jobFailureCounter(): Counter<'queue'> {
  return new Counter({
    name: 'aebro_job_attempts_failed_total',
    help: 'Job attempts that threw, by job (retried until the limit, then a dead letter)',
    labelNames: ['queue'],
    registers: [],
  });
}
