import { performance } from 'node:perf_hooks';

export interface Timing {
  /** Median time of one run, milliseconds. */
  medianMs: number;
  runs: number;
}

/**
 * Runs `work` after a warm-up until `minRuns` runs and `minMs` have passed; reports the median. `before`
 * runs ahead of each run, untimed.
 */
export async function measure(
  work: () => Promise<unknown>,
  options: { minRuns?: number; minMs?: number; before?: () => Promise<unknown> } = {},
) {
  const minRuns = options.minRuns ?? 20;
  const minMs = options.minMs ?? 1000;
  const before = options.before ?? (async () => undefined);
  for (let warm = 0; warm < 3; warm++) {
    await before();
    await work();
  }
  const samples: number[] = [];
  const started = performance.now();
  while (samples.length < minRuns || performance.now() - started < minMs) {
    await before();
    const t0 = performance.now();
    await work();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return { medianMs: samples[Math.floor(samples.length / 2)]!, runs: samples.length } satisfies Timing;
}

export interface BenchResult {
  name: string;
  /** What the ratio means, in a sentence. */
  meaning: string;
  baseline: { label: string; value: string };
  subject: { label: string; value: string };
  ratio: number;
  target: string;
  met: boolean;
}
