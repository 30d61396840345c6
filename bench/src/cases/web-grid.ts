import pg from 'pg';
import type { Page } from '@playwright/test';
import { drizzle } from 'drizzle-orm/node-postgres';
import { createScratchDatabase } from '../../../apps/server/test/support/test-database.ts';
import type { Database } from '../../../apps/server/src/db/client.ts';
import type { BenchResult } from '../measure.ts';
import { addOrders } from '../screen-seller.ts';
import { startDemoServer } from '../web/demo-server.ts';

// The orders grid of a seller with a million orders in the period, in headless Chromium: the pages
// scrolled, paged and sorted as a seller does, every frame of the page watched. The grid pages on
// the server, so the browser holds a page, never the million; the worst frame is the figure.

const FRAME_LIMIT_MS = 100;
const YEAR = 365;
const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Frames over 50 ms, as Chromium reports them (long animation frames), from the moment it is called. */
async function watchFrames(page: Page) {
  await page.evaluate(() => {
    const held = window as unknown as { slowFrames: SlowFrame[]; step: string };
    held.slowFrames = [];
    held.step = 'start';
    // What the frame spent its time on: scripts (the longest named by what invoked it) or style, layout and paint.
    interface FrameScript {
      duration: number;
      invoker: string;
      sourceFunctionName: string;
    }
    type Frame = PerformanceEntry & { styleAndLayoutStart: number; renderStart: number; scripts: FrameScript[] };
    new PerformanceObserver((list) =>
      (list.getEntries() as Frame[]).forEach((entry) => {
        const end = entry.startTime + entry.duration;
        const longest = [...entry.scripts].sort((a, b) => b.duration - a.duration)[0];
        held.slowFrames.push({
          step: held.step,
          ms: Math.round(entry.duration),
          scriptMs: Math.round(entry.scripts.reduce((sum, script) => sum + script.duration, 0)),
          renderMs: Math.round(entry.renderStart > 0 ? end - entry.renderStart : 0),
          layoutMs: Math.round(entry.styleAndLayoutStart > 0 ? end - entry.styleAndLayoutStart : 0),
          longest: longest ? `${longest.invoker} ${longest.sourceFunctionName} ${Math.round(longest.duration)}` : '',
        });
      }),
    ).observe({ type: 'long-animation-frame' });
  });
}

interface SlowFrame {
  /** What the seller was doing: `period` (not the grid's), `page size`, `scroll`, `next page`, `sort`. */
  step: string;
  ms: number;
  /** Of `ms`: the frame's scripts, its rendering (from the start of rendering), and style and layout within it. */
  scriptMs: number;
  renderMs: number;
  layoutMs: number;
  /** The longest script: what invoked it, its function, its ms. */
  longest: string;
}

const slowFrames = (page: Page) => page.evaluate(() => (window as unknown as { slowFrames: SlowFrame[] }).slowFrames);
const stepIs = (page: Page, step: string) =>
  page.evaluate((name) => ((window as unknown as { step: string }).step = name), step);
const pager = (page: Page) => page.locator('.MuiTablePagination-displayedRows');
/** The pager's «1–100 из 1 000 000», read as the count after «из». */
const shownTotal = async (page: Page) =>
  Number(
    /из\s*(.+)$/
      .exec(
        await pager(page)
          .innerText()
          .catch(() => ''),
      )?.[1]
      ?.replace(/\D/g, '') ?? 0,
  );
const firstRowId = (page: Page) => page.getByRole('grid').getByRole('row').nth(1).getAttribute('data-id');

async function untilFirstRowChanges(page: Page, before: string | null) {
  await page.waitForFunction(
    (previous) => document.querySelectorAll('[role="grid"] [role="row"]')[1]?.getAttribute('data-id') !== previous,
    before,
    { timeout: 120_000 },
  );
}

/** What a seller does on the grid: every page size's scroll, the next pages, a sort each way. */
async function useTheGrid(page: Page, orders: number) {
  await page.goto('/orders');
  await page.getByRole('grid').waitFor();
  await watchFrames(page);
  // The period applies as it is typed; its end is today already. Its frames draw the year's chart.
  await stepIs(page, 'period');
  await page.getByLabel('С', { exact: true }).fill(isoDay(Date.now() - (YEAR - 1) * DAY_MS));
  const deadline = Date.now() + 120_000;
  while ((await shownTotal(page)) < orders) {
    if (Date.now() > deadline) throw new Error(`the grid shows ${await shownTotal(page)} orders, not ${orders}`);
    await page.waitForTimeout(500);
  }
  // The year's chart above the grid drawn (a bar a day) before the grid's steps, whose frames are the figure.
  await page.waitForFunction(
    (days) => (document.querySelector('.recharts-bar')?.querySelectorAll('rect').length ?? 0) >= days,
    YEAR - 1,
    { timeout: 120_000 },
  );
  await stepIs(page, 'page size');
  await page.getByRole('combobox', { name: 'Строк на странице:' }).click();
  await page.getByRole('option', { name: '100' }).click();
  await page.getByRole('grid').hover();
  for (let turn = 0; turn < 3; turn++) {
    await stepIs(page, 'scroll');
    for (let step = 0; step < 20; step++) await page.mouse.wheel(0, 400);
    await stepIs(page, 'next page');
    const before = await firstRowId(page);
    await page.getByRole('button', { name: 'Перейти на следующую страницу' }).click();
    await untilFirstRowChanges(page, before);
  }
  // Ascending, then descending: each a sort of the million on the server, then a scroll through the page.
  for (let click = 0; click < 2; click++) {
    await stepIs(page, 'sort');
    const before = await firstRowId(page);
    await page.getByRole('columnheader', { name: 'Цена со скидкой' }).click();
    await untilFirstRowChanges(page, before);
    await stepIs(page, 'scroll');
    for (let step = 0; step < 20; step++) await page.mouse.wheel(0, 400);
  }
}

/** The longest frames with what they spent their time on, as Chromium attributes it. */
function longestFrames(frames: SlowFrame[]): string {
  return [...frames]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3)
    .map(
      (f) =>
        `${f.step} ${f.ms} мс — скрипты ${f.scriptMs} мс${f.longest ? ` (дольше всех ${f.longest} мс)` : ''}, отрисовка ${f.renderMs} мс, из неё стили и раскладка ${f.layoutMs} мс`,
    )
    .join('; ');
}

export async function webGrid(): Promise<BenchResult> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('web-grid needs a PostgreSQL server: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
  const database = await createScratchDatabase(serverUrl);
  const server = await startDemoServer(database.url);
  const client = new pg.Client({ connectionString: database.url });
  try {
    const context = await server.browser.newContext({
      locale: 'ru-RU',
      timezoneId: 'Europe/Moscow',
      baseURL: server.base,
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Войти в демо-режиме' }).click();
    await page.getByRole('button', { name: 'Меню пользователя' }).waitFor({ timeout: 120_000 });
    await client.connect();
    const { rows } = await client.query<{ id: string }>('select id from companies order by id limit 1');
    const orders = 1_000_000;
    const from = isoDay(Date.now() - (YEAR - 1) * DAY_MS);
    await addOrders(
      drizzle(client) as unknown as Database,
      Number(rows[0]!.id),
      { from, days: YEAR - 1 },
      10_000_000,
      10_000_000 + orders,
    );
    await client.query('analyze wb_orders');
    await useTheGrid(page, orders);
    const all = await slowFrames(page);
    const frames = all.filter((frame) => frame.step !== 'period');
    const chart = all.filter((frame) => frame.step === 'period');
    const worst = Math.max(0, ...frames.map((frame) => frame.ms));
    await context.close();
    return {
      name: 'Сетка заказов, 1 000 000 строк: прокрутка, страницы, сортировка (Chromium)',
      meaning: `/orders за год с миллионом заказов: по 100 строк, прокрутка колесом, три следующие страницы, сортировка по цене в обе стороны с прокруткой; кадры дольше 50 мс по отчёту Chromium (long animation frames): ${frames.length}${frames.length ? ` (${frames.map((frame) => `${frame.step} ${frame.ms}`).join(', ')} мс)` : ''}${frames.length ? `; три самых долгих: ${longestFrames(frames)}` : ''}; до этого смена периода на год, с первым рисованием графика за год над сеткой, не в счёт сетки: ${chart.length ? `${chart.length} кадров, самый долгий ${Math.max(...chart.map((frame) => frame.ms))} мс` : 'ни одного кадра дольше 50 мс'}`,
      baseline: { label: 'порог кадра', value: `${FRAME_LIMIT_MS} мс` },
      subject: { label: 'самый долгий кадр', value: frames.length ? `${worst.toFixed(0)} мс` : '< 50 мс' },
      ratio: worst / FRAME_LIMIT_MS,
      target: `≤ ${FRAME_LIMIT_MS} мс`,
      met: worst <= FRAME_LIMIT_MS,
    };
  } finally {
    await client.end();
    await server.close();
    await database.drop();
  }
}
