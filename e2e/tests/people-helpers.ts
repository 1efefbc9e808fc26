import { deflateSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import type { TestMember } from '../fixtures';

/** Helpers of the people journeys (people-*.spec.ts); not a spec itself. */

export interface OtherMember {
  page: Page;
  member: TestMember;
  id: string;
  close: () => Promise<void>;
}

/** The signed-in user's id, from the session the page's browser context holds. */
export async function userIdOf(page: Page): Promise<string> {
  const session = (await (await page.request.get('/api/v1/session')).json()) as {
    user: { id: string };
  };
  return session.user.id;
}

/** A second verified member, signed in in a browser context of their own. */
export async function otherMember(
  browser: Browser,
  baseURL: string | undefined,
  signIn: (page: Page) => Promise<TestMember>,
  profile: Record<string, unknown> = {},
): Promise<OtherMember> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const member = await signIn(page);
  if (Object.keys(profile).length > 0) {
    const response = await page.request.patch('/api/v1/me/profile', { data: profile });
    if (!response.ok())
      throw new Error(`profile update failed: ${response.status()} ${await response.text()}`);
  }
  return { page, member, id: await userIdOf(page), close: () => context.close() };
}

/** A name nobody else in this run has, made of letters only (search matches it exactly). */
export function uniquePersonName(first: string): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let suffix = '';
  for (let n = Date.now() * 1000 + Math.floor(Math.random() * 1000); n > 0; n = Math.floor(n / 26))
    suffix += letters[n % 26];
  return `${first} ${suffix.charAt(0).toUpperCase()}${suffix.slice(1)}`;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A width×height PNG, green on the left half and gold on the right: a crop shows which part it kept. */
export function twoTonePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1)
    row.set(x < width / 2 ? [20, 110, 60] : [210, 160, 40], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
