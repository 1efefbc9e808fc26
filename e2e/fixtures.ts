import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type APIRequestContext,
  type ConsoleMessage,
  type Page,
} from '@playwright/test';

/** A member account made for one test: unique, so tests never share rows. */
export interface TestMember {
  fullName: string;
  username: string;
  email: string;
  password: string;
}

interface Fixtures {
  /** Console errors and uncaught page errors; any of them fails the test (CSP violations included). */
  pageErrors: string[];
  /** Runs axe on the page and fails on any violation. */
  expectAccessible: (page: Page) => Promise<void>;
  /** The dev mailbox (NODE_ENV=test): the first link of the newest message to an address. */
  mailbox: { linkFor: (to: string, subject?: RegExp) => Promise<string> };
  /** Accounts made through the API and verified through the dev mailbox. */
  accounts: {
    /** A verified member; the browser stays signed out. */
    verifiedMember: () => Promise<TestMember>;
    /** A member who signed up (through the API) and has not followed the e-mailed link yet. */
    unverifiedMember: () => Promise<TestMember>;
    /** A verified member whom the page's browser context is signed in as (the link signs in). */
    signIn: (page: Page) => Promise<TestMember>;
  };
}

let counter = 0;

/** A unique name for this run, worker and call: letters, digits and underscores only. */
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}_${Date.now().toString(36)}_${process.pid.toString(36)}_${counter}`.slice(0, 30);
}

export function newMember(): TestMember {
  const username = uniqueName('m');
  return {
    fullName: 'Selam Tesfaye',
    username,
    email: `${username.toLowerCase()}@example.test`,
    password: 'Injera2025',
  };
}

/**
 * Chromium reports every HTTP error answer as a console error ("Failed to load resource"). An API
 * answering 4xx is part of a journey (401 from GET /api/v1/session when signed out, a wrong password);
 * the screen handles it, so only those are let through. 5xx and everything else still fail the test.
 */
function isHandledApiAnswer(message: ConsoleMessage): boolean {
  if (!/^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text()))
    return false;
  try {
    return new URL(message.location().url).pathname.startsWith('/api/');
  } catch {
    return false;
  }
}

/**
 * The first link of the newest e-mail to an address (whose subject matches, when given). E-mails go
 * out after the server's answer, so it waits for them.
 */
async function newestLink(
  request: APIRequestContext,
  to: string,
  subject?: RegExp,
): Promise<string> {
  // The e-mail is a job after the answer: on a slow, busy host it can take seconds.
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const response = await request.get('/api/dev/mailbox');
    const { messages } = (await response.json()) as {
      messages: Array<{ to: string; subject: string; text: string }>;
    };
    const text = messages.find(
      (message) =>
        message.to.toLowerCase() === to.toLowerCase() &&
        (!subject || subject.test(message.subject)),
    )?.text;
    const link = text?.match(/https?:\/\/\S+/)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no e-mail with a link reached ${to}`);
}

let addresses = 0;
function fixtureAddress(): string {
  addresses += 1;
  return `10.${process.pid % 250}.${Math.floor(addresses / 250) % 250}.${addresses % 250}`;
}

/**
 * Waits (at most 2 s) for the page's finite animations and transitions to end: a toast or dialog
 * still fading in is half transparent. Spinners and other endless ones are not waited for; a toast
 * mounted a moment ago starts its transition a frame later, so it looks again after two frames.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const deadline = performance.now() + 2000;
    const frames = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (;;) {
      await frames();
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            (animation.playState === 'running' || animation.pending) &&
            animation.effect?.getComputedTiming().iterations !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined));
      const left = deadline - performance.now();
      if (running.length === 0 || left <= 0) break;
      await Promise.race([
        Promise.all(running),
        new Promise((resolve) => setTimeout(resolve, left)),
      ]);
    }
  });
}

export const test = base.extend<Fixtures>({
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: global-setup.ts did not run');
    await use(url);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !isHandledApiAnswer(message)) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
  expectAccessible: async ({}, use) => {
    await use(async (page) => {
      const check = async (): Promise<string[]> => {
        await settled(page);
        const results = await new AxeBuilder({ page }).analyze();
        return results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
      };
      // What is judged is the page at rest. Something that appeared while the check ran (a toast
      // whose code loads on the first toast, then fades in) can be caught half transparent: a
      // violation must still be there when the page has settled again.
      let violations = await check();
      if (violations.length > 0) {
        await page.waitForTimeout(500);
        violations = await check();
      }
      expect(violations, 'accessibility violations').toEqual([]);
    });
  },
  mailbox: async ({ request }, use) => {
    await use({ linkFor: (to, subject) => newestLink(request, to, subject) });
  },
  accounts: async ({ playwright, baseURL }, use) => {
    // Its own request context: following the verification link signs in there, not in the browser.
    const api = await playwright.request.newContext({ baseURL });
    // Sign-ups from a context that is never signed in (the server refuses a sign-up from a session).
    const anonymous = await playwright.request.newContext({ baseURL });
    const signUp = async (): Promise<TestMember> => {
      const member = newMember();
      // The e2e server trusts X-Forwarded-For (TRUST_PROXY, see global-setup.ts): each fixture account
      // comes from an address of its own, so the suite's many sign-ups stay within the real limit.
      const created = await anonymous.post('/api/v1/accounts', {
        data: { accountType: 'community', language: 'en', ...member },
        headers: { 'x-forwarded-for': fixtureAddress() },
      });
      expect(created.status(), await created.text()).toBe(201);
      return member;
    };
    const create = async (verifier: APIRequestContext): Promise<TestMember> => {
      const member = await signUp();
      const verified = await verifier.get(await newestLink(api, member.email), { maxRedirects: 0 });
      expect(verified.status(), 'the verification link redirects').toBe(302);
      return member;
    };
    await use({
      verifiedMember: () => create(api),
      unverifiedMember: signUp,
      // page.request shares the browser context's cookies.
      signIn: (page) => create(page.request),
    });
    await api.dispose();
    await anonymous.dispose();
  },
});

export { expect };
