import { chromium } from '@playwright/test';
import { startServer } from './web/server';
import { chromiumArgs } from './web/page-weight';
const server = await startServer('/work/main');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: chromiumArgs });
for (let i = 0; i < 4; i++) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  const t0 = Date.now();
  page.on('request', (r) => console.log(Date.now() - t0, 'req', r.url()));
  page.on('requestfinished', (r) => console.log(Date.now() - t0, 'fin', r.url()));
  page.on('requestfailed', (r) => console.log(Date.now() - t0, 'FAILED', r.url(), r.failure()?.errorText));
  page.on('console', (m) => console.log(Date.now() - t0, 'console', m.type(), m.text()));
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto(server.baseUrl + '/', { waitUntil: 'networkidle' });
  console.log(Date.now() - t0, 'idle; text:', (await page.locator('body').innerText()).slice(0, 80).replace(/\n/g, ' '));
  await ctx.close();
}
await browser.close();
await server.stop();
