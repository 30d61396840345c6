import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BenchResult } from '../measure.ts';
import { routeScripts, type RouteScripts } from '../web/route-scripts.ts';

const webRoot = path.resolve(import.meta.dirname, '../../../apps/web');
/** Issue 19: at most 250 KB of gzipped JavaScript before the sign-in screen or /reports renders. */
const BUDGET_BYTES = 250 * 1024;
const budgeted = [
  { page: 'src/features/auth/SignInPage.tsx', name: 'JavaScript экрана входа' },
  { page: 'src/features/reports/ReportsPage.tsx', name: 'JavaScript экрана /reports' },
];

/**
 * Builds the web app into a folder of its own (the served build is left alone) and weighs the scripts
 * each screen needs on a first visit; the two screens with a budget become figures, every screen is printed.
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
    for (const route of routes) process.stdout.write(`  ${route.page}: ${kb(route.gzipBytes)}\n`);
    return budgeted.map(({ page, name }) =>
      figure(
        name,
        routes.find((route) => route.page === page),
      ),
    );
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

function figure(name: string, route: RouteScripts | undefined): BenchResult {
  if (!route) throw new Error(`${name}: экрана нет среди ленивых импортов сборки`);
  const largest = route.files
    .slice(0, 3)
    .map((file) => `${path.basename(file.file).replace(/-[\w-]{8}\.js$/, '')} ${kb(file.gzipBytes)}`);
  return {
    name,
    meaning: `${name.replace('JavaScript', 'JavaScript, нужный')} при первом открытии (точка входа, чанк экрана, их статические импорты, у экранов после входа — верхняя панель), сжатый gzip; больше всего весят: ${largest.join(', ')}`,
    baseline: { label: 'бюджет', value: kb(BUDGET_BYTES) },
    subject: { label: 'gzip', value: kb(route.gzipBytes) },
    ratio: route.gzipBytes / BUDGET_BYTES,
    target: '≤ 1 (250 KB)',
    met: route.gzipBytes <= BUDGET_BYTES,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
