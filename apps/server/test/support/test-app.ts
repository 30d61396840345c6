import { loadConfig, type Config } from '../../src/config.ts';
import type { DatabaseHandle, OpenOptions } from '../../src/db/client.ts';
import { sentAnswer } from '../../src/graphql/cached-answers.ts';
import type { AppServices } from '../../src/graphql/context.ts';
import { createGraphQLHandler, CSRF_HEADER } from '../../src/graphql/yoga.ts';
import { startJobQueue } from '../../src/jobs/queue.ts';
import { createLogger } from '../../src/logger.ts';
import { createTestDatabase } from './test-database.ts';

export interface GraphQLAnswer<Data = Record<string, unknown>> {
  status: number;
  data?: Data;
  errors?: { message: string; extensions?: { code?: string } & Record<string, unknown> }[];
  setCookies: string[];
}

export interface TestApp {
  services: AppServices;
  database: DatabaseHandle;
  /** Executes a GraphQL operation in-process through the same yoga handler the server uses. */
  graphql<Data = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphQLAnswer<Data>>;
  /** The answer's bytes as the server sends them, not decoded: for benchmarks, where reading them is the client's cost. */
  graphqlBytes(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<Uint8Array>;
  /** The same, as a GraphQL multipart request with one file in the variable `file`. */
  upload<Data = Record<string, unknown>>(
    query: string,
    file: File,
    headers?: Record<string, string>,
  ): Promise<GraphQLAnswer<Data>>;
  close(): Promise<void>;
}

export async function createTestApp(
  overrides: Partial<Record<string, string>> = {},
  options: OpenOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase(options);
  const config: Config = loadConfig({
    DEMO_MODE: 'false',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-42',
    TOKEN_ENCRYPTION_KEY: '0'.repeat(64),
    LOG_LEVEL: 'silent',
    ...overrides,
  });
  const logger = createLogger(config.LOG_LEVEL);
  const jobs = await startJobQueue(database, { logger, definitions: [], work: false });
  const services: AppServices = { config, db: database.db, logger, jobs };
  const handler = createGraphQLHandler(services);
  const post = async (
    query: string,
    variables: Record<string, unknown> | undefined,
    headers: Record<string, string>,
  ) => {
    const requestInfo = { headers: new Headers(), setCookies: [] as string[], ip: '127.0.0.1' };
    requestInfo.headers.set('content-type', 'application/json');
    requestInfo.headers.set(CSRF_HEADER, '1');
    for (const [name, value] of Object.entries(headers)) requestInfo.headers.set(name, value);
    const response = await handler.fetch(
      'http://localhost/api/graphql',
      { method: 'POST', headers: requestInfo.headers, body: JSON.stringify({ query, variables }) },
      { requestInfo },
    );
    return { response, requestInfo };
  };
  return {
    services,
    database,
    graphql: async (query, variables, headers = {}) => {
      const { response, requestInfo } = await post(query, variables, headers);
      const body = (await response.json()) as Omit<GraphQLAnswer, 'status' | 'setCookies'>;
      return { status: response.status, ...body, setCookies: requestInfo.setCookies } as never;
    },
    graphqlBytes: async (query, variables, headers = {}) => {
      const { response, requestInfo } = await post(query, variables, headers);
      // A Buffer is a Uint8Array already: wrapping it again would copy the whole answer.
      return (await sentAnswer(response, requestInfo)).bytes;
    },
    upload: async (query, file, headers = {}) => {
      const requestInfo = { headers: new Headers(), setCookies: [] as string[], ip: '127.0.0.1' };
      requestInfo.headers.set(CSRF_HEADER, '1');
      for (const [name, value] of Object.entries(headers)) requestInfo.headers.set(name, value);
      const form = new FormData();
      form.set('operations', JSON.stringify({ query, variables: { file: null } }));
      form.set('map', JSON.stringify({ 0: ['variables.file'] }));
      form.set('0', file);
      const response = await handler.fetch(
        'http://localhost/api/graphql',
        { method: 'POST', headers: requestInfo.headers, body: form },
        { requestInfo },
      );
      const body = (await response.json()) as Omit<GraphQLAnswer, 'status' | 'setCookies'>;
      return { status: response.status, ...body, setCookies: requestInfo.setCookies } as never;
    },
    close: async () => {
      await jobs.stop();
      await database.close();
    },
  };
}
