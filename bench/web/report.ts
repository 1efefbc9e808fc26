import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FailingAudit, LighthouseSummary } from './lighthouse-audit';
import type { LazyChunk, RouteWeight } from './page-weight';

export interface Machine {
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
  node: string;
  platform: string;
  browser: string;
}

export interface Budget {
  name: string;
  limit: string;
  measured: string;
  pass: boolean;
}

export interface WebResults {
  date: string;
  machine: Machine;
  baseUrl: string;
  routes: RouteWeight[];
  lazyChunks: LazyChunk[];
  lighthouse: LighthouseSummary;
  budgets: Budget[];
}

export const KB = 1024;
export const budgetLimits = { landingJsGzip: 100 * KB, lazyChunkGzip: 30 * KB, performance: 95, accessibility: 100 };

export function machineInfo(browser: string): Machine {
  return {
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    browser,
  };
}

/** 2026-01-31 14:05 UTC: readable, and the same on every machine. */
const when = (iso: string): string => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
const kb = (bytes: number): string => (bytes / KB).toFixed(1);
const ms = (value: number): string => `${Math.round(value)} ms`;

export function evaluateBudgets(routes: readonly RouteWeight[], chunks: readonly LazyChunk[], lh: LighthouseSummary): Budget[] {
  const landing = routes.find((r) => r.route === '/');
  const landingJs = landing?.gzip.js ?? Number.NaN;
  const largest = chunks[0];
  const tooBig = chunks.filter((c) => c.gzipBytes > budgetLimits.lazyChunkGzip);
  return [
    {
      name: 'Landing page JS (gzip)',
      limit: `≤ ${kb(budgetLimits.landingJsGzip)} KB`,
      measured: `${kb(landingJs)} KB`,
      pass: landingJs <= budgetLimits.landingJsGzip,
    },
    {
      name: 'Largest lazy route chunk (gzip)',
      limit: `≤ ${kb(budgetLimits.lazyChunkGzip)} KB`,
      measured: largest
        ? `${kb(largest.gzipBytes)} KB (${largest.file})${tooBig.length > 1 ? `; ${tooBig.length} chunks over` : ''}`
        : 'no lazy chunks',
      pass: tooBig.length === 0,
    },
    {
      name: 'Lighthouse mobile performance',
      limit: `≥ ${budgetLimits.performance}`,
      measured: String(lh.performance),
      pass: lh.performance >= budgetLimits.performance,
    },
    {
      name: 'Lighthouse accessibility',
      limit: `= ${budgetLimits.accessibility}`,
      measured: String(lh.accessibility),
      pass: lh.accessibility >= budgetLimits.accessibility,
    },
  ];
}

function table(header: string[], rows: string[][]): string[] {
  const escape = (cell: string): string => cell.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map((h, i) => (i === 0 ? '---' : /KB|Requests|Score/.test(h) ? '---:' : '---')).join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(escape).join(' | ')} |`),
  ];
}

const routeHeader = ['Route', 'JS gzip KB', 'JS sent KB', 'CSS gzip KB', 'CSS sent KB', 'Font KB', 'Total sent KB', 'Requests'];

function routeRow(r: RouteWeight): string[] {
  const t = r.transfer;
  return [`\`${r.route}\``, kb(r.gzip.js), kb(t.js), kb(r.gzip.css), kb(t.css), kb(t.font), kb(t.total), String(r.requests)];
}

function fileRows(r: RouteWeight, baseUrl: string): string[][] {
  return [...r.resources]
    .sort((a, b) => b.transferBytes - a.transferBytes)
    .map((res) => [
      `\`${res.url.startsWith(baseUrl) ? res.url.slice(baseUrl.length) || '/' : res.url}\``,
      res.kind,
      res.encoding || 'identity',
      kb(res.transferBytes),
      res.gzipBytes === undefined ? '' : kb(res.gzipBytes),
    ]);
}

function auditLines(audits: readonly FailingAudit[]): string[] {
  return audits.flatMap((a) => [
    `- ${a.category} \`${a.id}\`: ${a.title} (score ${a.score}${a.displayValue ? `, ${a.displayValue}` : ''}${a.weight === 0 ? ', weight 0: not counted in the score' : ''})`,
    ...a.items.map((item) => `  - \`${item.replace(/`/g, "'")}\``),
  ]);
}

/** The text between the web markers of bench/README.md. */
export function readmeSection(results: WebResults): string {
  const { machine: m, lighthouse: lh } = results;
  const lazyOver = results.lazyChunks.filter((c) => c.gzipBytes > budgetLimits.lazyChunkGzip);
  const lines = [
    '## web: page weight and Lighthouse',
    '',
    `Last run ${when(results.date)} on ${m.cpus} × ${m.cpuModel}, ${m.memoryGiB} GiB RAM, Node ${m.node}, ${m.browser}, ` +
      'against the production build served by the built server. KB = 1024 bytes.',
    '',
    '### Budgets',
    '',
    ...table(['Budget', 'Limit', 'Measured', 'Result'], results.budgets.map((b) => [b.name, b.limit, b.measured, b.pass ? 'pass' : '**MISSED**'])),
    '',
    '### First visit per route',
    '',
    'What a first visit (empty cache) downloads until the network is idle. "sent" is the encoded size on the wire ' +
      '(Chromium negotiates brotli); "gzip" is `gzip -9` of the same files, the unit of the budget.',
    '',
    ...table(routeHeader, results.routes.map(routeRow)),
    '',
    ...results.routes.flatMap((r) => r.problems.map((p) => `- **Warning** \`${r.route}\`: ${p}`)),
    '',
    ...results.routes.flatMap((r) => [
      `<details><summary><code>${r.route}</code>: ${r.requests} requests</summary>`,
      '',
      ...table(['File', 'Kind', 'Encoding', 'Sent KB', 'gzip KB'], fileRows(r, results.baseUrl)),
      '',
      '</details>',
      '',
    ]),
    '### Lazy chunks',
    '',
    `JS files not loaded by the first visit of \`/\`, largest first${lazyOver.length > 0 ? ` (${lazyOver.length} over the 30 KB budget)` : ''}.`,
    '',
    ...table(
      ['Chunk', 'Raw KB', 'gzip KB', 'Loaded by', 'Budget'],
      results.lazyChunks.map((c) => [
        `\`${c.file}\``,
        kb(c.rawBytes),
        kb(c.gzipBytes),
        c.loadedBy.map((r) => `\`${r}\``).join(', '),
        c.gzipBytes > budgetLimits.lazyChunkGzip ? '**over 30 KB**' : 'ok',
      ]),
    ),
    '',
    `### Lighthouse ${lh.lighthouseVersion} (mobile preset, \`/\`)`,
    '',
    `Median of ${lh.runs} runs by performance score (runs: ${lh.performanceRuns.join(', ')}).`,
    '',
    ...table(
      ['Metric', 'Value'],
      [
        ['Performance score', String(lh.performance)],
        ['Accessibility score', String(lh.accessibility)],
        ['First Contentful Paint', ms(lh.metrics.fcpMs)],
        ['Largest Contentful Paint', ms(lh.metrics.lcpMs)],
        ['Total Blocking Time', ms(lh.metrics.tbtMs)],
        ['Cumulative Layout Shift', lh.metrics.cls.toFixed(3)],
        ['Speed Index', ms(lh.metrics.speedIndexMs)],
      ],
    ),
    '',
    lh.failing.length > 0 ? 'Failing audits:' : 'No failing accessibility or performance audits.',
    '',
    ...auditLines(lh.failing),
  ];
  return lines.join('\n').replace(/\n{3,}/g, '\n\n').trim();
}

function intro(m: Machine, date: string): string {
  return [
    '# Aebro benchmarks',
    '',
    'Measurements of how fast and how heavy Aebro is, each run against a fresh production build',
    'of this repository. Run one from the repository root:',
    '',
    '```sh',
    'npm run bench -- web      # page weight per route and Lighthouse (needs Chromium: apt-get install -y chromium)',
    '```',
    '',
    'They are measurements, not tests: a run never fails because a budget is missed, it prints and',
    'records which budgets are missed. Raw results are written to `bench/results/<name>.json` (git-ignored);',
    'each benchmark rewrites only its own section below.',
    '',
    `Machine (when this file was created, ${when(date)}): ${m.cpus} CPUs (\`nproc\`), ${m.cpuModel}, ${m.memoryGiB} GiB RAM,`,
    `Node ${m.node}, ${m.platform}. Each section names the machine of its own last run.`,
    '',
  ].join('\n');
}

/** Replaces the web section of bench/README.md, keeping everything outside its markers. */
export function updateReadme(file: string, results: WebResults): void {
  const start = '<!-- web:start -->';
  const end = '<!-- web:end -->';
  const block = `${start}\n${readmeSection(results)}\n${end}`;
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : intro(results.machine, results.date);
  const from = current.indexOf(start);
  const to = current.indexOf(end, from);
  const next =
    from !== -1 && to !== -1
      ? current.slice(0, from) + block + current.slice(to + end.length)
      : `${current.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(file, next);
}

export function writeJson(file: string, results: WebResults): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}

/** The console report: the same facts as the README section, in plain text. */
export function printReport(results: WebResults): void {
  const pad = (cells: string[], widths: number[]): string => cells.map((c, i) => c.padStart(widths[i] ?? 0)).join('  ');
  const widths = [16, 10, 10, 11, 11, 8, 13, 8];
  console.log('\nFirst visit per route (KB = 1024 B; "sent" = encoded on the wire, "gzip" = gzip -9 of the file)');
  console.log(pad(routeHeader, widths));
  for (const r of results.routes) console.log(pad(routeRow(r).map((c) => c.replace(/`/g, '')), widths));

  for (const r of results.routes) {
    for (const problem of r.problems) console.warn(`WARNING ${r.route}: ${problem}`);
  }

  console.log('\nLazy chunks (not loaded by the first visit of /), largest first:');
  for (const c of results.lazyChunks) {
    const flag = c.gzipBytes > budgetLimits.lazyChunkGzip ? '  OVER 30 KB' : '';
    console.log(`  ${kb(c.gzipBytes).padStart(7)} KB gzip  ${c.file}${flag}`);
  }

  const lh = results.lighthouse;
  console.log(`\nLighthouse ${lh.lighthouseVersion}, mobile, ${lh.url} (median of ${lh.runs}: ${lh.performanceRuns.join(', ')})`);
  console.log(`  performance ${lh.performance}   accessibility ${lh.accessibility}`);
  console.log(
    `  FCP ${ms(lh.metrics.fcpMs)}  LCP ${ms(lh.metrics.lcpMs)}  TBT ${ms(lh.metrics.tbtMs)}  ` +
      `CLS ${lh.metrics.cls.toFixed(3)}  Speed Index ${ms(lh.metrics.speedIndexMs)}`,
  );
  if (lh.failing.length > 0) {
    console.log('\nFailing Lighthouse audits:');
    for (const line of auditLines(lh.failing)) console.log(line.replace(/`/g, ''));
  }
  for (const warning of lh.runWarnings) console.warn(`Lighthouse warning: ${warning}`);

  console.log('\nBudgets:');
  for (const b of results.budgets) {
    console.log(`  ${b.pass ? 'pass  ' : 'MISSED'}  ${b.name}: ${b.measured} (budget ${b.limit})`);
  }
  const missed = results.budgets.filter((b) => !b.pass);
  console.log(missed.length === 0 ? '\nAll budgets met.' : `\n${missed.length} budget(s) missed: ${missed.map((b) => b.name).join('; ')}`);
}
