// `npm run bench -- <name> [args…]`: runs the benchmark in ./<name>/index.ts.
// Each benchmark is imported lazily so that one benchmark's dependencies never load for another.

interface Benchmark {
  run(args: string[]): Promise<void>;
}

const benchmarks: Record<string, () => Promise<Benchmark>> = {
  web: () => import('./web/index'),
  feed: () => import('./feed/index'),
  realtime: () => import('./realtime/index'),
  messages: () => import('./messages/index'),
  timing: () => import('./timing/index'),
  faults: () => import('./faults/index'),
};

function usage(): string {
  return [
    'usage: npm run bench -- <name> [args…]',
    '',
    'benchmarks:',
    ...Object.keys(benchmarks).map((name) => `  ${name}`),
  ].join('\n');
}

async function main(): Promise<void> {
  const [name, ...rest] = process.argv.slice(2);
  if (name === undefined || name === '--help' || name === '-h') {
    console.log(usage());
    process.exitCode = name === undefined ? 1 : 0;
    return;
  }
  const load = Object.hasOwn(benchmarks, name) ? benchmarks[name] : undefined;
  if (!load) {
    console.error(`unknown benchmark "${name}"\n\n${usage()}`);
    process.exitCode = 1;
    return;
  }
  const benchmark = await load();
  await benchmark.run(rest);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
