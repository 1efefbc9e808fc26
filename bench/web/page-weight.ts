import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Request } from '@playwright/test';
import { browserCookie } from './cookie';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/**
 * Makes every Chromium the benchmark starts take the front's throwaway certificate as valid (by its
 * public key), so that it caches and registers service workers as it would on a real site.
 */
export function trustCertificate(spkiHash: string): void {
  chromiumArgs.push(`--ignore-certificate-errors-spki-list=${spkiHash}`);
}

export type ResourceKind = 'js' | 'css' | 'font' | 'image' | 'document' | 'other';

export interface LoadedResource {
  url: string;
  kind: ResourceKind;
  status: number;
  contentType: string;
  /** Content-Encoding the server answered with ('' when none). */
  encoding: string;
  /** Encoded body bytes as transferred over the wire. */
  transferBytes: number;
  /** gzip -9 size of the same file from apps/web/dist (JS and CSS of our own origin only). */
  gzipBytes: number | undefined;
}

export interface RouteWeight {
  route: string;
  /** Measured with a member's session cookie (the signed-in run). */
  signedIn: boolean;
  /** Settings → Appearance → Data saver, set explicitly for the visit (issue 18); unset: the default. */
  dataSaver?: 'on' | 'off';
  /** Measured after scrolling to the end of the page (the whole first page of the feed). */
  scrolled?: boolean;
  finalUrl: string;
  requests: number;
  transfer: Record<ResourceKind, number> & { total: number };
  /** The budget is stated in gzip terms, whatever encoding Chromium negotiated (it prefers br). */
  gzip: { js: number; css: number };
  resources: LoadedResource[];
  /** Failed requests, error statuses, page errors: a non-empty list means the numbers are suspect. */
  problems: string[];
}

export interface LazyChunk {
  file: string;
  rawBytes: number;
  gzipBytes: number;
  /** Routes among the measured ones whose first visit downloads it. */
  loadedBy: string[];
}

function kindOf(request: Request): ResourceKind {
  switch (request.resourceType()) {
    case 'script':
      return 'js';
    case 'stylesheet':
      return 'css';
    case 'font':
      return 'font';
    case 'image':
      return 'image';
    case 'document':
      return 'document';
    default:
      return 'other';
  }
}

const gzipCache = new Map<string, number>();

/** gzip -9 of a file in dist, memoised: every route loads the same entry chunks. */
export function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(fs.readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** The dist file behind a same-origin URL, or undefined (API calls, SPA fallbacks, other origins). */
function distFile(distDir: string, baseUrl: string, url: string): string | undefined {
  const parsed = new URL(url);
  if (parsed.origin !== new URL(baseUrl).origin) return undefined;
  const file = path.join(distDir, decodeURIComponent(parsed.pathname));
  if (!file.startsWith(distDir + path.sep)) return undefined;
  return fs.existsSync(file) && fs.statSync(file).isFile() ? file : undefined;
}

async function describe(
  request: Request,
  distDir: string,
  baseUrl: string,
): Promise<LoadedResource | undefined> {
  const response = await request.response();
  if (!response) return undefined;
  const headers = await response.allHeaders();
  const sizes = await request.sizes().catch(() => undefined);
  const contentLength = Number(headers['content-length'] ?? 0);
  // responseBodySize is the encoded size; a 0 for a non-empty body means Chromium did not report it.
  const transferBytes =
    sizes && sizes.responseBodySize > 0 ? sizes.responseBodySize : contentLength;
  const kind = kindOf(request);
  const file =
    kind === 'js' || kind === 'css' ? distFile(distDir, baseUrl, request.url()) : undefined;
  return {
    url: request.url(),
    kind,
    status: response.status(),
    contentType: headers['content-type'] ?? '',
    encoding: headers['content-encoding'] ?? '',
    transferBytes,
    gzipBytes: file ? gzipSize(file) : undefined,
  };
}

async function measureRoute(
  browser: Browser,
  baseUrl: string,
  distDir: string,
  route: string,
  cookie: string | undefined,
  ready: string | undefined,
  dataSaver?: 'on' | 'off',
  scrollThrough = false,
): Promise<RouteWeight> {
  // A fresh context is a first visit: empty HTTP cache, no cookies, no service worker.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    if (dataSaver) {
      // The choice as Settings stores it, in place before the app's first script runs.
      await context.addInitScript({
        content: `window.localStorage.setItem('aebro.dataSaver', ${JSON.stringify(dataSaver)});`,
      });
    }
    if (cookie) {
      // Signed in, but still a first visit: only the session cookie, nothing cached.
      await context.addCookies([browserCookie(cookie, baseUrl)]);
    }
    const page = await context.newPage();
    const pending: Promise<LoadedResource | undefined>[] = [];
    const problems: string[] = [];
    page.on('requestfinished', (request) => {
      pending.push(describe(request, distDir, baseUrl));
    });
    page.on('requestfailed', (request) =>
      problems.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? '?'})`),
    );
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    await page.goto(new URL(route, baseUrl).toString(), {
      waitUntil: 'networkidle',
      timeout: 60_000,
    });
    if (ready) {
      // The network can fall quiet between the API's answer and the render it feeds (the feed's
      // photos are requested only once the posts are on screen): wait for the screen, then quiet again.
      await page.locator(ready).first().waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle', { timeout: 60_000 });
      await page.waitForTimeout(1_000);
      await page.waitForLoadState('networkidle', { timeout: 60_000 });
    }
    if (scrollThrough) {
      // A reader going through the page: a screen at a time to its end, each given time to load.
      for (let step = 0; step < 80; step++) {
        const atEnd = await page.evaluate<boolean>(
          'window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2',
        );
        if (atEnd) break;
        await page.evaluate('window.scrollBy(0, window.innerHeight)');
        await page.waitForTimeout(250);
      }
      await page.waitForLoadState('networkidle', { timeout: 60_000 });
      await page.waitForTimeout(1_000);
      await page.waitForLoadState('networkidle', { timeout: 60_000 });
    }
    const resources = (await Promise.all(pending)).filter(
      (r): r is LoadedResource => r !== undefined,
    );
    for (const r of resources) {
      if (r.status >= 400) problems.push(`HTTP ${r.status}: ${r.url}`);
      // The SPA fallback answers unknown paths with index.html: a script that got HTML is a missing file.
      if ((r.kind === 'js' || r.kind === 'css') && r.contentType.includes('text/html'))
        problems.push(`got HTML for ${r.url}`);
    }
    const transfer = { js: 0, css: 0, font: 0, image: 0, document: 0, other: 0, total: 0 };
    const gzip = { js: 0, css: 0 };
    for (const resource of resources) {
      transfer[resource.kind] += resource.transferBytes;
      transfer.total += resource.transferBytes;
      if (resource.kind === 'js' || resource.kind === 'css')
        gzip[resource.kind] += resource.gzipBytes ?? resource.transferBytes;
    }
    return {
      route,
      signedIn: cookie !== undefined,
      ...(dataSaver ? { dataSaver } : {}),
      ...(scrollThrough ? { scrolled: true } : {}),
      finalUrl: page.url(),
      requests: resources.length,
      transfer,
      gzip,
      resources,
      problems,
    };
  } finally {
    await context.close();
  }
}

/**
 * Launches headless Chromium and records what a first visit of each route downloads: signed out,
 * then (with a member's session cookie) the `signedInRoutes`.
 */
export async function measureRoutes(
  executablePath: string,
  baseUrl: string,
  distDir: string,
  routes: readonly string[],
  signedIn?: {
    cookie: string;
    routes: readonly string[];
    ready?: Record<string, string>;
    /**
     * A route measured with data saver off (in `routes`' place) and on, as first opened and
     * scrolled to its end; the selector that says it is ready when data saver is on.
     */
    dataSaver?: { route: string; readyWhenOn: string };
  },
): Promise<{ browserVersion: string; weights: RouteWeight[] }> {
  const browser = await chromium.launch({ executablePath, headless: true, args: chromiumArgs });
  try {
    const weights: RouteWeight[] = [];
    for (const route of routes)
      weights.push(await measureRoute(browser, baseUrl, distDir, route, undefined, undefined));
    for (const route of signedIn?.routes ?? []) {
      const compared = signedIn?.dataSaver?.route === route;
      weights.push(
        await measureRoute(
          browser,
          baseUrl,
          distDir,
          route,
          signedIn?.cookie,
          signedIn?.ready?.[route],
          compared ? 'off' : undefined,
        ),
      );
      const saver = compared ? signedIn?.dataSaver : undefined;
      if (saver && signedIn) {
        const ready = { off: signedIn.ready?.[route], on: saver.readyWhenOn };
        weights.push(
          await measureRoute(browser, baseUrl, distDir, route, signedIn.cookie, ready.on, 'on'),
        );
        for (const choice of ['off', 'on'] as const)
          weights.push(
            await measureRoute(
              browser,
              baseUrl,
              distDir,
              route,
              signedIn.cookie,
              ready[choice],
              choice,
              true,
            ),
          );
      }
    }
    return { browserVersion: `Chromium ${browser.version()}`, weights };
  } finally {
    await browser.close();
  }
}

/** JS files in dist/assets that the first visit of `/` does not download: the lazily loaded chunks. */
export function lazyChunks(
  distDir: string,
  weights: readonly RouteWeight[],
  landingRoute = '/',
): LazyChunk[] {
  const pathOf = (url: string): string =>
    decodeURIComponent(new URL(url).pathname).replace(/^\//, '');
  const landing = weights.find((w) => w.route === landingRoute && !w.signedIn);
  const eager = new Set(
    landing?.resources.filter((r) => r.kind === 'js').map((r) => pathOf(r.url)) ?? [],
  );
  const assetsDir = path.join(distDir, 'assets');
  return fs
    .readdirSync(assetsDir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => `assets/${name}`)
    .filter((file) => !eager.has(file))
    .map((file) => ({
      file,
      rawBytes: fs.statSync(path.join(distDir, file)).size,
      gzipBytes: gzipSize(path.join(distDir, file)),
      loadedBy: weights
        .filter((w) => w.resources.some((r) => pathOf(r.url) === file))
        .map((w) => w.route),
    }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}
