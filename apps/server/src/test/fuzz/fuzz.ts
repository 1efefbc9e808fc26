import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import fc from 'fast-check';
import type { z } from 'zod';
import type { CatalogRoute } from '../../platform/http/route-catalog';
import type { World } from '../authorization/world';
import { hostile, valueFor } from './arbitraries';
import { settle } from '../test-app';

export interface FuzzFailure {
  request: string;
  status: number;
  reason: string;
  body: string;
}

export interface FuzzResult {
  seed: number;
  sent: number;
  seconds: number;
  byStatus: Record<string, number>;
  failures: FuzzFailure[];
}

interface FuzzRequest {
  method: HTTPMethods;
  url: string;
  actor: 'owner' | 'anonymous';
  headers: Record<string, string>;
  payload: string | Buffer | undefined;
}

/** Better Auth's endpoints under /api/auth/*, tried by a visitor (a session could sign itself out). */
const authEndpoints = [
  'sign-in/email',
  'sign-up/email',
  'sign-out',
  'get-session',
  'request-password-reset',
  'reset-password',
  'verify-email',
  'send-verification-email',
  'change-password',
  'two-factor/verify-totp',
  'two-factor/enable',
  'list-sessions',
  'revoke-sessions',
  'nope/../../etc',
];

/** What an answer must never reveal: stack traces, file paths, SQL or database error texts. */
const leak =
  /(\bat .+\.(ts|js|mjs):\d+)|node_modules|\bstack\b|\bselect .+ from\b|\binsert into\b|\bupdate .+ set\b|syntax error|violates|relation "|column "|duplicate key|pg_|drizzle/i;

const schemaOf = (route: CatalogRoute, part: 'body' | 'querystring' | 'params') =>
  (route.schema as Record<string, z.ZodType | undefined> | undefined)?.[part];

function requestFor(route: CatalogRoute, world: World, ids: string[]): fc.Arbitrary<FuzzRequest> {
  const isAuth = route.url.startsWith('/api/auth/');
  const multipart = (route.schema as { consumes?: string[] } | undefined)?.consumes?.includes(
    'multipart/form-data',
  );
  const pathValue = fc.oneof(
    fc.constantFrom(...ids),
    fc.uuid(),
    hostile.map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? 'x'))),
  );
  const url = fc
    .tuple(
      fc.array(pathValue, { minLength: 4, maxLength: 4 }),
      fc.constantFrom(...authEndpoints),
      fc.option(valueFor(schemaOf(route, 'querystring'), 0.3), { nil: undefined }),
      fc.option(fc.dictionary(fc.string({ maxLength: 8 }), hostile, { maxKeys: 3 }), {
        nil: undefined,
      }),
    )
    .map(([values, endpoint, query, extra]) => {
      let index = 0;
      const path = route.url
        .replace('/*', isAuth ? `/${endpoint}` : `/${encodeURIComponent(values[3] ?? 'x')}`)
        .replace(/:(\w+)/g, () => encodeURIComponent(values[index++] ?? ''));
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries({ ...(query as object | undefined), ...extra }))
        if (value !== undefined)
          search.append(key, typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
      const text = search.toString();
      return text ? `${path}?${text}` : path;
    });
  const json = (value: unknown) => ({
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(value) ?? 'null',
  });
  const body: fc.Arbitrary<{
    headers: Record<string, string>;
    payload: string | Buffer | undefined;
  }> = multipart
    ? fc.constantFrom(
        { headers: { 'content-type': 'multipart/form-data' }, payload: 'no boundary' },
        {
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
          payload: '--x\r\nbroken',
        },
        {
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
          payload:
            '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot an image\r\n--x--\r\n',
        },
        { ...world.image() },
        { headers: { 'content-type': 'application/json' }, payload: '{}' },
      )
    : fc.oneof(
        { weight: 70, arbitrary: valueFor(schemaOf(route, 'body'), 0.25).map(json) },
        { weight: 10, arbitrary: hostile.map(json) },
        {
          weight: 10,
          arbitrary: fc.constantFrom(
            { headers: { 'content-type': 'text/plain' }, payload: 'hello' },
            {
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              payload: 'a=1&b=%00',
            },
            { headers: { 'content-type': 'multipart/form-data' }, payload: 'x' },
            { headers: { 'content-type': 'application/json' }, payload: '{"body": "unterminated' },
            { headers: { 'content-type': 'application/json' }, payload: '' },
            { headers: { 'content-type': 'application/json; charset=latin1' }, payload: '{}' },
          ),
        },
        { weight: 10, arbitrary: fc.constant({ headers: {}, payload: undefined }) },
      );
  return fc.tuple(url, body, fc.boolean()).map(([target, { headers, payload }, anonymous]) => ({
    method: route.method,
    url: target,
    actor: isAuth || anonymous ? 'anonymous' : 'owner',
    headers: route.method === 'GET' ? {} : headers,
    payload: route.method === 'GET' ? undefined : payload,
  }));
}

/** One hash of every table's rows: a rejected request must leave it as it was. */
async function fingerprint(app: FastifyInstance): Promise<string> {
  const { db } = app.platform;
  const tables = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const parts = tables.rows.map(
    ({ name }) =>
      sql`select ${name}::text as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${sql.identifier(name)} x`,
  );
  const result = await db.execute<{ all: string }>(
    sql`select string_agg(t || ':' || h, ',' order by t) as all from (${sql.join(parts, sql` union all `)}) s`,
  );
  return result.rows[0]?.all ?? '';
}

/**
 * Waits until the work an earlier, accepted request set going has finished: in-process events, and
 * the job queue's jobs that are due (a data export, a fan-out), so that a rejected request is not
 * blamed for what they write.
 */
async function settleDue(app: FastifyInstance): Promise<void> {
  for (let waited = 0; waited < 20_000; waited += 50) {
    await settle(app);
    const due = await app.platform.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active') and start_after <= now()`,
    );
    if ((due.rows[0]?.n ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Sends `count` generated requests across every route (as the world's owner or a visitor) and
 * checks each answer: no 5xx, no stack trace or SQL text in an error, and no change to the database
 * from a rejected request.
 */
export async function fuzz(
  app: FastifyInstance,
  world: World,
  count: number,
  seed: number,
): Promise<FuzzResult> {
  const began = Date.now();
  const ids = [
    world.users.owner.id,
    world.users.stranger.id,
    world.owner.publicPostId,
    world.owner.followersPostId,
    world.owner.commentId,
    world.publicAuthorPostId,
    randomUUID(),
  ];
  const routes = app.routeCatalog;
  const requests = fc.sample(
    fc.constantFrom(...routes).chain((route) => requestFor(route, world, ids)),
    { numRuns: count, seed },
  );
  const result: FuzzResult = { seed, sent: 0, seconds: 0, byStatus: {}, failures: [] };
  let baseline = await fingerprint(app);
  for (const request of requests) {
    const response = await app.inject({
      method: request.method,
      url: request.url,
      headers: {
        origin: 'http://localhost:3000',
        ...request.headers,
        ...(request.actor === 'owner' ? { cookie: world.users.owner.jar.header() } : {}),
      },
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    result.sent += 1;
    const status = response.statusCode;
    result.byStatus[String(status)] = (result.byStatus[String(status)] ?? 0) + 1;
    const describe = `${request.actor} ${request.method} ${request.url.slice(0, 200)} ${String(request.payload ?? '').slice(0, 200)}`;
    const fail = (reason: string) =>
      result.failures.push({
        request: describe,
        status,
        reason,
        body: response.body.slice(0, 300),
      });
    if (status >= 500) fail('server error');
    if (status >= 400 && leak.test(response.body)) fail('the answer reveals internals');
    await settleDue(app);
    const now = await fingerprint(app);
    if (status >= 400 && now !== baseline) {
      const before = new Set(baseline.split(','));
      const changed = now
        .split(',')
        .filter((part) => !before.has(part))
        .map((part) => part.split(':')[0]);
      fail(`a rejected request changed the database (${changed.join(', ')})`);
    }
    baseline = now;
  }
  result.seconds = Math.round((Date.now() - began) / 100) / 10;
  return result;
}
