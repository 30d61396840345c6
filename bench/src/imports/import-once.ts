// One import in a fresh process, so the peak RSS it reports is that of a server doing this import
// (the embedded database included, on PGlite) and not of the bench around it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dataOf } from '../../../apps/server/test/support/sign-in.ts';
import type { DatabaseKind } from '../bench-database.ts';
import { fillCards, openScreenApp } from '../screen-seller.ts';
import { CARDS, IMPORT_UNSAVED, type ImportMemory } from './unit-files.ts';

const [kind, path, fileName] = process.argv.slice(2) as [DatabaseKind, string, string];
// The embedded database on disk, as the server keeps it: in memory its files would count as the import's.
if (kind === 'PGlite') process.env.TEST_PGLITE_DIR = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
const { app, seller } = await openScreenApp(kind);
try {
  await fillCards(app, seller.companyId, CARDS);
  const file = new File([readFileSync(path)], fileName);
  const rssBefore = process.memoryUsage().rss;
  const answer = dataOf(
    await app.upload<{ importUnsavedShk: { saved: number } }>(IMPORT_UNSAVED, file, seller.headers),
  );
  const report: ImportMemory = {
    rssBefore,
    peakRss: process.resourceUsage().maxRSS * 1024,
    saved: answer.importUnsavedShk.saved,
  };
  process.send!(report);
} finally {
  await app.close();
  if (process.env.TEST_PGLITE_DIR) rmSync(process.env.TEST_PGLITE_DIR, { recursive: true, force: true });
}
