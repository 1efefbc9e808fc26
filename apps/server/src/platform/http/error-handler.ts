import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import type { ApiError, ErrorCode } from '@aebro/shared/errors';
import { isValidationMessageKey, validationMessages } from '@aebro/shared/validation-messages';
import { AppError } from '../errors';

const codeByStatus: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

type Issue = NonNullable<ApiError['error']['issues']>[number];

/** Schemas carry a text key as their message; the API answers the English text and the key. */
function issue(path: string, message: string): Issue {
  return isValidationMessageKey(message)
    ? { path, message: validationMessages[message], key: message }
    : { path, message };
}

function body(code: string, message: string, issues?: ApiError['error']['issues']): ApiError {
  return { error: issues ? { code, message, issues } : { code, message } };
}

/** PostgreSQL (or the connection to it) is away: a server shutting down, refusing, cut off. */
const databaseAway = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
]);

/** Whether a failure (or one of its causes) is the database being unavailable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause: unknown = error, depth = 0; cause && depth < 6; depth += 1) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && databaseAway.has(code)) return true;
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED/.test(
        message,
      )
    )
      return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * One place that turns every failure into `{ error: { code, message } }`: AppError and validation
 * failures become 4xx; anything unexpected is logged and answered with a 500 that reveals nothing.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      const answer = body(error.code, error.message);
      const { retryAfter, trust } = error.details;
      if (trust) answer.error.trust = trust;
      if (retryAfter !== undefined) {
        answer.error.retryAfter = retryAfter;
        void reply.header('retry-after', String(retryAfter));
      }
      return reply.status(error.statusCode).send(answer);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((problem) =>
        issue(
          [error.validationContext, ...problem.instancePath.split('/').filter(Boolean)].join('.'),
          problem.message ?? 'Invalid value',
        ),
      );
      const first = issues[0];
      const message = first
        ? `Invalid ${first.path}: ${first.message}`
        : 'The request is not valid.';
      return reply.status(400).send(body('VALIDATION_FAILED', message, issues));
    }
    if (error instanceof ZodError) {
      const issues = error.issues.map((problem) => issue(problem.path.join('.'), problem.message));
      return reply
        .status(400)
        .send(body('VALIDATION_FAILED', issues[0]?.message ?? 'The request is not valid.', issues));
    }
    const status =
      'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type) are safe to show.
      return reply.status(status).send(body(codeByStatus[status] ?? 'BAD_REQUEST', error.message));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ code: (error as { code?: string }).code }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(
          body(
            'SERVICE_UNAVAILABLE',
            'The database is not available right now. Please try again in a moment.',
          ),
        );
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send(body('INTERNAL', 'Something went wrong on our side. Please try again in a moment.'));
  });
}
