import { writeFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { signIn } from '../../../apps/server/test/support/sign-in.ts';
import type { TestApp } from '../../../apps/server/test/support/test-app.ts';
import type { Seller } from '../../../apps/server/src/modules/cards/catalog-fixtures.ts';
import type { DatabaseKind } from '../bench-database.ts';
import { answerOfBundled } from '../bundled-process.ts';
import type { LoadFigures, LoadPlan } from '../load/clients.ts';
import { startApiServers, type ApiServers } from '../load/api-servers.ts';
import { fillLoadSeller } from '../load/load-seller.ts';
import { ME_ONLY, USUAL_MIX, type Mix } from '../load/mix.ts';
import type { BenchResult } from '../measure.ts';
import { changeCompany, openScreenApp } from '../screen-seller.ts';

// Many sellers' browsers at once on two API processes over PostgreSQL: the usual mix of screens against
// the same clients asking `{ me }` alone (a session check and a round trip, the floor of every answer),
// and how far each kind's slowest answers stray from its usual one under that load.

const THROUGHPUT_BUDGET = 0.5;
const TAIL_BUDGET = 3;
const API_PROCESSES = 2;
/**
 * Sessions per phase, shared by the clients in turn: the server lets one caller 600 requests a minute per
 * process, a limit meant for one person that clients asking without a pause would reach; this many keep it out
 * of the figures below about 6 000 answers a second (any answer 429 still counts as an error).
 */
const SESSIONS = 240;

interface Scope {
  scale: number;
  clients: number;
  seconds: number;
  warmupSeconds: number;
}

const FULL: Scope = { scale: 10, clients: 100, seconds: 30, warmupSeconds: 3 };
const QUICK: Scope = { scale: 1, clients: 20, seconds: 10, warmupSeconds: 1 };

const perSecond = (value: number) => `${Math.round(value).toLocaleString('ru-RU')} ответов/с`;
const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString('ru-RU')} мс`;
const load = () => os.loadavg()[0]!.toFixed(1);

/** The address of the app's scratch database, for processes of their own. */
async function databaseUrlOf(app: TestApp): Promise<string> {
  const answer = (await app.services.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const name = answer.rows[0]!.name;
  const url = new URL(process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Fresh sessions of the seller in its company, as the browser holds them: the Authorization header. */
async function sessionsOf(app: TestApp, seller: Seller): Promise<string[]> {
  const sessions: string[] = [];
  for (let i = 0; i < SESSIONS; i++) {
    sessions.push((await signIn(app, 'bench@example.com', seller.companyId)).headers.authorization!);
  }
  return sessions;
}

interface Phase {
  figures: LoadFigures;
  /** What the API processes logged as warnings and errors during the phase. */
  logged: string;
  /** Each API process's CPU over the phase, per cent of one core. */
  serverCpuPercent: number[];
  /** The load average when the phase ended (the machine is shared). */
  loadAverage: string;
}

async function phase(api: ApiServers, sessions: string[], mix: Mix, scope: Scope): Promise<Phase> {
  const { servers } = api;
  api.logged.clear();
  const plan: LoadPlan = {
    servers: servers.map((s) => s.url),
    sessions,
    clients: scope.clients,
    mix,
    warmupMs: scope.warmupSeconds * 1000,
    durationMs: scope.seconds * 1000,
  };
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'sh-bench-load-')), 'plan.json');
  writeFileSync(file, JSON.stringify(plan));
  const cpuBefore = servers.map((s) => s.cpuSeconds());
  const started = performance.now();
  const figures = await answerOfBundled<LoadFigures>(new URL('../load/clients.ts', import.meta.url), [file]);
  const seconds = (performance.now() - started) / 1000;
  const logged = [...api.logged].map(([message, times]) => `«${message}» ×${times}`).join(', ');
  return {
    figures,
    logged: logged || 'ничего',
    serverCpuPercent: servers.map((s, i) => ((s.cpuSeconds() - cpuBefore[i]!) / seconds) * 100),
    loadAverage: load(),
  };
}

const cpuOf = (p: Phase) =>
  `предупреждения и ошибки в журнале API: ${p.logged}, ЦП процессов API ${p.serverCpuPercent.map((c) => `${Math.round(c)} %`).join(' и ')}, клиентов ${Math.round(p.figures.clientCpuPercent)} % ядра, load average ${p.loadAverage}`;

function errorsOf(figures: LoadFigures): string {
  if (figures.errors === 0) return 'ошибок нет';
  const samples = figures.errorSamples.map((s) => s.replace(/\s+/g, ' ').replace(/\|/g, '/')).join('; ');
  return `ошибок ${figures.errors} (из них 429: ${figures.tooMany}, без ответа — соединение сброшено или закрыто: ${figures.broken}), например: ${samples}`;
}

/** Each kind's usual answer with one client alone: what a request costs before any waits for another's. */
const aloneOf = (alone: Phase) =>
  alone.figures.kinds.map((k) => `${k.name} ${ms(k.p50Ms)} (${kilobytes(k.answerLength)})`).join(', ') +
  `, load average ${alone.loadAverage}`;
const kilobytes = (characters: number) => `${Math.round(characters / 1024).toLocaleString('ru-RU')} КБ`;

/**
 * How often the company changes in the phases that have changes: every 10 s, about as often as a large
 * seller's syncs commit once the first sync is done (orders and sales each once a minute, stock, campaigns,
 * prices); every second, as during a first sync.
 */
const CHANGES: { everyMs: number; like: string }[] = [
  {
    everyMs: 10_000,
    like: 'как при обычных синхронизациях крупного продавца (заказы и продажи раз в минуту, остатки, кампании, цены)',
  },
  { everyMs: 1_000, like: 'как во время первой синхронизации' },
];

/**
 * A phase during which the company changes every `everyMs`: each change makes the next answer of every
 * screen in each process a read (docs/architecture.md «Cached answers»).
 */
async function phaseWithChanges(
  app: TestApp,
  seller: Seller,
  everyMs: number,
  run: () => Promise<Phase>,
): Promise<{ phase: Phase; changes: number }> {
  let changes = 0;
  let changing = Promise.resolve();
  const timer = setInterval(() => {
    changing = changing.then(async () => {
      await changeCompany(app, seller.companyId);
      changes++;
    });
  }, everyMs);
  try {
    return { phase: await run(), changes };
  } finally {
    clearInterval(timer);
    await changing;
  }
}

function results(mix: Phase, floor: Phase, alone: Phase, scope: Scope): BenchResult[] {
  const where = `${API_PROCESSES} процесса API, PostgreSQL, масштаб ${scope.scale}`;
  const load = `${scope.clients} клиентов × ${scope.seconds} с`;
  const ratio = mix.figures.perSecond / floor.figures.perSecond;
  const kinds = mix.figures.kinds.map((k) => `${k.name} ${k.answers} (p50 ${ms(k.p50Ms)}, p99 ${ms(k.p99Ms)})`);
  const throughput: BenchResult = {
    name: `Нагрузка: ${load}, обычная смесь (${where})`,
    meaning: `${scope.clients} клиентов без пауз ${scope.seconds} с (после ${scope.warmupSeconds} с разогрева) спрашивают то, что открывает браузер продавца (главная — каждый шестой запрос; карточки, заказы, отчёт за месяц, остатки, кампании и \`{ me }\` поровну), запросами самого веб-приложения, у двух процессов API (сборка \`npm start\`, без демо-режима и без фоновых задач) поочерёдно, против тех же клиентов с одним \`{ me }\`; ответов: ${kinds.join(', ')}; смесь: ${errorsOf(mix.figures)}, ${cpuOf(mix)}; по одному клиенту (медиана): ${aloneOf(alone)}; \`{ me }\`: ${errorsOf(floor.figures)}, p50 ${ms(floor.figures.kinds[0]!.p50Ms)}, p99 ${ms(floor.figures.kinds[0]!.p99Ms)}, ${cpuOf(floor)}`,
    baseline: { label: '{ me }', value: perSecond(floor.figures.perSecond) },
    subject: { label: 'смесь', value: perSecond(mix.figures.perSecond) },
    ratio,
    target: `≥ ${THROUGHPUT_BUDGET}, без ошибок`,
    met: ratio >= THROUGHPUT_BUDGET && mix.figures.errors === 0 && floor.figures.errors === 0,
  };
  const tails = mix.figures.kinds.map((k): BenchResult => ({
    name: `p99 ${k.name} под нагрузкой (${load}, ${where})`,
    meaning: `время ответа ${k.name} в том же прогоне обычной смеси (${k.answers} ответов, ошибок ${k.errors}): 99-й процентиль против медианы`,
    baseline: { label: 'p50', value: ms(k.p50Ms) },
    subject: { label: 'p99', value: ms(k.p99Ms) },
    ratio: k.p99Ms / k.p50Ms,
    target: `≤ ${TAIL_BUDGET}`,
    met: k.p99Ms / k.p50Ms <= TAIL_BUDGET && k.errors === 0,
  }));
  return [throughput, ...tails];
}

/** The usual mix while the company changes, against the same `{ me }` floor. */
function changingResult(
  mix: Phase,
  changes: number,
  change: (typeof CHANGES)[number],
  floor: Phase,
  scope: Scope,
): BenchResult {
  const ratio = mix.figures.perSecond / floor.figures.perSecond;
  const kinds = mix.figures.kinds.map((k) => `${k.name} ${k.answers} (p50 ${ms(k.p50Ms)}, p99 ${ms(k.p99Ms)})`);
  const every = `${change.everyMs / 1000} с`;
  return {
    name: `Нагрузка: ${scope.clients} клиентов × ${scope.seconds} с, обычная смесь, данные компании меняются каждые ${every} (${API_PROCESSES} процесса API, PostgreSQL, масштаб ${scope.scale})`,
    meaning: `та же смесь, пока компания меняется каждые ${every} (изменений: ${changes}), ${change.like}: после каждого изменения каждый экран в каждом процессе читается заново, один раз для всех, кто его ждёт; ответов: ${kinds.join(', ')}; ${errorsOf(mix.figures)}, ${cpuOf(mix)}`,
    baseline: { label: '{ me }', value: perSecond(floor.figures.perSecond) },
    subject: { label: 'смесь', value: perSecond(mix.figures.perSecond) },
    ratio,
    target: `≥ ${THROUGHPUT_BUDGET}, без ошибок`,
    met: ratio >= THROUGHPUT_BUDGET && mix.figures.errors === 0,
  };
}

/** On a PostgreSQL server only: the API processes share one database, which an embedded one cannot be. */
export async function loadScreens(kinds: DatabaseKind[], quick: boolean): Promise<BenchResult[]> {
  if (!kinds.includes('PostgreSQL')) return [];
  const scope = quick ? QUICK : FULL;
  const { app, seller } = await openScreenApp('PostgreSQL');
  try {
    await fillLoadSeller(app, seller.companyId, scope.scale);
    const api = await startApiServers(API_PROCESSES, await databaseUrlOf(app), {
      AUTH_SECRET: app.services.config.AUTH_SECRET!,
      TOKEN_ENCRYPTION_KEY: app.services.config.TOKEN_ENCRYPTION_KEY!,
    });
    try {
      // Fresh sessions for each phase, so the request limit of the one before is not carried into the next.
      const mix = await phase(api, await sessionsOf(app, seller), USUAL_MIX, scope);
      const floor = await phase(api, await sessionsOf(app, seller), ME_ONLY, scope);
      const alone = await phase(api, await sessionsOf(app, seller), USUAL_MIX, { ...scope, clients: 1 });
      const changing: BenchResult[] = [];
      for (const change of CHANGES) {
        const sessions = await sessionsOf(app, seller);
        const run = await phaseWithChanges(app, seller, change.everyMs, () => phase(api, sessions, USUAL_MIX, scope));
        changing.push(changingResult(run.phase, run.changes, change, floor, scope));
      }
      return [...results(mix, floor, alone, scope), ...changing];
    } finally {
      await api.stop();
    }
  } finally {
    await app.close();
  }
}
