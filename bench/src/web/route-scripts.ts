import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of `vite build --manifest`, as far as loading a route is concerned. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export interface RouteScripts {
  /** The screen's module, e.g. `src/features/reports/ReportsPage.tsx`. */
  page: string;
  /** Gzip bytes of every script the route needs before it renders. */
  gzipBytes: number;
  /** The same scripts, largest first, gzip bytes each. */
  files: { file: string; gzipBytes: number }[];
  /** Gzip bytes the screen fetches as it draws, after the scripts above: a list's grid (0 when none). */
  whileDrawingBytes: number;
}

const SIGN_IN_PAGE = 'src/features/auth/SignInPage.tsx';
/** The top bar a signed-in screen loads beside its own chunk (app/layout/AppLayout.tsx). */
const SIGNED_IN_BAR = 'src/app/layout/SignedInBar.tsx';
/** The list screens' grid, which shared/data-screen/ScreenGrid.tsx fetches once the screen draws a list. */
const LOADED_GRID = 'src/shared/data-screen/LoadedGrid.tsx';

/**
 * The JavaScript each screen costs on a first visit, from a build with its manifest: the entry and what
 * it imports statically, the screen's lazy chunk and its static imports, and — on every screen but
 * sign-in — the signed-in top bar. Chunks loaded later on demand (exports, dialogs, other tabs) are not
 * counted; the grid a list screen fetches as it draws is counted apart, as `whileDrawingBytes`.
 */
export function routeScripts(distDir: string): RouteScripts[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const gzipCache = new Map<string, number>();
  const gzipOf = (file: string) => {
    if (!gzipCache.has(file))
      gzipCache.set(file, gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length);
    return gzipCache.get(file)!;
  };
  const withStaticImports = (keys: string[], seen = new Set<string>()) => {
    for (const key of keys) {
      if (seen.has(key)) continue;
      seen.add(key);
      withStaticImports(manifest[key]!.imports ?? [], seen);
    }
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('В манифесте сборки нет точки входа');
  const pages = (manifest[entry]!.dynamicImports ?? []).filter((key) => key !== SIGNED_IN_BAR);
  return pages.map((page) => {
    const signedIn = page !== SIGN_IN_PAGE && manifest[SIGNED_IN_BAR] ? [SIGNED_IN_BAR] : [];
    const chunks = withStaticImports([entry, page, ...signedIn]);
    const files = [...chunks]
      .map((key) => manifest[key]!.file)
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({ file, gzipBytes: gzipOf(file) }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes);
    const drawsGrid = [...chunks].some((key) => manifest[key]!.dynamicImports?.includes(LOADED_GRID));
    const grid = drawsGrid ? withStaticImports([LOADED_GRID]) : new Set<string>();
    const whileDrawingBytes = [...grid]
      .filter((key) => !chunks.has(key))
      .map((key) => manifest[key]!.file)
      .filter((file) => file.endsWith('.js'))
      .reduce((sum, file) => sum + gzipOf(file), 0);
    return { page, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0), files, whileDrawingBytes };
  });
}

export const SIGN_IN_ROUTE_PAGE = SIGN_IN_PAGE;

// `npx tsx bench/src/web/route-scripts.ts <dist>`: every route of an existing build, for looking into one.
if (process.argv[1] === import.meta.filename) {
  for (const route of routeScripts(process.argv[2] ?? 'apps/web/dist')) {
    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    const top = route.files.slice(0, 8).map((file) => `${path.basename(file.file)} ${kb(file.gzipBytes)}`);
    const grid = route.whileDrawingBytes ? `, then the grid ${kb(route.whileDrawingBytes)} KB` : '';
    process.stdout.write(`${route.page}: ${kb(route.gzipBytes)} KB gzip${grid} (${top.join(', ')})\n`);
  }
}
