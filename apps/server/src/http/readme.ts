import { createReadStream } from 'node:fs';
import { paths } from '../paths.ts';
import type { DownloadRoute } from './server.ts';

/** The product's README, where the move to a PostgreSQL server is explained: the browser shows it as text. */
export const readmeRoute: DownloadRoute = async (_request, response) => {
  response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' });
  createReadStream(paths.readme).pipe(response);
};
