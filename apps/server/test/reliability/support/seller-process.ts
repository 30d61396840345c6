import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { WbCategory } from '@seller-helper/wb';
import { startWbEmulator, type WbEmulator } from '@seller-helper/wb-emulator';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { CSRF_HEADER } from '../../../src/graphql/yoga.ts';
import { companyForm, newCompanyId } from '../../support/sign-in.ts';
import { TIME_SCALE } from '../../support/sync-kit.ts';
import { createScratchDatabase } from '../../support/test-database.ts';
import { GOOGLE_CLIENT_ID, startGoogleStandIn, type GoogleStandIn } from './google-stand-in.ts';
import { freePort, startServerProcess, waitFor, waitForAsync, type ServerProcess } from './server-process.ts';

/** One server process of a seller's data folder, and GraphQL over HTTP to it as the signed-in seller. */
export interface SellerServer {
  server: ServerProcess;
  url: string;
  /** The answer's data; a GraphQL error fails. */
  gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<T>;
}

/** The seller's database as a test reads it, whether the embedded one or PostgreSQL. */
export interface SellerDatabase {
  query<T>(text: string, values?: unknown[]): Promise<{ rows: T[] }>;
}

const AUTH = 'query ($token: String!, $companyId: ID) { auth(token: $token, companyId: $companyId) }';

/**
 * A seller's server, started, killed and started again on one data folder (its embedded database,
 * or the PostgreSQL database of `databaseUrl`), with Google sign-in against `google` and `wb` as WB.
 * The first start signs the seller up.
 */
export class SellerProcesses {
  readonly all: ServerProcess[] = [];
  dataDir: string | undefined;
  accessToken = '';

  constructor(
    private readonly google: GoogleStandIn,
    private readonly wb: WbEmulator,
    readonly databaseUrl?: string,
  ) {}

  async start(nodeArgs: readonly string[] = []): Promise<SellerServer> {
    const port = await freePort();
    const env = {
      DEMO_MODE: 'false',
      GOOGLE_CLIENT_ID,
      GOOGLE_JWKS_URL: this.google.jwksUrl,
      AUTH_SECRET: 'seller-secret-seller-secret-seller-secret',
      TOKEN_ENCRYPTION_KEY: 'cd'.repeat(32),
      WB_BASE_URL: this.wb.url,
      WB_TIME_SCALE: String(TIME_SCALE),
      PORT: String(port),
      ...(this.dataDir ? { DATA_DIR: this.dataDir } : {}),
      ...(this.databaseUrl ? { DATABASE_URL: this.databaseUrl } : {}),
    };
    const server = startServerProcess('reads', env, 'src/main.ts', nodeArgs);
    this.dataDir ??= server.dataDir;
    this.all.push(server);
    await waitFor('the server to listen', () => server.output().includes('Seller Helper: http://'));
    const url = `http://127.0.0.1:${port}`;
    const gql = async <T>(query: string, variables: Record<string, unknown> = {}) => {
      const answer = await fetch(`${url}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', authorization: this.accessToken },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await answer.json()) as { data?: T; errors?: unknown[] };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data!;
    };
    return { server, url, gql };
  }

  /** Signs in through Google and adds a company whose WB token has the categories. */
  async signUp({ gql }: SellerServer, categories: WbCategory[]): Promise<void> {
    const email = 'seller@example.com';
    this.accessToken = (await gql<{ auth: string }>(AUTH, { token: await this.google.idToken(email) })).auth;
    const companyId = newCompanyId();
    await gql('mutation ($data: CompanyInput!) { addCompany(data: $data) { id } }', { data: companyForm(companyId) });
    const token = await this.google.idToken(email);
    this.accessToken = (await gql<{ auth: string }>(AUTH, { token, companyId })).auth;
    const wbToken = this.wb.issueToken({ type: 'personal', categories });
    await gql('mutation ($t: String) { setCompanyWbTokens(mpAndStatisticToken: $t) { id } }', { t: wbToken });
  }

  /**
   * Reads the seller's database: the data folder's while no server has it open, or PostgreSQL over a
   * connection of its own.
   */
  async onDisk<T>(read: (db: SellerDatabase) => Promise<T>): Promise<T> {
    if (this.databaseUrl) {
      const client = new pg.Client({ connectionString: this.databaseUrl });
      await client.connect();
      try {
        return await read({
          query: async <T>(text: string, values?: unknown[]) => ({
            rows: (await client.query(text, values)).rows as T[],
          }),
        });
      } finally {
        await client.end();
      }
    }
    const db = new PGlite(path.join(this.dataDir!, 'pglite'));
    try {
      return await read(db);
    } finally {
      await db.close();
    }
  }

  /** Kills whatever is still running, for the test's end. */
  killAll(): void {
    for (const server of this.all) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  }
}

/** Asks for a sync of the datasets at once and waits until one of each ends after the ask. */
export async function syncDataset({ gql }: SellerServer, ...datasets: string[]): Promise<void> {
  const asked = new Date();
  await gql(`mutation { syncNow(datasets: [${datasets.join(', ')}]) { message } }`);
  await waitForAsync(`the ${datasets.join(', ')} sync`, async () => {
    const { syncStatus } = await gql<{ syncStatus: { dataset: string; lastSuccessAt: string | null }[] }>(
      '{ syncStatus { dataset lastSuccessAt } }',
    );
    return datasets.every((dataset) => {
      const state = syncStatus.find((s) => s.dataset === dataset);
      return Boolean(state?.lastSuccessAt && new Date(state.lastSuccessAt) >= asked);
    });
  });
}

export interface SellerSuiteOptions {
  /** The emulated seller's size (the emulator's `scale`); a small seller by default. */
  scale?: number;
  /** A PostgreSQL server: the seller's database is a scratch database there, dropped after the tests. */
  postgres?: string;
}

/**
 * A suite's Google stand-in, WB emulator and seller processes: started before its tests, every
 * process killed and both stand-ins closed (and a scratch database dropped) after them.
 */
export interface SellerSuite {
  readonly wb: WbEmulator;
  readonly seller: SellerProcesses;
}

export function sellerSuite(options: SellerSuiteOptions = {}): SellerSuite {
  let google: GoogleStandIn | undefined;
  let wb: WbEmulator | undefined;
  let seller: SellerProcesses | undefined;
  let database: { url: string; drop(): Promise<void> } | undefined;
  beforeAll(async () => {
    google = await startGoogleStandIn();
    wb = await startWbEmulator({ seed: 7, timeScale: TIME_SCALE, scale: options.scale ?? 0.05 });
    if (options.postgres) database = await createScratchDatabase(options.postgres);
    seller = new SellerProcesses(google, wb, database?.url);
  });
  afterAll(async () => {
    seller?.killAll();
    await Promise.all(seller?.all.map((server) => server.exited) ?? []);
    await database?.drop();
    await wb?.close();
    await google?.close();
  });
  return {
    get wb() {
      return wb!;
    },
    get seller() {
      return seller!;
    },
  };
}
