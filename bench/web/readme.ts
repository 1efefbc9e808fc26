import fs from 'node:fs';
import { phoneProfile } from './areas';
import {
  areaHeader,
  areaRows,
  inpText,
  slowestArea,
  waterfallLines,
  waveLines,
} from './area-report';
import {
  auditLines,
  budgetLimits,
  kb,
  ms,
  routeHeader,
  dataSaverRows,
  routeLabel,
  routeRow,
  when,
  type Machine,
  type WebResults,
} from './report';
import type { LighthouseSummary } from './lighthouse-audit';
import type { RouteWeight } from './page-weight';

function table(header: string[], rows: string[][]): string[] {
  const escape = (cell: string): string => cell.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map((h, i) => (i === 0 ? '---' : /KB|Requests|Score|\bms\b|Performance|Accessibility/.test(h) ? '---:' : '---')).join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(escape).join(' | ')} |`),
  ];
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

/** The load average beside the figures: above about one per core, times and scores measure the load. */
function loadLines(results: WebResults): string[] {
  if (!results.load) return [];
  const three = (values: number[]) => values.map((v) => v.toFixed(2)).join(', ');
  // The run itself keeps the cores busy (the server, Chromium, Lighthouse): what says that other
  // work shared the machine is the load of the minute before the measuring began.
  const busy = (results.load.start[0] ?? 0) > results.machine.cpus;
  return [
    '',
    `Load average (1, 5, 15 min) when the measuring began: ${three(results.load.start)}; at the end: ` +
      `${three(results.load.end)} (${results.machine.cpus} cores; the run itself keeps them busy).` +
      (busy
        ? ' **The machine was busy**: the page weights below hold, but the Lighthouse scores, the times on a phone and ' +
          'the responsiveness figures measure the load as much as the pages; take them again on a quiet machine.'
        : ''),
  ];
}

/** The text between the web markers of bench/README.md. */
export function readmeSection(results: WebResults): string {
  const { machine: m, lighthouse: lh } = results;
  const lazyOver = results.lazyChunks.filter((c) => c.gzipBytes > budgetLimits.lazyChunkGzip);
  const lines = [
    '## web: page weight and Lighthouse',
    '',
    `Last run ${when(results.date)} on ${m.cpus} × ${m.cpuModel}, ${m.memoryGiB} GiB RAM, Node ${m.node}, ${m.browser}, ` +
      `against the production build served by the built server${
        results.front === 'nginx'
          ? ' behind nginx with deploy/nginx.conf (TLS, HTTP/2), as in production'
          : ' alone (HTTP/1.1, no TLS)'
      }. KB = 1024 bytes.`,
    ...loadLines(results),
    '',
    '### Budgets',
    '',
    ...table(
      ['Budget', 'Limit', 'Measured', 'Result'],
      results.budgets.map((b) => [b.name, b.limit, b.measured, b.pass ? 'pass' : '**MISSED**']),
    ),
    '',
    '### First visit per route',
    '',
    'What a first visit (empty cache) downloads until the network is idle. "sent" is the encoded size on the wire ' +
      '(Chromium negotiates brotli); "gzip" is `gzip -9` of the same files, the unit of the budget.',
    '',
    ...table(routeHeader, results.routes.map(routeRow)),
    '',
    ...(results.signedIn
      ? [
          `"signed in": a first visit (empty cache) with a member's session cookie; the member follows ${results.signedIn.authors} ` +
            `authors whose ${results.signedIn.posts} posts (one photo each, uploaded and posted through the API) fill the home feed.`,
          '',
        ]
      : []),
    ...((rows) =>
      rows
        ? [
            '### Data saver',
            '',
            'The signed-in `/dashboard` (the same member and feed) with Settings → Appearance → Data saver ' +
              'off and on, each a first visit, as opened (the first screen; photos further down load as they near ' +
              "the screen) and after scrolling a screen at a time to the end of the feed's first page. With data " +
              'saver on, the photos are placeholders with their size that load the smallest copy on a tap.',
            '',
            ...table(['Signed-in /dashboard', 'Data saver off', 'Data saver on', 'Saved'], rows),
            '',
          ]
        : [])(dataSaverRows(results.routes)),
    ...results.routes.flatMap((r) => r.problems.map((p) => `- **Warning** ${routeLabel(r)}: ${p}`)),
    '',
    ...results.routes.flatMap((r) => [
      `<details><summary>${routeLabel(r).replace(/`([^`]+)`/, '<code>$1</code>')}: ${r.requests} requests</summary>`,
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
    ...lighthouseLines(lh, '`/`'),
    ...(results.signedIn
      ? ['', ...lighthouseLines(results.signedIn.lighthouse, '`/dashboard` signed in')]
      : []),
    ...(results.authLighthouse
      ? ['', ...lighthouseLines(results.authLighthouse, '`/auth` signed out')]
      : []),
    ...areaLines(results),
  ];
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The areas on a phone (issues 32 and 35): content shown, Lighthouse per area, responsiveness, a waterfall. */
function areaLines(results: WebResults): string[] {
  const areas = results.areas;
  if (!areas) return [];
  const p = phoneProfile;
  const seed = areas.seed;
  const slowest = slowestArea(areas);
  const lighthouseRuns = Object.values(areas.lighthouse)[0]?.runs ?? 0;
  return [
    '',
    '### Areas on a phone',
    '',
    `Each area's first visit (empty cache) as the signed-in member, on a phone profile: the CPU ${p.cpuSlowdown}× slower ` +
      `and a slow-4G-like network (${p.latencyMs} ms added to each request, ${(p.downloadKbps / 1024).toFixed(1)} Mbps down, ${p.uploadKbps} Kbps up), ` +
      `emulated through the DevTools protocol in a ${p.viewport.width} × ${p.viewport.height} viewport. ` +
      '"Content shown" is the time from navigation start to the frame after the area\'s content ' +
      '(the selector below: real content, not a placeholder) is visible, the median of ' +
      `${areas.timings[0]?.runs ?? 0} visits; "FCP" is that visit's first contentful paint. Performance, accessibility ` +
      `and the "LH" columns are the area's own Lighthouse mobile run (median of ${lighthouseRuns}, simulated throttling). ` +
      `The member belongs to a public community of ${seed.communityMembers} members with ${seed.communityPosts} posts, ` +
      `goes to an upcoming public event in it, has a conversation of ${seed.messages} messages, and a service is listed.`,
    '',
    ...table(areaHeader, areaRows(results)),
    '',
    ...table(
      ['Area', 'Content selector', 'Content shown runs ms'],
      areas.timings.map((t) => [
        `\`${t.route}\``,
        `\`${t.content}\``,
        t.contentShownRuns.join(', ') || t.problems.join('; '),
      ]),
    ),
    '',
    ...areas.timings.flatMap((t) =>
      t.problems.map((problem) => `- **Warning** \`${t.route}\`: ${problem}`),
    ),
    '',
    '### Responsiveness on a phone',
    '',
    `Each input on a settled screen (its fetches done), on the same phone profile, ${areas.interactions[0]?.runs ?? 0} times. ` +
      '"Event duration" is what INP counts: the Event Timing duration of the interaction, from the input to the next ' +
      'paint (the longest of its events; the API reports nothing under 16 ms). "Change shown" runs on to the frame ' +
      "after the change it asked for is on the page (e.g. the post's own page after its code, texts and data).",
    '',
    ...table(
      [
        'Interaction',
        'Where',
        'Event duration',
        'Change shown',
        'Runs (event duration; change shown)',
      ],
      areas.interactions.map((i) => [
        `${i.name}: ${i.what}`,
        `\`${i.route}\``,
        i.runs > 0 ? inpText(i.inpMs) : 'not measured',
        i.runs > 0 ? ms(i.changeShownMs) : '',
        i.runs > 0
          ? `${i.inpRuns.map(inpText).join(', ')}; ${i.changeShownRuns.join(', ')} ms`
          : i.problems.join('; '),
      ]),
    ),
    '',
    ...(slowest
      ? [
          `### Where the time goes: \`${slowest.route}\``,
          '',
          `The slowest area's median visit on the phone profile, request by request in the order they started ` +
            '(← who asked for it: the document, a stylesheet, the script whose code fetched it, or "(script)" for a chunk ' +
            'a script imported or preloaded), ' +
            'to see whether the screen waits on chunks, texts and data one after the other.',
          '',
          `Content shown at ${ms(slowest.contentShownMs)}. The visit in waves (requests that overlap, ` +
            'separated by moments with nothing in flight, when the main thread works on what came before):',
          '',
          ...waveLines(slowest),
          '',
          '```text',
          ...waterfallLines(slowest),
          '```',
        ]
      : []),
    '',
    ...Object.entries(areas.lighthouse)
      .filter(([route]) => route !== '/dashboard')
      .flatMap(([route, lh]) => [
        `<details><summary>Lighthouse, <code>${route}</code> signed in: performance ${lh.performance}, accessibility ${lh.accessibility}</summary>`,
        '',
        ...lighthouseLines(lh, `\`${route}\` signed in`).slice(2),
        '',
        '</details>',
        '',
      ]),
  ];
}

function lighthouseLines(lh: LighthouseSummary, where: string): string[] {
  return [
    `### Lighthouse ${lh.lighthouseVersion} (mobile preset, ${where})`,
    '',
    `Median of ${lh.runs} runs by performance score (runs: ${lh.performanceRuns.join(', ')}); ` +
      `the host's CPU by Lighthouse's benchmark index: ${lh.benchmarkIndexes.join(', ')}.`,
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
    'npm run bench -- web --no-build --lighthouse-runs 5   # reuse the current build, take the median of 5 Lighthouse runs',
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
  const current = fs.existsSync(file)
    ? fs.readFileSync(file, 'utf8')
    : intro(results.machine, results.date);
  const from = current.indexOf(start);
  const to = current.indexOf(end, from);
  const next =
    from !== -1 && to !== -1
      ? current.slice(0, from) + block + current.slice(to + end.length)
      : `${current.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(file, next);
}
