import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface Machine {
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
  node: string;
  platform: string;
}

export function machineInfo(): Machine {
  return {
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
  };
}

export const machineLine = (m: Machine): string =>
  `${m.cpus} × ${m.cpuModel}, ${m.memoryGiB} GiB RAM, Node ${m.node}, ${m.platform}`;

/** 2026-01-31 14:05 UTC: readable, and the same on every machine. */
export const when = (iso: string): string => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** A Markdown table; columns whose header ends with a unit or is numeric are right-aligned. */
export function table(header: string[], rows: string[][], rightAligned: number[] = []): string[] {
  const escape = (cell: string): string => cell.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map((_, i) => (rightAligned.includes(i) ? '---:' : '---')).join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(escape).join(' | ')} |`),
  ];
}

/** Replaces the text between `<!-- name:start -->` and `<!-- name:end -->`, keeping the rest. */
/** A benchmark's target as its README section shows it. */
export interface TargetRow {
  name: string;
  target: string;
  measured: string;
  met: boolean;
}

/** The '### Targets' block of a README section: the table, then whether all were met. */
export function targetsSection(targets: readonly TargetRow[]): string[] {
  const missed = targets.filter((t) => !t.met);
  return [
    '### Targets',
    '',
    ...table(
      ['Target', 'Limit', 'Measured', 'Result'],
      targets.map((t) => [t.name, t.target, t.measured, t.met ? 'met' : '**MISSED**']),
    ),
    '',
    missed.length === 0
      ? 'All targets are met.'
      : `**Missed:** ${missed.map((t) => t.name).join('; ')}.`,
  ];
}

export function updateReadmeSection(file: string, name: string, body: string): void {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${body.trim()}\n${end}`;
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Aebro benchmarks\n';
  const from = current.indexOf(start);
  const to = current.indexOf(end, from);
  const next =
    from !== -1 && to !== -1
      ? current.slice(0, from) + block + current.slice(to + end.length)
      : `${current.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(file, next);
}

export function writeJson(file: string, value: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

export const mib = (bytes: number): string => (bytes / 1024 ** 2).toFixed(0);
export const kib = (bytes: number): string => (bytes / 1024).toFixed(1);
