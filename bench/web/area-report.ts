import type { AreaTiming, WaterfallRequest } from './areas';
import type { AreaResults, WebResults } from './report';
import { kb } from './units';

/** The areas' part of the report: their table, and the waterfall of the slowest. */

export const areaHeader = [
  'Area',
  'Content shown ms',
  'FCP ms',
  'Performance',
  'Accessibility',
  'LH FCP ms',
  'LH LCP ms',
  'LH TBT ms',
  'JS + CSS gzip KB',
];

/** One row per area: its phone-profile timing, its own Lighthouse run and its page weight. */
export function areaRows(results: WebResults): string[][] {
  const areas = results.areas;
  if (!areas) return [];
  const round = (value: number | undefined): string =>
    value === undefined || !Number.isFinite(value) ? '' : String(Math.round(value));
  return areas.timings.map((t) => {
    const lh = areas.lighthouse[t.route];
    const weight = results.routes.find(
      (r) => r.route === t.route && r.signedIn && r.dataSaver !== 'on' && !r.scrolled,
    );
    return [
      `\`${t.route}\``,
      t.runs > 0 ? round(t.contentShownMs) : 'not measured',
      round(t.fcpMs),
      lh ? String(lh.performance) : '',
      lh ? String(lh.accessibility) : '',
      round(lh?.metrics.fcpMs),
      round(lh?.metrics.lcpMs),
      round(lh?.metrics.tbtMs),
      weight ? kb(weight.gzip.js + weight.gzip.css) : '',
    ];
  });
}

/** An Event Timing duration; 0 means every event of the interaction was under the API's 16 ms floor. */
export const inpText = (value: number): string =>
  value > 0 ? `${Math.round(value)} ms` : '< 16 ms';

/** The area whose content shows last: the one whose waterfall is worth reading. */
export function slowestArea(areas: AreaResults | undefined): AreaTiming | undefined {
  return [...(areas?.timings ?? [])]
    .filter((t) => t.runs > 0)
    .sort((a, b) => b.contentShownMs - a.contentShownMs)[0];
}

/** What a request is for: API data, texts (the locale chunks), or Chromium's resource type. */
export function requestKind(r: WaterfallRequest): string {
  if (r.url.startsWith('/api/')) return 'api';
  // Texts are chunks of their own: frame-texts.en-*.js, communities.en-*.js, en-*.js.
  if (/(^|[/.-])(en|am|ti)-[\w-]+\.js$/.test(r.url) || /\.json(\?|$)/.test(r.url)) return 'texts';
  return r.type.toLowerCase();
}

/**
 * The visit in waves: requests that overlap in time, separated by moments with nothing in flight
 * (the main thread at work on what came before). A screen that waits on its code, then its texts,
 * then its data shows one wave per step.
 */
export function waveLines(t: AreaTiming): string[] {
  const requests = [...t.waterfall].sort((a, b) => a.startMs - b.startMs);
  const waves: { start: number; end: number; requests: WaterfallRequest[] }[] = [];
  for (const r of requests) {
    const end = Number.isFinite(r.endMs) ? r.endMs : r.startMs;
    const wave = waves.at(-1);
    if (wave && r.startMs <= wave.end) {
      wave.end = Math.max(wave.end, end);
      wave.requests.push(r);
    } else waves.push({ start: r.startMs, end, requests: [r] });
  }
  let previousEnd: number | undefined;
  return waves.map((wave, i) => {
    const kinds = new Map<string, number>();
    for (const r of wave.requests) kinds.set(requestKind(r), (kinds.get(requestKind(r)) ?? 0) + 1);
    const api = wave.requests.filter((r) => requestKind(r) === 'api').map((r) => r.url);
    const idle =
      previousEnd === undefined
        ? ''
        : `, after ${Math.round(wave.start - previousEnd)} ms with nothing in flight`;
    previousEnd = wave.end;
    const marks = [
      t.fcpMs !== undefined && t.fcpMs >= wave.start && t.fcpMs <= wave.end ? 'first paint' : '',
      t.contentShownMs >= wave.start && t.contentShownMs <= wave.end ? 'content shown' : '',
    ].filter(Boolean);
    return (
      `${i + 1}. ${Math.round(wave.start)}–${Math.round(wave.end)} ms${idle}: ` +
      [...kinds].map(([kind, count]) => `${count} ${kind}`).join(', ') +
      (api.length > 0 ? ` (${api.join(', ')})` : '') +
      (marks.length > 0 ? `; ${marks.join(' and ')} during it` : '')
    );
  });
}

/**
 * The requests of a visit as text lines, in the order they started: start and end from navigation
 * start, a bar on a 50 ms grid, what it is, and who asked for it; the content and FCP marked.
 */
export function waterfallLines(t: AreaTiming): string[] {
  const step = 50;
  const ends = t.waterfall.map((r) => (Number.isFinite(r.endMs) ? r.endMs : r.startMs));
  const last = Math.max(t.contentShownMs, ...ends);
  const width = Math.min(60, Math.ceil(last / step) + 1);
  const scale = Math.max(step, Math.ceil(last / width / step) * step);
  const bar = (from: number, to: number, mark = '█'): string => {
    const a = Math.floor(from / scale);
    const b = Math.max(a + 1, Math.ceil(to / scale));
    return `${' '.repeat(a)}${mark.repeat(b - a)}`.padEnd(width + 1);
  };
  const short = (url: string): string => (url.length > 70 ? `${url.slice(0, 67)}…` : url);
  const lines = [
    `one █ = ${scale} ms; times in ms from navigation start`,
    '',
    ...t.waterfall.map((r) => {
      const end = Number.isFinite(r.endMs) ? Math.round(r.endMs) : NaN;
      return [
        String(Math.round(r.startMs)).padStart(5),
        (Number.isFinite(end) ? String(end) : '…').padStart(6),
        bar(r.startMs, Number.isFinite(r.endMs) ? r.endMs : last),
        requestKind(r).padEnd(10),
        short(r.url),
        r.initiator ? ` ← ${short(r.initiator)}` : '',
        r.failed ? ` (failed: ${r.failed})` : '',
      ].join(' ');
    }),
    ...(t.fcpMs !== undefined
      ? [
          `${String(Math.round(t.fcpMs)).padStart(5)}        ${bar(t.fcpMs, t.fcpMs, '▲')} first contentful paint`,
        ]
      : []),
    `${String(Math.round(t.contentShownMs)).padStart(5)}        ${bar(t.contentShownMs, t.contentShownMs, '▲')} content shown (${t.content})`,
  ];
  return lines.map((line) => line.trimEnd());
}
