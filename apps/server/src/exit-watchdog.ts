import { Worker } from 'node:worker_threads';

/**
 * Kills this process after `ms` from a thread of its own. The main thread's timers fire only when it
 * is free; one busy for long stretches (a start on a loaded machine, a blocking write) would hold
 * the exit past a container's grace period, which then kills anyway. This makes that end certain.
 */
export function killAfter(ms: number): void {
  const worker = new Worker(
    `const { workerData } = require('node:worker_threads');
     setTimeout(() => process.kill(workerData.pid, 'SIGKILL'), workerData.ms);`,
    { eval: true, workerData: { pid: process.pid, ms } },
  );
  worker.unref();
}
