import type { Browser, Page } from '@playwright/test';
import type { TestMember } from '../fixtures';

/** Helpers of the notifications journeys (notifications-*.spec.ts); not a spec itself. */

export async function userIdOf(page: Page): Promise<string> {
  const session = (await (await page.request.get('/api/v1/session')).json()) as {
    user: { id: string };
  };
  return session.user.id;
}

/**
 * Resolves once the page's Socket.IO connection is accepted (the "40" connect packet): from then on
 * the server delivers to it. Call before the page navigates.
 */
export function realtimeConnected(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/socket.io/')) return;
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && payload.startsWith('40')) resolve();
      });
    });
  });
}

export interface OtherUser {
  page: Page;
  member: TestMember;
  /** Console errors of the second page; a journey expects none. */
  errors: string[];
  /** An API call as this user that must succeed. */
  call: (method: 'put' | 'post' | 'delete', path: string, data?: unknown) => Promise<unknown>;
  close: () => Promise<void>;
}

/** A second verified member in a browser context of their own. */
export async function otherUser(
  browser: Browser,
  baseURL: string | undefined,
  signIn: (page: Page) => Promise<TestMember>,
): Promise<OtherUser> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 4\d\d/.test(message.text()))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const member = await signIn(page);
  const call = async (
    method: 'put' | 'post' | 'delete',
    path: string,
    data?: unknown,
  ): Promise<unknown> => {
    const response = await page.request[method](path, data === undefined ? {} : { data });
    if (!response.ok())
      throw new Error(
        `${method.toUpperCase()} ${path}: ${response.status()} ${await response.text()}`,
      );
    return (await response.json()) as unknown;
  };
  return { page, member, errors, call, close: () => context.close() };
}

/** A post by the page's user, made through the API. */
export async function createPost(page: Page, body: string): Promise<string> {
  const response = await page.request.post('/api/v1/posts', { data: { body } });
  if (response.status() !== 201)
    throw new Error(`creating a post: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}
