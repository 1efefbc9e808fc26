import fs from 'node:fs';
import os from 'node:os';

// Linux exposes process accounting in /proc; clock ticks are 100/s on every common kernel config.
const ticksPerSecond = 100;

/** Resident set size of a process in bytes (VmRSS), NaN when it cannot be read. */
export function rssBytes(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) * 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** User + system CPU seconds a process has used so far. */
export function cpuSeconds(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may contain spaces; fields are counted after its closing ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return Number.NaN;
  }
}

/** The soft "Max open files" limit of a process. */
export function openFilesLimit(pid: number): number {
  try {
    const limits = fs.readFileSync(`/proc/${pid}/limits`, 'utf8');
    const match = /^Max open files\s+(\d+|unlimited)/m.exec(limits);
    return match?.[1] === 'unlimited' ? Number.POSITIVE_INFINITY : Number(match?.[1]);
  } catch {
    return Number.NaN;
  }
}

function machineTicks(): { busy: number; total: number } {
  const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal …: idle and iowait are not busy.
  const total = values.slice(0, 8).reduce((a, b) => a + b, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: total - idle, total };
}

export interface CpuUse {
  seconds: number;
  /** CPU cores kept busy on average: the server, this process, our database's backends, the machine. */
  server: number;
  bench: number;
  postgres: number;
  machine: number;
  /** The rest: other people's processes on a shared machine (and PostgreSQL's own background work). */
  other: number;
  cores: number;
}

const sumCpu = (pids: readonly number[]): number =>
  pids.reduce((sum, pid) => sum + (Number.isFinite(cpuSeconds(pid)) ? cpuSeconds(pid) : 0), 0);

/**
 * Starts measuring CPU use; the returned function stops and reports it. `postgresPids` are the
 * backends serving the benchmark's database, counted per pid: a pooled connection that closes
 * during the phase takes its counters with it, so only pids alive at the end are counted.
 */
export function measureCpu(
  serverPids: readonly number[],
  postgresPids: readonly number[] = [],
): (laterPostgresPids?: readonly number[]) => CpuUse {
  const start = performance.now();
  const server0 = sumCpu(serverPids);
  const postgres0 = new Map(postgresPids.map((pid) => [pid, cpuSeconds(pid)]));
  const bench0 = process.cpuUsage();
  const machine0 = machineTicks();
  return (laterPostgresPids = []) => {
    const seconds = (performance.now() - start) / 1000;
    const server1 = sumCpu(serverPids);
    let postgresSeconds = 0;
    for (const pid of new Set([...postgresPids, ...laterPostgresPids])) {
      const now = cpuSeconds(pid);
      // A backend that connected during the phase used all its CPU within it.
      if (Number.isFinite(now)) postgresSeconds += now - (postgres0.get(pid) ?? 0);
    }
    const postgres = postgresSeconds / seconds;
    const bench = process.cpuUsage(bench0);
    const machine1 = machineTicks();
    const cores = os.availableParallelism();
    const machineShare =
      (machine1.busy - machine0.busy) / Math.max(1, machine1.total - machine0.total);
    const server = (server1 - server0) / seconds;
    const benchCores = (bench.user + bench.system) / 1e6 / seconds;
    const machine = machineShare * cores;
    return {
      seconds,
      server,
      bench: benchCores,
      postgres,
      machine,
      other: Math.max(0, machine - server - benchCores - postgres),
      cores,
    };
  };
}
