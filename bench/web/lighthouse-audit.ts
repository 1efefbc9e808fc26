import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse, { type Result } from 'lighthouse';
import { browserCookie } from './cookie';
import { chromiumArgs } from './page-weight';
import getPort from 'get-port';

export interface FailingAudit {
  category: 'performance' | 'accessibility';
  id: string;
  title: string;
  score: number;
  /** Weight in its category's score; 0 means Lighthouse reports it but does not count it. */
  weight: number;
  displayValue: string | undefined;
  /** Offending elements or URLs, as Lighthouse names them (at most a few per audit). */
  items: string[];
}

export interface LighthouseSummary {
  url: string;
  lighthouseVersion: string;
  runs: number;
  /** 0–100, of the median run (by performance score). */
  performance: number;
  accessibility: number;
  /** Performance scores of every run, to show the spread. */
  performanceRuns: number[];
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; speedIndexMs: number };
  failing: FailingAudit[];
  runWarnings: string[];
  /**
   * Lighthouse's own measure of the host's CPU (`environment.benchmarkIndex`) in each run: its
   * simulated phone is this host slowed 4×, so a host under about 1,000 scores lower for the same
   * page (Lighthouse's docs/throttling.md: 1,000–1,500 a low-end desktop, 1,500–2,000 a high-end one).
   */
  benchmarkIndexes: number[];
}

async function waitForDevtools(port: number, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && !exited()) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Chromium did not open its DevTools port ${port}`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Pulls a readable line per offending item out of an audit's (loosely typed) details table. */
function offendingItems(details: unknown, origin: string, limit = 8): string[] {
  if (!isRecord(details) || !Array.isArray(details.items)) return [];
  const lines: string[] = [];
  for (const item of details.items as unknown[]) {
    if (!isRecord(item)) continue;
    // 'list' details (e.g. the LCP element) nest whole tables as items.
    if (Array.isArray(item.items)) {
      lines.push(...offendingItems(item, origin, limit - lines.length));
      if (lines.length >= limit) break;
      continue;
    }
    const node = isRecord(item.node) ? item.node : undefined;
    const parts: string[] = [];
    if (node && typeof node.selector === 'string') parts.push(node.selector);
    if (node && typeof node.snippet === 'string') parts.push(node.snippet);
    // Same-origin URLs without the (random) port, so that runs compare line by line.
    if (typeof item.url === 'string')
      parts.push(item.url.startsWith(origin) ? item.url.slice(origin.length) || '/' : item.url);
    if (node && typeof node.explanation === 'string')
      parts.push(`— ${node.explanation.replace(/\s+/g, ' ')}`);
    if (parts.length > 0) lines.push(parts.join(' '));
    if (lines.length >= limit) break;
  }
  return lines;
}

function failingAudits(lhr: Result, category: FailingAudit['category']): FailingAudit[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  const failing: FailingAudit[] = [];
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null) continue;
    if (['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode)) continue;
    // Lighthouse shows an audit as passed (green) from 0.9 on; accessibility audits are binary.
    if (audit.score >= 0.9) continue;
    failing.push({
      category,
      id: audit.id,
      title: audit.title,
      score: audit.score,
      weight: ref.weight,
      displayValue: audit.displayValue,
      items: offendingItems(audit.details, new URL(lhr.finalDisplayedUrl).origin),
    });
  }
  return failing;
}

/** Puts a `name=value` cookie for `url`'s site into the browser listening on `port`. */
async function setCookie(port: number, url: string, cookie: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no browser context to hold the session cookie');
    await context.addCookies([browserCookie(cookie, url)]);
  } finally {
    await browser.close();
  }
}

async function runOnce(
  executablePath: string,
  url: string,
  cookie: string | undefined,
): Promise<Result> {
  const port = await getPort({ host: '127.0.0.1' });
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'aebro-bench-chromium-'));
  const chrome = spawn(
    executablePath,
    [
      ...chromiumArgs,
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  let hasExited = false;
  const exited = new Promise<void>((resolve) => {
    chrome.once('exit', () => {
      hasExited = true;
      resolve();
    });
  });
  try {
    await waitForDevtools(port, () => hasExited);
    if (cookie) await setCookie(port, url, cookie);
    // No config: Lighthouse's default is the mobile preset (Moto G Power, simulated slow 4G).
    const result = await lighthouse(url, {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility'],
      // A signed-in run keeps the session cookie set above. The profile is new, so the cache is
      // still empty: a first visit. (Sent as an extra header instead, the cookie came back beside
      // the one the server set in answer, and the run measured /auth.)
      ...(cookie ? { disableStorageReset: true } : {}),
    });
    if (!result) throw new Error('Lighthouse returned no result');
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    // LIGHTHOUSE_REPORTS=dir keeps every run's whole report, for a closer look than the summary.
    const reports = process.env.LIGHTHOUSE_REPORTS;
    if (reports) {
      fs.mkdirSync(reports, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}.json`;
      fs.writeFileSync(path.join(reports, `lighthouse${name}`), JSON.stringify(result.lhr));
    }
    return result.lhr;
  } finally {
    if (!hasExited) chrome.kill('SIGTERM');
    await exited;
    // Chromium's helpers can still be writing into the profile for a moment after it exits; a
    // profile left in /tmp must not fail a run that has its result.
    try {
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.warn(`  could not remove ${profile}: ${String(error)}`);
    }
  }
}

const score = (lhr: Result, category: string): number =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Result, id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;

/**
 * Runs Lighthouse `runs` times in the system Chromium and keeps the median run by performance
 * score, as Lighthouse's own docs advise against trusting a single run.
 */
export async function auditLanding(
  executablePath: string,
  url: string,
  runs: number,
  cookie?: string,
): Promise<LighthouseSummary> {
  const results: Result[] = [];
  for (let i = 0; i < runs; i++) {
    // Headless Chromium now and then reports NO_FCP on a page that does paint; such a run is retried.
    for (let attempt = 1; ; attempt++) {
      try {
        const lhr = await runOnce(executablePath, url, cookie);
        results.push(lhr);
        console.log(
          `  Lighthouse run ${i + 1}/${runs}: performance ${score(lhr, 'performance')}, accessibility ${score(lhr, 'accessibility')}, ended at ${lhr.finalDisplayedUrl}`,
        );
        break;
      } catch (error) {
        if (attempt >= 3) throw error;
        console.warn(
          `  Lighthouse run ${i + 1}/${runs} failed (${error instanceof Error ? error.message : String(error)}); retrying`,
        );
      }
    }
  }
  const sorted = [...results].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const lhr = sorted[Math.floor(sorted.length / 2)];
  if (!lhr) throw new Error('no Lighthouse run');
  return {
    url,
    lighthouseVersion: lhr.lighthouseVersion,
    runs,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    performanceRuns: results.map((r) => score(r, 'performance')),
    metrics: {
      fcpMs: numeric(lhr, 'first-contentful-paint'),
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      speedIndexMs: numeric(lhr, 'speed-index'),
    },
    failing: [...failingAudits(lhr, 'accessibility'), ...failingAudits(lhr, 'performance')],
    runWarnings: lhr.runWarnings,
    benchmarkIndexes: results.map((r) => Math.round(r.environment.benchmarkIndex)),
  };
}
