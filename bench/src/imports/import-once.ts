// One import in a fresh process, so the peak RSS it reports is that of a server doing this import
// (the embedded database included, on PGlite) and not of the bench around it.
//
// On PGlite the database is made beforehand by another process (`prepare`): creating an embedded
// database takes about 450 MB more than opening one (PGlite's initdb), which a server pays on its
// very first start only, and the peak of a process cannot be reset.
import { readFileSync } from 'node:fs';
import { dataOf } from '../../../apps/server/test/support/sign-in.ts';
import type { Seller } from '../../../apps/server/src/modules/cards/catalog-fixtures.ts';
import type { DatabaseKind } from '../bench-database.ts';
import { peakRss } from '../peak-rss.ts';
import { fillCards, openScreenApp } from '../screen-seller.ts';
import { CARDS, IMPORT_UNSAVED, type ImportMemory } from './unit-files.ts';

/** What the parent passes: `prepare` a PGlite folder, or `import` a file (into that folder, or a fresh server database). */
export type ImportOnceTask =
  | { step: 'prepare'; dir: string }
  | { step: 'import'; kind: DatabaseKind; path: string; fileName: string; prepared?: { dir: string; seller: Seller } };

const task = JSON.parse(process.argv[2]!) as ImportOnceTask;

if (task.step === 'prepare') {
  // The embedded database on disk, as the server keeps it: in memory its files would count as the import's.
  process.env.TEST_PGLITE_DIR = task.dir;
  const { app, seller } = await openScreenApp('PGlite');
  try {
    await fillCards(app, seller.companyId, CARDS);
    process.send!(seller);
  } finally {
    await app.close();
  }
} else {
  if (task.prepared) process.env.TEST_PGLITE_DIR = task.prepared.dir;
  const { app, seller } = await openScreenApp(task.kind, task.prepared?.seller);
  try {
    if (!task.prepared) await fillCards(app, seller.companyId, CARDS);
    const file = new File([readFileSync(task.path)], task.fileName);
    const rssBefore = process.memoryUsage().rss;
    const answer = dataOf(
      await app.upload<{ importUnsavedShk: { saved: number } }>(IMPORT_UNSAVED, file, seller.headers),
    );
    const report: ImportMemory = {
      rssBefore,
      peakRss: peakRss(),
      saved: answer.importUnsavedShk.saved,
    };
    process.send!(report);
  } finally {
    await app.close();
  }
}
