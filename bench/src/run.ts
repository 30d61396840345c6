import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import type { BenchResult } from './measure.ts';
import { databaseKinds, onEachDatabase } from './bench-database.ts';
import { dailyFigures } from './cases/daily-figures.ts';
import { embeddedLimit } from './cases/embedded-limit.ts';
import { eventLoopLag } from './cases/event-loop-lag.ts';
import { firstSync } from './cases/first-sync.ts';
import { graphqlOverhead } from './cases/graphql-overhead.ts';
import { exportScreens } from './cases/exports.ts';
import { importScreens } from './cases/imports.ts';
import { ingest, reportPage } from './cases/ingest.ts';
import { loadScreens } from './cases/load.ts';
import { webBundle } from './cases/web-bundle.ts';
import { webGrid } from './cases/web-grid.ts';
import { webSignIn } from './cases/web-sign-in.ts';
import { cardsScreens, FULL_SCALES, pageScreens, QUICK_SCALES, reportsScreens } from './cases/screens.ts';
import { stocksScreens } from './cases/stocks.ts';
import { overBudgetReason } from './over-budget.ts';

// `--quick`: small scales in under two minutes, figures printed and never judged (CI).
const quick = process.argv.includes('--quick');
const only = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
const scales = quick ? QUICK_SCALES : FULL_SCALES;

// Every figure is a ratio against a baseline measured in the same run, so a busy machine shifts both.
const cases: { name: string; quick: boolean; run: () => Promise<BenchResult[]> }[] = [
  { name: 'graphql-overhead', quick: true, run: async () => [await graphqlOverhead()] },
  {
    name: 'ingest',
    quick: true,
    run: async () => {
      const rows = await reportPage(quick ? 2_000 : 20_000);
      return onEachDatabase((database, kind) => ingest(database, kind, rows));
    },
  },
  { name: 'first-sync', quick: false, run: () => onEachDatabase((database, kind) => firstSync(database, kind)) },
  { name: 'event-loop-lag', quick: false, run: async () => [await eventLoopLag()] },
  { name: 'reports', quick: true, run: () => reportsScreens(databaseKinds(), scales, quick) },
  { name: 'daily-figures', quick: true, run: () => dailyFigures(databaseKinds(), quick) },
  { name: 'pages', quick: true, run: () => pageScreens(databaseKinds(), scales, quick) },
  { name: 'cards', quick: true, run: () => cardsScreens(databaseKinds(), scales, quick) },
  { name: 'stocks', quick: true, run: () => stocksScreens(databaseKinds(), scales, quick) },
  { name: 'web-bundle', quick: true, run: async () => webBundle() },
  { name: 'web-sign-in', quick: false, run: async () => [await webSignIn(quick)] },
  {
    name: 'web-grid',
    quick: false,
    run: async () => (databaseKinds().includes('PostgreSQL') ? [await webGrid()] : []),
  },
  { name: 'imports', quick: true, run: () => importScreens(databaseKinds(), quick) },
  { name: 'exports', quick: true, run: () => exportScreens(databaseKinds(), quick) },
  { name: 'load', quick: true, run: () => loadScreens(databaseKinds(), quick) },
  { name: 'embedded-limit', quick: false, run: async () => [await embeddedLimit()] },
];

const results: BenchResult[] = [];
/** How busy the machine was: the one-minute load average when the run began and when it ended. */
const loadAtStart = os.loadavg()[0]!;
for (const benchCase of cases) {
  if (only && benchCase.name !== only) continue;
  if (quick && !benchCase.quick) continue;
  process.stdout.write(`${benchCase.name}…\n`);
  for (const result of await benchCase.run()) {
    results.push(result);
    process.stdout.write(
      `  ${result.name}: ${result.subject.value} против ${result.baseline.value}: ×${result.ratio.toFixed(2)} (цель ${result.target})\n`,
    );
    // A single case is run to be written up by hand: what it measured, with its side figures.
    if (only) process.stdout.write(`    ${result.meaning}\n`);
  }
}

const BENCHMARKS = new URL('../../docs/benchmarks.md', import.meta.url);
const BEGIN = '<!-- figures of the last whole run: written by npm run bench -->';
const END = '<!-- end of the figures -->';

/** The figures of one whole run, as the part of docs/benchmarks.md between its two markers. */
function figures(results: BenchResult[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.name} | ${r.baseline.label}: ${r.baseline.value} | ${r.subject.label}: ${r.subject.value} | ×${r.ratio.toFixed(2)} | ${r.target} | ${r.met ? 'да' : `нет: ${overBudgetReason(r.name)}`} |`,
  );
  return `${BEGIN}
Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} (${os.cpus().length} cores, Node ${process.version};
load average ${loadAtStart.toFixed(1)} when the run began, ${os.loadavg()[0]!.toFixed(1)} when it ended).
Each figure is a ratio against a baseline measured in the same run; absolute times are shown for
orientation only, since the machines are shared.

| Benchmark | Baseline | Measured | Ratio | Target | Met |
|---|---|---|---|---|---|
${rows.join('\n')}

${results.map((r) => `- **${r.name}**: ${r.meaning}.`).join('\n')}
${END}`;
}

/** docs/benchmarks.md with the run's figures in place of the last ones; what was found and changed stays. */
function withFigures(document: string, results: BenchResult[]): string {
  const begin = document.indexOf(BEGIN);
  const end = document.indexOf(END);
  if (begin < 0 || end < begin)
    return `# Benchmarks\n\n${figures(results)}\n\n${document.replace(/^# Benchmarks\n+/, '')}`;
  return document.slice(0, begin) + figures(results) + document.slice(end + END.length);
}

// A single case or the quick mode only prints its figures: the file keeps those of the last whole run.
if (only || quick) {
  process.stdout.write(`docs/benchmarks.md не изменён: ${quick ? 'быстрый режим' : 'запущен один случай'}\n`);
} else {
  writeFileSync(BENCHMARKS, withFigures(readFileSync(BENCHMARKS, 'utf8'), results));
  process.stdout.write('docs/benchmarks.md обновлён\n');
}
if (!quick && results.some((r) => !r.met)) process.exitCode = 1;
