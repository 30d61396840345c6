import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BenchResult } from '../measure.ts';
import { routeScripts, type RouteScripts } from '../web/route-scripts.ts';

const webRoot = path.resolve(import.meta.dirname, '../../../apps/web');
/** At most 250 KB of gzipped JavaScript before any screen draws. */
const BUDGET_BYTES = 250 * 1024;

/** Each screen's address, by its page module's name. */
const ADDRESSES: Record<string, string> = {
  SignInPage: 'экрана входа',
  MainPage: '/main',
  SettingsPage: '/settings',
  CardsPage: '/cards',
  UnitPage: '/unit',
  SuppliesPage: '/supplies',
  UnsavedUnitsPage: '/supplies/unsaved',
  FbsPage: '/fbs',
  StocksPage: '/stocks',
  FbsSupplyPage: '/fbs/:supplyId',
  FboPage: '/fbo',
  ReportsPage: '/reports',
  AdvertsPage: '/adverts',
  AdvertPage: '/adverts/:advertId',
  PromotionsPage: '/promotions',
  PromotionPage: '/promotions/:promotionId',
  NotificationsTab: '/settings/notifications',
  OrdersPage: '/orders',
};

const screenName = (page: string) => {
  const name = path.basename(page, '.tsx');
  return name === 'SignInPage' ? ADDRESSES[name]! : `экрана ${ADDRESSES[name] ?? name}`;
};

/**
 * Builds the web app into a folder of its own (the served build is left alone) and weighs the scripts
 * each screen needs on a first visit: every screen is a figure against the budget.
 */
export function webBundle(): BenchResult[] {
  const outDir = mkdtempSync(path.join(tmpdir(), 'seller-helper-web-'));
  try {
    const vitePackage = createRequire(path.join(webRoot, 'package.json')).resolve('vite/package.json');
    const vite = path.join(path.dirname(vitePackage), 'bin/vite.js');
    const build = spawnSync(
      process.execPath,
      [vite, 'build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
      { cwd: webRoot, encoding: 'utf8' },
    );
    if (build.status !== 0) throw new Error(`Сборка веб-приложения не удалась:\n${build.stderr}`);
    const routes = routeScripts(outDir);
    return routes.map((route) => figure(`JavaScript ${screenName(route.page)}`, route));
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

function figure(name: string, route: RouteScripts): BenchResult {
  const grid = route.whileDrawingBytes
    ? `; затем, пока экран рисуется, таблица (DataGrid): ${kb(route.whileDrawingBytes)}`
    : '';
  const largest = route.files
    .slice(0, 3)
    .map((file) => `${path.basename(file.file).replace(/-[\w-]{8}\.js$/, '')} ${kb(file.gzipBytes)}`);
  return {
    name,
    meaning: `${name.replace('JavaScript', 'JavaScript, нужный')} при первом открытии (точка входа, чанк экрана, их статические импорты, у экранов после входа — верхняя панель), сжатый gzip; больше всего весят: ${largest.join(', ')}${grid}`,
    baseline: { label: 'бюджет', value: kb(BUDGET_BYTES) },
    subject: { label: 'gzip', value: kb(route.gzipBytes) },
    ratio: route.gzipBytes / BUDGET_BYTES,
    target: '≤ 1 (250 KB)',
    met: route.gzipBytes <= BUDGET_BYTES,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
