// Bundles the server (and the worker) into apps/server/dist for `npm start` and `npm run worker`: run from
// its TypeScript sources through tsx, the server kept about 90 MB more of modules in memory
// (docs/decisions.md, «The server runs from a bundle»). Packages stay in node_modules; the workspace's own
// packages, published as TypeScript, are bundled in.
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

/** Bundles each entry (paths from the repository's root) into `outdir`, sharing their common code. */
export async function bundleServer({
  entries = ['apps/server/src/main.ts', 'apps/server/src/worker-main.ts'],
  outdir = 'apps/server/dist',
} = {}) {
  await build({
    absWorkingDir: root,
    entryPoints: entries,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Stack traces in the log keep the functions' names.
    keepNames: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'packages-stay-installed',
        setup(bundler) {
          bundler.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) =>
            specifier.startsWith('@seller-helper/') ? undefined : { path: specifier, external: true },
          );
        },
      },
    ],
  });
  // The embedded database's thread is started from its own file, beside the code that starts it, with the
  // module it imports.
  for (const file of ['embedded-thread.mjs', 'embedded-prepared.mjs']) {
    copyFileSync(path.join(root, 'apps/server/src/db', file), path.resolve(root, outdir, file));
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await bundleServer();
