import { fork } from 'node:child_process';
import type { BenchResult } from '../measure.ts';
import { mb, overLimit, PLAN, type GrowthPlan, type StepFigures } from '../embedded-limit/limits.ts';

// The largest seller the embedded database serves: one seller grown in PGlite step by step until a screen
// answers slower than the limit or the server's memory passes it (docs/decisions.md, «The embedded database's
// limit»). Recorded, not judged: the figure is what the product warns at (modules/home/embedded-limit.ts).

/** The seller the budgets are set for (scale 10): the ratio says how much of it the embedded database serves. */
const MILLION_ROW_SELLER = 1_000_000;
const rows = (n: number) => n.toLocaleString('ru-RU');
/** Seconds, or milliseconds below one second (a page of the grid takes tens of them). */
const sec = (ms: number) => (ms < 1000 ? `${Math.round(ms)} мс` : `${(ms / 1000).toFixed(1)} с`);

export async function embeddedLimit(plan: GrowthPlan = PLAN): Promise<BenchResult> {
  const steps = await grow(plan);
  const past = steps.find((step) => overLimit(step, plan));
  const served = steps.filter((step) => step !== past).at(-1);
  const figures = steps
    .map(
      (s) =>
        `${rows(s.reportRows)} строк: учёт себестоимости ${sec(s.costCountSeconds * 1000)}, отчёт за месяц ${sec(s.reportsMs)}, страница заказов ${sec(s.ordersPageMs)}, главная ${sec(s.homeMs)}, RSS ${mb(s.rss)} (пик ${mb(s.peakRss)}), база ${mb(s.databaseBytes)}`,
    )
    .join('; ');
  const why = past
    ? `первый шаг сверх предела — ${rows(past.reportRows)} строк: ${overLimit(past, plan)}`
    : 'предел не достигнут до последнего шага';
  return {
    name: 'Крупнейший продавец, которого обслуживает встроенная база',
    meaning: `один продавец растёт в PGlite на диске в отдельном процессе (год строк отчёта, по две на проданную единицу, заказы, продажи, учёт ШК), после каждого шага — ANALYZE, учёт смен себестоимости шага (записей учёта ШК), как его делает минутная задача, и ответы экранов (медиана трёх): ${figures}; ${why}`,
    baseline: { label: 'продавец масштаба 10', value: `${rows(MILLION_ROW_SELLER)} строк отчёта в год` },
    subject: {
      label: 'обслуживает',
      value: served ? `${rows(served.reportRows)} строк отчёта в год` : `меньше ${rows(plan.steps[0]!)} строк отчёта`,
    },
    ratio: (served?.reportRows ?? 0) / MILLION_ROW_SELLER,
    target: `записано (ответ ≤ ${sec(plan.answerLimitMs)}, пик RSS ≤ ${mb(plan.rssLimit)})`,
    met: true,
  };
}

/** The seller grown in a process of its own, each step's figures printed as they come. */
function grow(plan: GrowthPlan): Promise<StepFigures[]> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('../embedded-limit/grow-seller.ts', import.meta.url), [JSON.stringify(plan)], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const steps: StepFigures[] = [];
    child.on('message', (message) => {
      const step = message as StepFigures;
      steps.push(step);
      process.stdout.write(
        `    ${rows(step.reportRows)} строк (${step.fillSeconds.toFixed(0)} с записи, ${step.costCountSeconds.toFixed(1)} с учёта себестоимости): отчёт ${sec(step.reportsMs)}, заказы ${sec(step.ordersPageMs)}, главная ${sec(step.homeMs)}, RSS ${mb(step.rss)}, пик ${mb(step.peakRss)}, база ${mb(step.databaseBytes)}\n`,
      );
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 && steps.length > 0
        ? resolve(steps)
        : reject(new Error(`the growing seller's process ended with ${code}`)),
    );
  });
}
