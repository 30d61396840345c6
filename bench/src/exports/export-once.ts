// One export in a fresh process, so the peak RSS it reports is that of a server writing this file
// and not of the bench around it (which holds the baseline's month of rows).
import type { ExportMemory } from '../cases/exports.ts';
import { fillSeller, openScreenApp } from '../screen-seller.ts';
import type { DatabaseKind } from '../bench-database.ts';
import { startExportServer } from './export-server.ts';

const { kind, scale } = JSON.parse(process.argv[2]!) as { kind: DatabaseKind; scale: number };
const { app, seller } = await openScreenApp(kind);
try {
  await fillSeller(app, seller.companyId, scale);
  const server = await startExportServer(app, seller);
  try {
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    // Sampled during the export: the process's own peak (maxRSS) is set by its start, before the export.
    let peakRss = rssBefore;
    const sample = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 5);
    const bytes = await server.downloadMonth();
    clearInterval(sample);
    const report: ExportMemory = { rssBefore, peakRss: Math.max(peakRss, process.memoryUsage().rss), bytes };
    process.send!(report);
  } finally {
    await server.close();
  }
} finally {
  await app.close();
}
