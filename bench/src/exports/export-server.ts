import type { Seller } from '../../../apps/server/src/modules/cards/catalog-fixtures.ts';
import { statisticsExportRoutes } from '../../../apps/server/src/modules/sales/statistics-export.ts';
import type { TestApp } from '../../../apps/server/test/support/test-app.ts';
import { MONTH } from '../screen-seller.ts';
import { serveApp } from '../served-app.ts';

// The export as a seller's browser asks it: over HTTP from the server's own handler, the whole
// month of orders, the file read to its last byte and thrown away.

export interface ExportServer {
  /** Downloads the month's orders; resolves with the file's size in bytes. */
  downloadMonth(): Promise<number>;
  close(): Promise<void>;
}

export async function startExportServer(app: TestApp, seller: Seller): Promise<ExportServer> {
  const served = await serveApp(app, statisticsExportRoutes(app.services));
  const url = `${served.base}/api/export/orders.xlsx?${new URLSearchParams(MONTH)}`;
  return {
    async downloadMonth() {
      const response = await fetch(url, { headers: seller.headers });
      if (response.status !== 200 || !response.body)
        throw new Error(`export answered ${response.status}: ${await response.text()}`);
      let bytes = 0;
      const reader = response.body.getReader();
      for (let part = await reader.read(); !part.done; part = await reader.read()) bytes += part.value.byteLength;
      return bytes;
    },
    close: () => served.close(),
  };
}
