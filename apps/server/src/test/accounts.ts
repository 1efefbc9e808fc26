import { sql } from 'drizzle-orm';
import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { settle } from './test-app';

export const testOrigin = 'http://localhost:3000';
export const testPassword = 'Selam2024!';

/** Cookies kept between injected requests, like a browser's. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies) {
      if (cookie.maxAge === 0 || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

let counter = 0;
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}${counter}${randomBytes(3).toString('hex')}`;
}

export function memberInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const username = uniqueName('abebe');
  return {
    accountType: 'community',
    fullName: 'Abebe Kebede',
    username,
    email: `${username}@example.org`,
    password: testPassword,
    language: 'en',
    ...overrides,
  };
}

export async function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  jar?: CookieJar,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const response = await app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: { origin: testOrigin, ...(jar ? { cookie: jar.header() } : {}), ...headers },
  });
  jar?.store(response);
  return response;
}

export async function get(
  app: FastifyInstance,
  url: string,
  jar?: CookieJar,
): Promise<LightMyRequestResponse> {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: jar ? { cookie: jar.header() } : {},
  });
  jar?.store(response);
  return response;
}

/** The newest dev-mailbox message to an address. */
export async function latestMail(
  app: FastifyInstance,
  to: string,
): Promise<{ subject: string; text: string } | undefined> {
  // Account e-mails go out after the answer (domain events): wait for them.
  await settle(app);
  const messages = await app.devMailbox?.list(200);
  return messages?.find((message) => message.to === to);
}

export function linkIn(text: string): string {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`no link in: ${text}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

export interface TestUser {
  email: string;
  password: string;
  username: string;
  id: string;
  jar: CookieJar;
}

let addresses = 0;
/** 10.200.0.1, 10.200.0.2, …: a distinct client address per sign-up. */
function nextTestAddress(): string {
  addresses += 1;
  return `10.200.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`;
}

/** Signs up a member, follows the e-mailed link (which signs them in) and returns their session. */
export async function createVerifiedMember(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<TestUser> {
  const input = memberInput(overrides);
  // Each from an address of its own: a test world of many people must not meet the sign-up limit
  // (20 an address), which its own tests prove.
  const created = await app.inject({
    method: 'POST',
    url: '/api/v1/accounts',
    payload: input,
    headers: { origin: testOrigin },
    remoteAddress: nextTestAddress(),
  });
  expect(created.statusCode, created.body).toBe(201);
  const mail = await latestMail(app, String(input.email));
  if (!mail) {
    // What the job queue holds says why (a failed job, one still waiting, none at all).
    const jobs = await app.platform.db.execute(
      sql`select name, state, data->>'subscriber' as subscriber, retry_count, output
            from pgboss.job order by created_on desc limit 10`,
    );
    throw new Error(`no verification e-mail; latest jobs: ${JSON.stringify(jobs.rows)}`);
  }
  const jar = new CookieJar();
  const verified = await get(app, linkIn(mail.text), jar);
  expect(verified.statusCode, verified.body).toBe(302);
  const session = await get(app, '/api/v1/session', jar);
  expect(session.statusCode, session.body).toBe(200);
  return {
    email: String(input.email),
    password: String(input.password),
    username: String(input.username),
    id: session.json<{ user: { id: string } }>().user.id,
    jar,
  };
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An API request as `user` (null: signed out), from the web app's origin as a browser sends it. */
export function requestAs(
  app: FastifyInstance,
  user: TestUser | null,
  method: HttpMethod,
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { origin: testOrigin, ...(user ? { cookie: user.jar.header() } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

export type Call = (
  user: TestUser | null,
  method: HttpMethod,
  url: string,
  payload?: unknown,
) => Promise<LightMyRequestResponse>;

/** `requestAs` for one test file's app, read at each call: files create their app in beforeAll. */
export function caller(app: () => FastifyInstance): Call {
  return (user, method, url, payload) => requestAs(app(), user, method, url, payload);
}

function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const bytes: number[] = [];
  for (let index = 0; index + 8 <= bits.length; index += 8)
    bytes.push(Number.parseInt(bits.slice(index, index + 8), 2));
  return Buffer.from(bytes);
}

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s), what an authenticator app shows for the URI's secret. */
export function totpCode(totpUri: string, at = Date.now()): string {
  const secret = new URL(totpUri).searchParams.get('secret') ?? '';
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const hmac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (hmac[hmac.length - 1] ?? 0) & 0xf;
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return value.toString().padStart(6, '0');
}
