import { performance } from 'node:perf_hooks';
import { sellerProfile, TokenAuthority, type RequestLogEntry } from '@seller-helper/wb-emulator';
import { loadConfig } from '../../../apps/server/src/config.ts';
import { spawnWbEmulator } from '../../../apps/server/src/demo/demo-emulator.ts';
import type { DatabaseHandle } from '../../../apps/server/src/db/client.ts';
import type { JobQueue, JobServices } from '../../../apps/server/src/jobs/queue.ts';
import { createLogger } from '../../../apps/server/src/logger.ts';
import { DATASETS } from '../../../apps/server/src/modules/sync/datasets.ts';
import { createCompany, syncUntilDone } from '../../../apps/server/test/support/sync-kit.ts';
import type { DatabaseKind } from '../bench-database.ts';
import type { BenchResult } from '../measure.ts';

const CATEGORIES = [
  'content',
  'prices',
  'statistics',
  'finance',
  'marketplace',
  'supplies',
  'promotion',
  'analytics',
] as const;

export interface LimitsMinimum {
  /** The shortest time WB's buckets allow for these requests, ms of real (scaled) time. */
  minimumMs: number;
  /** The group that sets it. */
  bottleneck: string;
  requests: number;
}

/**
 * Each WB limit group is a bucket of its own: it lets `burst` requests go at once and then one per
 * period / limit. No schedule can end before the busiest bucket has let its last request through,
 * so that bucket's time is the minimum (groups are independent, datasets run side by side).
 */
export function limitsMinimum(log: readonly RequestLogEntry[], timeScale: number): LimitsMinimum {
  const groups = new Map<string, { count: number; intervalMs: number; burst: number }>();
  for (const entry of log) {
    if (!entry.group || !entry.limit || entry.status === 429) continue;
    const group = groups.get(entry.group) ?? {
      count: 0,
      intervalMs: entry.limit.periodMs / entry.limit.limit,
      burst: entry.limit.burst,
    };
    group.count++;
    groups.set(entry.group, group);
  }
  let minimumMs = 0;
  let bottleneck = '—';
  for (const [name, group] of groups) {
    const ms = (Math.max(0, group.count - group.burst) * group.intervalMs) / timeScale;
    if (ms > minimumMs) [minimumMs, bottleneck] = [ms, name];
  }
  return { minimumMs, bottleneck, requests: log.length };
}

/** When each limit group's first and last request came, seconds after the sync began: the latest first. */
function groupSpans(log: readonly RequestLogEntry[], startedAtMs: number): string[] {
  const spans = new Map<string, { first: number; last: number }>();
  for (const entry of log) {
    const name = entry.group ?? entry.path;
    const at = (Date.parse(entry.time) - startedAtMs) / 1000;
    const span = spans.get(name) ?? { first: at, last: at };
    spans.set(name, { first: Math.min(span.first, at), last: Math.max(span.last, at) });
  }
  return [...spans]
    .sort((a, b) => b[1].last - a[1].last)
    .slice(0, 8)
    .map(([name, span]) => `${name} ${span.first.toFixed(1)}–${span.last.toFixed(1)} с`);
}

function groupCounts(log: readonly RequestLogEntry[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const entry of log) counts[entry.group ?? entry.path] = (counts[entry.group ?? entry.path] ?? 0) + 1;
  return counts;
}

/**
 * Each 429 as its group and how long after the group's previous request let through it arrived, against the
 * group's interval: a gap a little short of the interval is a request held up on its way (the client's margin
 * too small for the machine), a much shorter one two requests sent where one was due.
 */
export function limitedArrivals(
  log: readonly RequestLogEntry[],
  timeScale: number,
  stalls: readonly LoopStall[] = [],
): string[] {
  const lastLetThrough = new Map<string, { at: number; heldMs?: number }>();
  const found: string[] = [];
  for (const entry of log) {
    if (!entry.group || !entry.limit) continue;
    const bucket = `${entry.seller ?? ''}|${entry.group}`;
    const at = Date.parse(entry.time);
    if (entry.status !== 429) {
      lastLetThrough.set(bucket, { at, heldMs: entry.heldMs });
      continue;
    }
    const previous = lastLetThrough.get(bucket);
    const before = previous?.at;
    const intervalS = entry.limit.periodMs / entry.limit.limit / timeScale / 1000;
    const gap =
      before === undefined ? 'первый в группе' : `через ${((at - before) / 1000).toFixed(2)} с после пропущенного`;
    // The request before it sent late: it left this process only when its event loop ran again.
    const held = before === undefined ? undefined : stalls.find((s) => Math.abs(before - s.to) < STALL_NEAR_MS);
    const late = held
      ? `, пропущенный ушёл сразу после остановки цикла событий синхронизации на ${((held.to - held.from) / 1000).toFixed(2)} с`
      : '';
    // Or it reached WB on time and WB (the emulator, on the same machine) counted it late.
    const counted = previous?.heldMs
      ? `, пропущенный эмулятор отметил с опозданием до ${(previous.heldMs / 1000).toFixed(2)} с (его цикл событий был занят)`
      : '';
    found.push(`«${entry.group}»: ${gap}, интервал ${intervalS.toFixed(2)} с${late}${counted}`);
  }
  return found;
}

/** A time this process's event loop ran nothing else: a long synchronous task (parsing a large answer). */
export interface LoopStall {
  from: number;
  to: number;
}

const STALL_TICK_MS = 50;
/** A pause of the loop counted as a stall. */
const STALL_MS = 500;
/** A request that reached WB this close to a stall's end (as the 50 ms ticker saw it) was most likely held by it. */
const STALL_NEAR_MS = 300;

/** Records the event loop's stalls from now on, until `stop`. */
function watchStalls(): { stalls: LoopStall[]; stop(): void } {
  const stalls: LoopStall[] = [];
  let last = Date.now();
  const timer = setInterval(() => {
    const now = Date.now();
    if (now - last > STALL_MS) stalls.push({ from: last, to: now });
    last = now;
  }, STALL_TICK_MS);
  return { stalls, stop: () => clearInterval(timer) };
}

/**
 * The seller's size for each database: the million-row seller (scale 10) on a PostgreSQL server,
 * the demo's embedded PGlite at scale 1, since it holds its whole database in this process's memory.
 */
function sellerScale(kind: DatabaseKind): number {
  return kind === 'PostgreSQL' ? Number(process.env.BENCH_SCALE ?? 10) : Number(process.env.BENCH_PGLITE_SCALE ?? 1);
}

/** A company's first full sync of every dataset from a generated seller, against WB's (time-scaled) limits. */
export async function firstSync(database: DatabaseHandle, kind: DatabaseKind): Promise<BenchResult> {
  const scale = sellerScale(kind);
  const timeScale = Number(process.env.BENCH_TIME_SCALE ?? 6);
  // WB in a process of its own, as in demo mode: its page building never delays this process's requests.
  const seed = 42;
  const emulator = await spawnWbEmulator([
    '--seed',
    String(seed),
    '--scale',
    String(scale),
    '--time-scale',
    String(timeScale),
    '--anchor-date',
    '2026-11-20',
  ]);
  const companyId = 190_000_001;
  await createCompany(database, companyId);
  const services: JobServices = {
    config: loadConfig({ DEMO_MODE: 'true', LOG_LEVEL: 'silent', WB_TIME_SCALE: String(timeScale) }),
    db: database.db,
    // Verbose: a failed step (WB's timeout, a 5xx) shows, since its retry costs the run time.
    logger: createLogger(process.env.BENCH_VERBOSE ? 'warn' : 'silent'),
    // Follow-up jobs are not queued here: every dataset is run to its end directly.
    jobs: {} as JobQueue,
    wbBaseUrl: emulator.url,
  };
  const token = new TokenAuthority(seed, sellerProfile(seed).sid).issue({
    type: 'personal',
    categories: [...CATEGORIES],
  });
  const watch = watchStalls();
  const started = performance.now();
  const startedAtMs = Date.now();
  const finishedAt = new Map<string, number>();
  const outcomes = await Promise.all(
    DATASETS.map(async (dataset) => {
      const outcome = await syncUntilDone(services, companyId, dataset, async () => [token]);
      finishedAt.set(dataset, performance.now() - started);
      return outcome;
    }),
  );
  if (process.env.BENCH_VERBOSE) {
    for (const [dataset, ms] of finishedAt) process.stdout.write(`    ${dataset}: ${(ms / 1000).toFixed(1)} с\n`);
  }
  const elapsedMs = performance.now() - started;
  watch.stop();
  const requests = (await (await fetch(`${emulator.url}/_emulator/requests`)).json()) as RequestLogEntry[];
  await emulator.close();
  const failed = outcomes.filter((outcome) => outcome.kind !== 'done');
  if (failed.length) throw new Error(`first sync did not finish: ${JSON.stringify(failed)}`);
  const minimum = limitsMinimum(requests, timeScale);
  const limited = requests.filter((entry) => entry.status === 429);
  const tooMany = limited.length;
  if (process.env.BENCH_VERBOSE) {
    process.stdout.write(`    запросы: ${JSON.stringify(groupCounts(requests))}\n`);
    process.stdout.write(`    первый и последний запрос групп: ${JSON.stringify(groupSpans(requests, startedAtMs))}\n`);
    process.stdout.write(
      `    429: ${JSON.stringify(limited.map((entry) => `${entry.time.slice(11, 23)} ${entry.group}`))}\n`,
    );
    const stallTimes = watch.stalls.map((s) => `${new Date(s.from).toISOString().slice(11, 23)} +${s.to - s.from} мс`);
    process.stdout.write(`    остановки цикла событий: ${JSON.stringify(stallTimes)}\n`);
    const held = requests
      .filter((entry) => entry.heldMs)
      .map((entry) => `${entry.time.slice(11, 23)} ${entry.group ?? entry.path} ${entry.heldMs} мс`);
    process.stdout.write(`    запросы, отмеченные эмулятором с опозданием: ${JSON.stringify(held)}\n`);
  }
  // Which of WB's limits a 429 came from, and how soon after the group's last request let through it
  // arrived: the place to look when the budget's «без 429» fails.
  const limitedGroups = limitedArrivals(requests, timeScale, watch.stalls).join(', ');
  const longest = [...watch.stalls].sort((a, b) => b.to - b.from - (a.to - a.from))[0];
  const ratio = elapsedMs / minimum.minimumMs;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} с`;
  return {
    name: `Первая синхронизация (${kind}, масштаб ${scale})`,
    meaning: `полная первая синхронизация продавца масштаба ${scale} (лимиты WB ускорены в ${timeScale} раз) против минимума, который допускают лимиты WB для тех же ${minimum.requests} запросов (узкое место — группа «${minimum.bottleneck}»); ответов 429: ${tooMany}${tooMany ? ` (${limitedGroups})` : ''}; остановок цикла событий синхронизации дольше ${STALL_MS} мс: ${watch.stalls.length}${longest ? `, самая долгая ${((longest.to - longest.from) / 1000).toFixed(2)} с` : ''}`,
    baseline: { label: 'минимум по лимитам WB', value: seconds(minimum.minimumMs) },
    subject: { label: 'синхронизация', value: seconds(elapsedMs) },
    ratio,
    target: '≤ 1.1, без 429',
    met: ratio <= 1.1 && tooMany === 0,
  };
}
