import fs from 'node:fs';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
} from '@playwright/test';
import { browserCookie } from './cookie';
import { chromiumArgs } from './page-weight';

/**
 * The phone profile of issue 35, applied through the DevTools protocol: the CPU 4× slower and the
 * figures of Lighthouse's slow-4G mobile preset (150 ms round trip, 1.6 Mbps down, 750 Kbps up), in
 * a 412 × 823 phone viewport. The 150 ms is added to every request as it is; Lighthouse's own
 * "devtools" throttling would multiply it by 3.75 to stand for connection set-up, which HTTP/1.1 on
 * localhost with kept-alive connections mostly skips.
 */
export const phoneProfile = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadKbps: 1.6 * 1024,
  uploadKbps: 750,
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
} as const;

/** A screen and the element that says its content is there (real content, not a placeholder). */
export interface AreaRoute {
  /** What the tables show: `/community/:id` rather than one run's id. */
  route: string;
  url: string;
  /** The content: e.g. the first card of the list (placeholders are aria-hidden and carry no link). */
  content: string;
}

export interface WaterfallRequest {
  /** Path (same origin) or URL. */
  url: string;
  type: string;
  /** ms from navigation start (performance.timeOrigin). */
  startMs: number;
  endMs: number;
  /** Encoded bytes received, 0 when the request failed or was answered from memory. */
  bytes: number;
  /** The script or document that asked for it (path), '' for the navigation. */
  initiator: string;
  failed?: string;
}

export interface AreaVisit {
  /** ms from navigation start until the frame after the content selector matched a visible element. */
  contentShownMs: number;
  fcpMs: number | undefined;
  requests: WaterfallRequest[];
}

export interface AreaTiming {
  route: string;
  content: string;
  runs: number;
  /** Median of the runs' content-shown times. */
  contentShownMs: number;
  contentShownRuns: number[];
  fcpMs: number | undefined;
  /** The median run's requests, in the order they started. */
  waterfall: WaterfallRequest[];
  problems: string[];
}

export interface Interaction {
  name: string;
  /** Where it happens, e.g. `/dashboard`. */
  route: string;
  what: string;
}

export interface InteractionTiming extends Interaction {
  runs: number;
  /**
   * The Event Timing duration of the interaction (the longest of its events, input to the next
   * paint, as INP counts it); 0 when every event was under the API's 16 ms floor. Median of the runs.
   */
  inpMs: number;
  inpRuns: number[];
  /** From the input to the frame after the expected change was in the page (median of the runs). */
  changeShownMs: number;
  changeShownRuns: number[];
  problems: string[];
}

/**
 * Polls a page expression until it is defined. (waitForFunction evaluates its predicate with
 * `new Function`, which the app's Content-Security-Policy forbids.)
 */
async function waitForValue<T>(page: Page, expression: string, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // Right after the navigation commits, the page can still be between documents: ask again.
    const value = await page.evaluate<T | undefined>(expression).catch(() => undefined);
    if (value !== undefined && value !== null) return value;
    if (Date.now() > deadline) throw new Error(`${expression} still unset after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function phoneContext(
  browser: Browser,
  baseUrl: string,
  cookie: string | undefined,
): Promise<BrowserContext> {
  // A fresh context is a first visit: empty HTTP cache, no service worker.
  const context = await browser.newContext({
    viewport: phoneProfile.viewport,
    deviceScaleFactor: phoneProfile.deviceScaleFactor,
    isMobile: true,
  });
  if (cookie) {
    await context.addCookies([browserCookie(cookie, baseUrl)]);
  }
  return context;
}

async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: phoneProfile.latencyMs,
    downloadThroughput: (phoneProfile.downloadKbps * 1024) / 8,
    uploadThroughput: (phoneProfile.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: phoneProfile.cpuSlowdown });
  return cdp;
}

/**
 * In the page before any of its scripts: notes `window.__benchShown` (performance.now()) in the
 * frame after `selector` first matches a visible element.
 */
function shownWatcher(selector: string): string {
  return `(() => {
    const selector = ${JSON.stringify(selector)};
    let done = false;
    const check = () => {
      if (done) return;
      const element = document.querySelector(selector);
      if (!element || element.getClientRects().length === 0) return;
      if (typeof element.checkVisibility === 'function' && !element.checkVisibility()) return;
      done = true;
      observer.disconnect();
      // The frame that paints it, then the task after that paint.
      requestAnimationFrame(() => setTimeout(() => { window.__benchShown = performance.now(); }, 0));
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  })();`;
}

/** Same-origin URLs as paths, the seed's ids as `:id` (so that runs compare line by line). */
function shortUrl(url: string, origin: string): string {
  if (!url) return '';
  const short = url.startsWith(origin) ? url.slice(origin.length) || '/' : url;
  return short.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, ':id');
}

interface CdpRequest {
  url: string;
  type: string;
  start: number;
  wallTime: number;
  end?: number;
  bytes: number;
  initiator: string;
  failed?: string;
}

type Initiator = {
  type: string;
  url?: string;
  stack?: { callFrames: { url: string }[]; parent?: Initiator['stack'] };
};

/**
 * The script whose code asked for the request (the top of its stack), else the document or
 * stylesheet that named it. A `<link rel=modulepreload>` that a script inserted names no one
 * ("about:client"): then the initiator's type.
 */
function initiatorUrl(initiator: Initiator): string {
  for (let stack = initiator.stack; stack; stack = stack.parent) {
    const frame = stack.callFrames.find((f) => f.url);
    if (frame) return frame.url;
  }
  if (initiator.url && initiator.url !== 'about:client') return initiator.url;
  return initiator.type === 'other' ? '' : `(${initiator.type})`;
}

/** One first visit of `area` on the phone profile: when its content showed, and what was fetched when. */
async function visitArea(
  browser: Browser,
  baseUrl: string,
  cookie: string | undefined,
  area: AreaRoute,
): Promise<AreaVisit & { problems: string[] }> {
  const context = await phoneContext(browser, baseUrl, cookie);
  try {
    await context.addInitScript({ content: shownWatcher(area.content) });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    const cdp = await throttle(page);
    const requests = new Map<string, CdpRequest>();
    cdp.on('Network.requestWillBeSent', (event) => {
      if (requests.has(event.requestId)) return; // a redirect keeps the first start
      requests.set(event.requestId, {
        url: event.request.url,
        type: event.type ?? 'Other',
        start: event.timestamp,
        wallTime: event.wallTime,
        bytes: 0,
        initiator: initiatorUrl(event.initiator),
      });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = requests.get(event.requestId);
      if (request) {
        request.end = event.timestamp;
        request.bytes = event.encodedDataLength;
      }
    });
    cdp.on('Network.loadingFailed', (event) => {
      const request = requests.get(event.requestId);
      if (request) {
        request.end = event.timestamp;
        request.failed = event.errorText;
      }
    });
    // For looking into a visit: BENCH_TRACE_DIR keeps a Chromium trace of each (chrome://tracing).
    const traceDir = process.env.BENCH_TRACE_DIR;
    if (traceDir) {
      fs.mkdirSync(traceDir, { recursive: true });
      // "/community/:id" → "community-id-<time>.json" (no leading dash, which shells take for an option).
      const slug = area.route.replace(/[^a-z]+/gi, '-').replace(/^-+|-+$/g, '');
      await browser.startTracing(page, {
        path: path.join(traceDir, `${slug}-${String(Date.now())}.json`),
      });
    }
    try {
      await page.goto(new URL(area.url, baseUrl).toString(), {
        waitUntil: 'commit',
        timeout: 60_000,
      });
      await waitForValue<number>(page, 'window.__benchShown', 60_000);
    } finally {
      // Also when the visit failed: the browser traces one page at a time.
      if (traceDir) await browser.stopTracing();
    }
    // What the screen fetches after its content (photos, prefetches) belongs in the waterfall too.
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    const marks = await page.evaluate<{ shown: number; origin: number; fcp: number | undefined }>(
      `({ shown: window.__benchShown, origin: performance.timeOrigin,
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime })`,
    );
    const origin = new URL(baseUrl).origin;
    // CDP times are monotonic seconds; the navigation's wall time ties them to timeOrigin.
    const all = [...requests.values()].sort((a, b) => a.start - b.start);
    const first = all[0];
    const zero = first ? first.start * 1000 - (first.wallTime * 1000 - marks.origin) : 0;
    return {
      contentShownMs: marks.shown,
      fcpMs: marks.fcp,
      requests: all
        .filter((r) => !r.url.startsWith('data:'))
        .map((r) => ({
          url: shortUrl(r.url, origin),
          type: r.type,
          startMs: r.start * 1000 - zero,
          endMs: r.end === undefined ? Number.NaN : r.end * 1000 - zero,
          bytes: r.bytes,
          initiator: shortUrl(r.initiator, origin),
          ...(r.failed ? { failed: r.failed } : {}),
        })),
      problems,
    };
  } finally {
    await context.close();
  }
}

/**
 * First visits of each area on the phone profile, `runs` times each: the median time until its
 * content shows, and the requests of the median run (the waterfall).
 */
export async function measureAreas(
  executablePath: string,
  baseUrl: string,
  cookie: string | undefined,
  areas: readonly AreaRoute[],
  runs: number,
): Promise<AreaTiming[]> {
  const browser = await chromium.launch({ executablePath, headless: true, args: chromiumArgs });
  try {
    const timings: AreaTiming[] = [];
    for (const area of areas) {
      const visits: (AreaVisit & { problems: string[] })[] = [];
      const problems: string[] = [];
      for (let i = 0; i < runs; i++) {
        try {
          visits.push(await visitArea(browser, baseUrl, cookie, area));
        } catch (error) {
          problems.push(
            `run ${i + 1}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
          );
        }
      }
      const sorted = [...visits].sort((a, b) => a.contentShownMs - b.contentShownMs);
      const middle = sorted[Math.floor(sorted.length / 2)];
      const timing: AreaTiming = {
        route: area.route,
        content: area.content,
        runs: visits.length,
        contentShownMs: middle?.contentShownMs ?? Number.NaN,
        contentShownRuns: visits.map((v) => Math.round(v.contentShownMs)),
        fcpMs: middle?.fcpMs,
        waterfall: middle?.requests ?? [],
        problems: [...problems, ...new Set(visits.flatMap((v) => v.problems))],
      };
      console.log(
        `  ${area.route}: content shown at ${timing.contentShownRuns.join(', ')} ms (median ${Math.round(timing.contentShownMs)})`,
      );
      timings.push(timing);
    }
    return timings;
  } finally {
    await browser.close();
  }
}

/** The interaction's script: what to wait for before it, what to press, what shows the change. */
export interface InteractionScript extends Interaction {
  url: string;
  /** The screen is ready for the input when this is visible. */
  ready: string;
  /**
   * In the page: marks the element to press with `data-bench-target` (run: the run's number, to
   * press a different element each run), or returns false.
   */
  pickTarget: (run: number) => string;
  /** In the page: true once the change is in the DOM. */
  changed: string;
}

/** Starts collecting Event Timing entries and watching for `changed` (a JS expression). */
function interactionWatcher(changed: string): string {
  return `(() => {
    window.__benchEvents = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.interactionId > 0)
          window.__benchEvents.push({ name: entry.name, start: entry.startTime, duration: entry.duration,
            processingStart: entry.processingStart, processingEnd: entry.processingEnd });
    }).observe({ type: 'event', durationThreshold: 16 });
    window.__benchInput = undefined;
    for (const type of ['pointerdown', 'mousedown', 'click'])
      addEventListener(type, (event) => {
        if (window.__benchInput === undefined) window.__benchInput = event.timeStamp;
      }, { capture: true, once: true });
    const changed = () => ${changed};
    let done = false;
    const check = () => {
      if (done || window.__benchInput === undefined || !changed()) return;
      done = true;
      observer.disconnect();
      clearInterval(timer);
      requestAnimationFrame(() => setTimeout(() => { window.__benchChanged = performance.now(); }, 0));
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    // A navigation may change only the URL before the DOM: poll as well.
    const timer = setInterval(check, 20);
    window.__benchChanged = undefined;
  })()`;
}

async function interactOnce(
  browser: Browser,
  baseUrl: string,
  cookie: string,
  script: InteractionScript,
  run: number,
): Promise<{ inpMs: number; changeShownMs: number }> {
  const context = await phoneContext(browser, baseUrl, cookie);
  try {
    const page = await context.newPage();
    await throttle(page);
    await page.goto(new URL(script.url, baseUrl).toString(), { timeout: 60_000 });
    await page.locator(script.ready).first().waitFor({ timeout: 60_000 });
    // A settled screen: its fetches done and the main thread quiet, as when someone taps.
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    await page.waitForTimeout(1_000);
    const picked = await page.evaluate<boolean>(`(${script.pickTarget(run)})`);
    if (!picked) throw new Error(`nothing to press for "${script.name}"`);
    const target = page.locator('[data-bench-target]');
    await target.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    await page.evaluate(interactionWatcher(script.changed));
    // For looking into an input: BENCH_TRACE_DIR keeps a Chromium trace (with JavaScript samples)
    // of each press, from just before it until its change shows.
    const traceDir = process.env.BENCH_TRACE_DIR;
    if (traceDir) {
      fs.mkdirSync(traceDir, { recursive: true });
      const slug = script.name
        .replace(/[^a-z]+/gi, '-')
        .replace(/^-+|-+$/g, '')
        .toLowerCase();
      await browser.startTracing(page, {
        path: path.join(traceDir, `${slug}-${String(Date.now())}.json`),
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'disabled-by-default-v8.cpu_profiler',
          'v8.execute',
          'blink.user_timing',
          'latencyInfo',
        ],
      });
    }
    try {
      await target.click({ timeout: 10_000 });
      await waitForValue<number>(page, 'window.__benchChanged', 30_000);
    } finally {
      if (traceDir) await browser.stopTracing();
    }
    // Event Timing entries arrive after the paint that ends them.
    await page.waitForTimeout(1_000);
    const result = await page.evaluate<{
      input: number;
      changed: number;
      events: { duration: number }[];
    }>(
      '({ input: window.__benchInput, changed: window.__benchChanged, events: window.__benchEvents })',
    );
    return {
      inpMs: Math.max(0, ...result.events.map((e) => e.duration)),
      changeShownMs: result.changed - result.input,
    };
  } finally {
    await context.close();
  }
}

/**
 * INP-like responsiveness on the phone profile (CPU 4× slower, slow 4G): each interaction `runs`
 * times, each on a freshly opened and settled screen.
 */
export async function measureInteractions(
  executablePath: string,
  baseUrl: string,
  cookie: string,
  scripts: readonly InteractionScript[],
  runs: number,
): Promise<InteractionTiming[]> {
  const browser = await chromium.launch({ executablePath, headless: true, args: chromiumArgs });
  try {
    const timings: InteractionTiming[] = [];
    for (const script of scripts) {
      const results: { inpMs: number; changeShownMs: number }[] = [];
      const problems: string[] = [];
      for (let i = 0; i < runs; i++) {
        try {
          results.push(await interactOnce(browser, baseUrl, cookie, script, i));
        } catch (error) {
          problems.push(
            `run ${i + 1}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
          );
        }
      }
      const timing: InteractionTiming = {
        name: script.name,
        route: script.route,
        what: script.what,
        runs: results.length,
        inpMs: median(results.map((r) => r.inpMs)),
        inpRuns: results.map((r) => Math.round(r.inpMs)),
        changeShownMs: median(results.map((r) => r.changeShownMs)),
        changeShownRuns: results.map((r) => Math.round(r.changeShownMs)),
        problems,
      };
      console.log(
        `  ${script.name}: event duration ${timing.inpRuns.join(', ')} ms, change shown after ${timing.changeShownRuns.join(', ')} ms`,
      );
      for (const problem of problems) console.warn(`  WARNING ${script.name}: ${problem}`);
      timings.push(timing);
    }
    return timings;
  } finally {
    await browser.close();
  }
}
