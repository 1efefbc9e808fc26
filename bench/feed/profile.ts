import fs from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileShare {
  name: string;
  /** Share of the busy (non-idle) samples in the window, 0–1. */
  share: number;
}

export interface ProfileSummary {
  busySeconds: number;
  byPackage: ProfileShare[];
  byFunction: ProfileShare[];
}

/** Where a function lives: an npm package, Node's own code, our bundle, or a V8 pseudo-frame. */
function owner(url: string, functionName: string): string {
  if (url === '')
    return functionName.startsWith('(') ? functionName : `(native) ${functionName || '?'}`;
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match?.[1]) return match[1];
  if (url.startsWith('node:')) return 'node: (http, streams, crypto…)';
  if (url.includes('apps/server/dist/main.js')) return 'apps/server (our bundle)';
  return path.basename(url);
}

function top(map: Map<string, number>, total: number, count: number): ProfileShare[] {
  return [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, value]) => ({ name, share: value / total }));
}

/**
 * Self time per package and per function over the last `windowSeconds` of a V8 CPU profile (the
 * load phase; start-up and shutdown fall outside), idle time excluded.
 */
export function summarizeProfile(file: string, windowSeconds: number): ProfileSummary {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const times: number[] = [];
  let t = 0;
  for (const delta of profile.timeDeltas) times.push((t += delta));
  const end = times.at(-1) ?? 0;
  const from = end - windowSeconds * 1e6;
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const at = times[i] ?? 0;
    if (at < from) return;
    const weight = profile.timeDeltas[i + 1] ?? 0;
    const frame = nodes.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)') return;
    busy += weight;
    const pkg = owner(frame.url, frame.functionName);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + weight);
    const fn = `${frame.functionName || '(anonymous)'} (${pkg})`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + weight);
  });
  return {
    busySeconds: busy / 1e6,
    byPackage: top(byPackage, busy, 12),
    byFunction: top(byFunction, busy, 12),
  };
}

export function findProfile(dir: string): string {
  const file = fs.readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no .cpuprofile was written to ${dir}`);
  return path.join(dir, file);
}
