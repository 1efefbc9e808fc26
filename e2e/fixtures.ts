import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

interface Fixtures {
  /** Console errors and uncaught page errors; any of them fails the test (CSP violations included). */
  pageErrors: string[];
  /** Runs axe on the page and fails on any violation. */
  expectAccessible: (page: Page) => Promise<void>;
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
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
  expectAccessible: async ({}, use) => {
    await use(async (page) => {
      const results = await new AxeBuilder({ page }).analyze();
      const violations = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(violations, 'accessibility violations').toEqual([]);
    });
  },
});

export { expect };
