import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { writeStatisticsXlsx } from './statistics-export.ts';

// A download the client stops: the export waits while the client reads nothing, and once the
// connection is gone it ends without reading the rest of the period.

describe('the export to a client that goes away', () => {
  it('stops reading batches once the stream is closed', async () => {
    let read = 0;
    async function* batches() {
      for (let batch = 0; batch < 100; batch += 1) {
        read += 1;
        // Text that does not compress away, so the file reaches the stream while the rows are written.
        yield Array.from({ length: 500 }, () => ({
          srid: randomUUID(),
          gNumber: randomUUID(),
          priceWithDiscKopecks: 100,
        }));
      }
    }
    // A client that never reads: every write waits, so the stream soon asks the writer to wait too.
    const stalled = new Writable({ highWaterMark: 1, write: () => undefined });
    const written = writeStatisticsXlsx(stalled, 'orders', batches());
    await new Promise<void>((resolve) => {
      const check = () => (stalled.writableNeedDrain ? resolve() : setImmediate(check));
      check();
    });
    const readBeforeClose = read;
    stalled.destroy();
    await written;
    expect(read).toBe(readBeforeClose);
    expect(read).toBeLessThan(100);
  });
});
