import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createHttpServer } from '../../../apps/server/src/http/server.ts';
import { createGraphQLHandler, CSRF_HEADER } from '../../../apps/server/src/graphql/yoga.ts';
import { loadConfig } from '../../../apps/server/src/config.ts';
import { openPglite } from '../../../apps/server/src/db/client.ts';
import { applyMigrations } from '../../../apps/server/src/db/migrate.ts';
import { startJobQueue } from '../../../apps/server/src/jobs/queue.ts';
import { createLogger } from '../../../apps/server/src/logger.ts';
import { measure, type BenchResult } from '../measure.ts';

/**
 * The cost of the GraphQL layer (parsing, validation, the armor limits, error handling) for a
 * small query, against the plain health check on the same server as the baseline.
 */
export async function graphqlOverhead(): Promise<BenchResult> {
  const database = await openPglite();
  await applyMigrations(database);
  const config = loadConfig({ LOG_LEVEL: 'silent', DEMO_MODE: 'true' });
  const logger = createLogger('silent');
  const jobs = await startJobQueue(database, { logger, definitions: [], work: false });
  const services = { config, db: database.db, logger, jobs };
  const server: Server = createHttpServer({
    graphql: createGraphQLHandler(services),
    webRoot: '/nonexistent',
    logger,
    maxBodyBytes: 1_000_000,
    maxUploadBytes: 1_000_000,
    requestsPerMinute: 1_000_000,
    isHealthy: () => database.ping(),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const batch = 50;
  const health = await measure(async () => {
    for (let i = 0; i < batch; i++) await (await fetch(`${base}/healthz`)).arrayBuffer();
  });
  const graphql = await measure(async () => {
    for (let i = 0; i < batch; i++) {
      const answer = await fetch(`${base}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
        body: JSON.stringify({ query: '{ serverInfo { demoMode googleClientId } }' }),
      });
      await answer.arrayBuffer();
    }
  });
  await new Promise((resolve) => server.close(resolve));
  await jobs.stop();
  await database.close();
  const perRequest = (ms: number) => `${((ms / batch) * 1000).toFixed(0)} µs/запрос`;
  const ratio = graphql.medianMs / health.medianMs;
  return {
    name: 'Накладные расходы GraphQL',
    meaning: 'во сколько раз небольшой GraphQL-запрос дороже проверки /healthz (тот же сервер, та же база)',
    baseline: { label: 'GET /healthz', value: perRequest(health.medianMs) },
    subject: { label: 'POST /api/graphql { serverInfo }', value: perRequest(graphql.medianMs) },
    ratio,
    target: '≤ 5',
    met: ratio <= 5,
  };
}
