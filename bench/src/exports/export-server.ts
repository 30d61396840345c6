import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGraphQLHandler } from '../../../apps/server/src/graphql/yoga.ts';
import { createHttpServer } from '../../../apps/server/src/http/server.ts';
import type { Seller } from '../../../apps/server/src/modules/cards/catalog-fixtures.ts';
import { statisticsExportRoutes } from '../../../apps/server/src/modules/sales/statistics-export.ts';
import type { TestApp } from '../../../apps/server/test/support/test-app.ts';
import { MONTH } from '../screen-seller.ts';

// The export as a seller's browser asks it: over HTTP from the server's own handler, the whole
// month of orders, the file read to its last byte and thrown away.

export interface ExportServer {
  /** Downloads the month's orders; resolves with the file's size in bytes. */
  downloadMonth(): Promise<number>;
  close(): Promise<void>;
}

export async function startExportServer(app: TestApp, seller: Seller): Promise<ExportServer> {
  const server: Server = createHttpServer({
    graphql: createGraphQLHandler(app.services),
    webRoot: mkdtempSync(join(tmpdir(), 'sh-bench-web-')),
    logger: app.services.logger,
    maxBodyBytes: 10_000,
    maxUploadBytes: 20_000,
    requestsPerMinute: 100_000,
    isHealthy: async () => true,
    downloads: statisticsExportRoutes(app.services),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/export/orders.xlsx?${new URLSearchParams(MONTH)}`;
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
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
