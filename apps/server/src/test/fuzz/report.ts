import fs from 'node:fs';
import os from 'node:os';
import type { FuzzResult } from './fuzz';

const begin = '<!-- fuzz:begin -->';
const end = '<!-- fuzz:end -->';

/** Writes the run's figures into the Fuzz section of a Markdown file (bench/README.md). */
export function writeFuzzReport(file: string, result: FuzzResult): void {
  const statuses = Object.entries(result.byStatus)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  const section = [
    begin,
    `Last run ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}: ` +
      `**${result.sent.toLocaleString('en')} requests** in ${result.seconds} s (seed ${result.seed}), ` +
      `**${result.failures.length} failures** (5xx, internals in an answer, or a rejected request that changed the database).`,
    '',
    `Answers by status: ${statuses}.`,
    ...(result.failures.length > 0
      ? [
          '',
          '| request | status | reason |',
          '|---|---|---|',
          ...result.failures
            .slice(0, 20)
            .map(
              (f) =>
                `| \`${f.request.replaceAll('|', '\\|').slice(0, 120)}\` | ${f.status} | ${f.reason} |`,
            ),
        ]
      : []),
    end,
  ].join('\n');
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const start = text.indexOf(begin);
  const stop = text.indexOf(end);
  const next =
    start >= 0 && stop > start
      ? `${text.slice(0, start)}${section}${text.slice(stop + end.length)}`
      : `${text.trimEnd()}\n\n## Fuzz (\`npm run fuzz\`)\n\n10,000 requests generated from the routes' zod schemas and hostile values (huge strings, NUL, wrong types, impossible ids and cursors, wrong content types) against every route, as a member and as a visitor.\n\n${section}\n`;
  fs.writeFileSync(file, next);
}
