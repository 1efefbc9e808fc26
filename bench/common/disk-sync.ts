import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * How long the disk takes to make 8 KB durable (write + fdatasync), sampled every 10 ms in a worker
 * thread while a benchmark runs. Every commit waits for such a sync of the write-ahead log, so a
 * stall of the (shared, virtual) disk holds every write that commits meanwhile, whatever the app
 * does: a run reports the stalls it met beside its latencies.
 */
export interface DiskSyncProbe {
  /** Stops sampling and gives the samples' statistics. */
  stop(): Promise<DiskSyncReport>;
}

export interface DiskSyncReport {
  samples: number;
  p50Ms: number;
  worstMs: number;
  /** Samples above 20 ms. */
  stalls: number;
}

const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const fd = fs.openSync(workerData.file, 'w');
const block = Buffer.alloc(8192, 1);
const times = [];
let running = true;
parentPort.on('message', () => { running = false; });
const pause = new Int32Array(new SharedArrayBuffer(4));
(function loop() {
  while (running) {
    const t0 = performance.now();
    fs.writeSync(fd, block, 0, block.length, 0);
    fs.fdatasyncSync(fd);
    times.push(performance.now() - t0);
    Atomics.wait(pause, 0, 0, 10);
    // Let the stop message in.
    if (times.length % 10 === 0) return setImmediate(loop);
  }
  fs.closeSync(fd);
  fs.rmSync(workerData.file, { force: true });
  parentPort.postMessage(times);
})();
`;

/** Starts sampling on the file system of `dir` (the temporary directory by default). */
export function startDiskSyncProbe(dir: string = os.tmpdir()): DiskSyncProbe {
  const file = path.join(dir, `aebro-bench-sync-${process.pid}-${Date.now()}`);
  const worker = new Worker(workerSource, { eval: true, workerData: { file } });
  const result = new Promise<number[]>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    async stop() {
      worker.postMessage('stop');
      const times = (await result).sort((a, b) => a - b);
      await worker.terminate();
      return {
        samples: times.length,
        p50Ms: times[Math.floor(times.length / 2)] ?? 0,
        worstMs: times.at(-1) ?? 0,
        stalls: times.filter((time) => time > 20).length,
      };
    },
  };
}
