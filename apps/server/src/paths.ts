import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The files the server serves or applies, found from the repository's root: the server runs from its sources
// (tests, `npm run dev`) and from a bundle in apps/server/dist (`npm start`), so no module can count folders up.

/** The nearest folder above `from` that holds the server's migrations. */
function repositoryRootAbove(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'apps/server/drizzle'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no apps/server/drizzle above ${from}`);
  }
}

const root = repositoryRootAbove(path.dirname(fileURLToPath(import.meta.url)));

export const paths = {
  migrations: path.join(root, 'apps/server/drizzle'),
  webBuild: path.join(root, 'apps/web/dist'),
  readme: path.join(root, 'README.md'),
};
