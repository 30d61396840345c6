import { readFileSync } from 'node:fs';
import { sellerProfile, TokenAuthority, type RequestLogEntry } from '@seller-helper/wb-emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnWbEmulator } from '../../src/demo/demo-emulator.ts';
import { companyForm, newCompanyId } from '../support/sign-in.ts';
import { createScratchDatabase } from '../support/test-database.ts';
import { GOOGLE_CLIENT_ID, startGoogleStandIn, type GoogleStandIn } from './support/google-stand-in.ts';
import { startServerProcess, terminate, waitFor, type ServerProcess } from './support/server-process.ts';

/**
 * The long part (RELIABILITY_LONG=1), on the PostgreSQL server of TEST_DATABASE_URL: two API
 * processes and a worker share one database, as a self-hosted installation runs them. Clients send
 * mixed queries and card settings imports to both APIs while the worker syncs a seller from the WB
 * stand-in, whose request log then shows whether WB's limits held.
 */
const CLIENTS = Number(process.env.RELIABILITY_CLUSTER_CLIENTS ?? 200);
const SECONDS = Number(process.env.RELIABILITY_LOAD_SECONDS ?? 60);
const COMPANIES = 4;
/** Every this many turns a client of the syncing company loads a card settings file instead of a query. */
const IMPORT_EVERY = 25;
const SEED = 42;
/** WB's limit periods shortened six times, on both sides, so the sync makes more requests during the run. */
const TIME_SCALE = '6';

const QUERIES = [
  '{ me { email companies { id name selected } } }',
  '{ company { id shortName } }',
  '{ cards { nmID vendorCode firstPrice } }',
  '{ syncStatus { dataset running lastSuccessAt lastError } }',
  '{ tariffs { warehouseName } }',
  '{ home { days { day orders revenue } warnings { kind link } } }',
];

interface Company {
  email: string;
  companyId: string;
  /** The session that set the company up. */
  headers: Record<string, string>;
  /** Only the first company holds WB tokens: its sync runs in the worker during the load. */
  syncs: boolean;
}

/** A client: a seller of one of the companies, signed in with a session of their own, as sellers are. */
interface Client {
  company: Company;
  headers: Record<string, string>;
}

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(process.env.RELIABILITY_LONG === '1' && !!serverUrl)(
  'load: PostgreSQL, two API processes, a worker',
  () => {
    let google: GoogleStandIn;
    let emulator: { url: string; close(): Promise<void> };
    let database: { url: string; drop(): Promise<void> };
    let worker: ServerProcess;
    const apis: { process: ServerProcess; base: string }[] = [];
    const companies: Company[] = [];
    let clients: Client[];
    let importFile: string;

    beforeAll(async () => {
      google = await startGoogleStandIn();
      emulator = await spawnWbEmulator(['--seed', String(SEED), '--time-scale', TIME_SCALE]);
      database = await createScratchDatabase(serverUrl!);
      const env = {
        // As `npm start` and `npm run worker` run them: without the libraries' development checks.
        NODE_ENV: 'production',
        DATABASE_URL: database.url,
        DEMO_MODE: 'false',
        LOG_LEVEL: 'warn',
        GOOGLE_CLIENT_ID,
        GOOGLE_JWKS_URL: google.jwksUrl,
        AUTH_SECRET: 'cluster-secret-cluster-secret-cluster-1',
        TOKEN_ENCRYPTION_KEY: 'cd'.repeat(32),
        WB_BASE_URL: emulator.url,
        WB_TIME_SCALE: TIME_SCALE,
      };
      // The worker migrates the database first; the APIs then find it ready and run no jobs themselves.
      worker = startServerProcess('reads', { ...env, LOG_LEVEL: 'info' }, 'src/worker-main.ts');
      await waitFor('the worker to start', () => worker.output().includes('worker started'));
      for (let index = 0; index < 2; index += 1) {
        const api = startServerProcess('reads', { ...env, RUN_JOBS: 'false', LOG_LEVEL: 'info' });
        await waitFor('an API process to listen', () => /Seller Helper: http:\/\/[\d.:]+/.test(api.output()));
        apis.push({ process: api, base: /Seller Helper: (http:\/\/[\d.:]+)/.exec(api.output())![1]! });
      }
      for (let index = 0; index < COMPANIES; index += 1) companies.push(await newCompany(index, index === 0));
      await untilCardsSynced(companies[0]!);
      importFile = await cardSettingsFile(companies[0]!);
      clients = await Promise.all(
        Array.from({ length: CLIENTS }, async (_, index) => {
          const company = companies[index % COMPANIES]!;
          return { company, headers: await signIn(apis[index % apis.length]!.base, company) };
        }),
      );
    }, 600_000);

    afterAll(async () => {
      for (const server of [...apis.map((api) => api.process), worker]) {
        if (server && server.child.exitCode === null) await terminate(server, 15_000);
      }
      await emulator?.close();
      await google?.close();
      await database?.drop();
    }, 120_000);

    it(
      `${CLIENTS} clients for ${SECONDS} s: no errors, memory flat, WB limits kept by the sync`,
      async () => {
        const requestsBefore = (await wbRequests()).length;
        const stopAt = Date.now() + SECONDS * 1000;
        const failures: string[] = [];
        /** Each answer's time, by what was asked: the query's field, or `import`. */
        const durations = new Map<string, number[]>();
        let imports = 0;
        let rssEarly: number[] = [];
        const early = setTimeout(() => (rssEarly = apis.map((api) => rssOf(api.process))), (SECONDS * 1000) / 10);

        const client = async (index: number) => {
          const { company, headers } = clients[index]!;
          const api = apis[index % apis.length]!;
          for (let turn = index; Date.now() < stopAt; turn += 1) {
            const started = performance.now();
            const importing = company.syncs && turn % IMPORT_EVERY === 0;
            const text = QUERIES[turn % QUERIES.length]!;
            try {
              const failure = importing
                ? await importCardSettings(api.base, headers, importFile)
                : await query(api.base, headers, text);
              if (failure) failures.push(failure);
              else if (importing) imports += 1;
            } catch (error) {
              failures.push(`no answer: ${String((error as Error).cause ?? error)}`);
            }
            const kind = importing ? 'import' : /\w+/.exec(text)![0];
            if (!durations.has(kind)) durations.set(kind, []);
            durations.get(kind)!.push(performance.now() - started);
          }
        };
        await Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)));
        clearTimeout(early);
        const rssLate = apis.map((api) => rssOf(api.process));
        const wb = (await wbRequests()).slice(requestsBefore);
        const tooMany = wb.filter((entry) => entry.status === 429).length;

        const all = [...durations.values()].flat();
        const percentiles = (list: number[]) => {
          const sorted = [...list].sort((a, b) => a - b);
          const at = (share: number) => Math.round(sorted[Math.floor((sorted.length - 1) * share)]!);
          return `p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`;
        };
        const byKind = [...durations].map(([kind, list]) => `${kind} ${percentiles(list)}`).join('; ');
        console.info(
          `reliability figure: ${CLIENTS} clients, ${SECONDS} s, 2 APIs + worker on PostgreSQL: ${all.length} answers ` +
            `(${Math.round(all.length / SECONDS)}/s), ${imports} imports, ${failures.length} failed ` +
            `${JSON.stringify(failures.slice(0, 3))}; ${percentiles(all)} (${byKind}); ` +
            `API RSS ${rssEarly.map(mb).join(' and ')} → ${rssLate.map(mb).join(' and ')} MB; ` +
            `WB requests of the sync meanwhile ${wb.length}, answered 429: ${tooMany}`,
        );
        expect(failures.slice(0, 3)).toEqual([]);
        expect(imports).toBeGreaterThan(0);
        expect(tooMany).toBe(0);
        expect(wb.length).toBeGreaterThan(0);
        // Growth over the run, after the first tenth warmed the processes up: what a leak would show.
        rssLate.forEach((late, index) => expect(late - rssEarly[index]!).toBeLessThan(150 * 1024 * 1024));
      },
      (SECONDS + 300) * 1000,
    );

    async function newCompany(index: number, syncs: boolean): Promise<Company> {
      const api = apis[0]!.base;
      const email = `cluster-${index}@example.com`;
      const first = await graphql(api, {}, 'query ($t: String!) { auth(token: $t) }', {
        t: await google.idToken(email),
      });
      const companyId = newCompanyId();
      await graphql(
        api,
        { authorization: first.auth as string },
        'mutation ($d: CompanyInput!) { addCompany(data: $d) { id } }',
        {
          d: companyForm(companyId),
        },
      );
      const headers = await signIn(api, { email, companyId });
      if (syncs) {
        const tokens = new TokenAuthority(SEED, sellerProfile(SEED).sid);
        await graphql(
          api,
          headers,
          'mutation ($a: String, $b: String) { setCompanyWbTokens(mpAndStatisticToken: $a, contentAndPricesToken: $b) { message } }',
          {
            a: tokens.issue({
              type: 'personal',
              categories: ['marketplace', 'statistics', 'finance', 'supplies', 'promotion'],
            }),
            b: tokens.issue({ type: 'personal', categories: ['content', 'prices'] }),
          },
        );
        await graphql(api, headers, 'mutation { syncNow { message } }', {});
      }
      return { email, companyId, headers, syncs };
    }

    /** A new session of the company's seller, signed in through Google to the company. */
    async function signIn(api: string, company: Pick<Company, 'email' | 'companyId'>): Promise<Record<string, string>> {
      const signedIn = await graphql(api, {}, 'query ($t: String!, $c: ID) { auth(token: $t, companyId: $c) }', {
        t: await google.idToken(company.email),
        c: company.companyId,
      });
      return { authorization: signedIn.auth as string };
    }

    async function untilCardsSynced(company: Company): Promise<void> {
      for (;;) {
        const { syncStatus } = await graphql(
          apis[0]!.base,
          company.headers,
          '{ syncStatus { dataset lastSuccessAt } }',
          {},
        );
        const states = syncStatus as { dataset: string; lastSuccessAt: string | null }[];
        if (states.some((state) => state.dataset === 'cards' && state.lastSuccessAt)) return;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }

    /** A csv of the first 20 cards with a cost price each: valid, so every import saves it whole. */
    async function cardSettingsFile(company: Company): Promise<string> {
      const { cards } = await graphql(apis[0]!.base, company.headers, '{ cards { nmID } }', {});
      const rows = (cards as { nmID: number }[]).slice(0, 20).map((card, index) => `${card.nmID};${100 + index},50`);
      expect(rows.length).toBe(20);
      return ['Артикул WB;Себестоимость, ₽', ...rows].join('\n');
    }

    async function wbRequests(): Promise<RequestLogEntry[]> {
      return (await (await fetch(`${emulator.url}/_emulator/requests`)).json()) as RequestLogEntry[];
    }
  },
);

async function graphql(base: string, headers: Record<string, string>, query: string, variables: object) {
  const response = await fetch(`${base}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

/** One query; answers what went wrong, or undefined. */
async function query(base: string, headers: Record<string, string>, text: string): Promise<string | undefined> {
  const response = await fetch(`${base}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1', ...headers },
    body: JSON.stringify({ query: text }),
  });
  const body = (await response.json()) as { errors?: unknown[] };
  return response.status === 200 && !body.errors
    ? undefined
    : `${response.status} ${JSON.stringify(body).slice(0, 300)}`;
}

/** The card settings file as the screen sends it: a GraphQL multipart request. */
async function importCardSettings(
  base: string,
  headers: Record<string, string>,
  csv: string,
): Promise<string | undefined> {
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({
      query: 'mutation ($file: File!) { importCardSettings(file: $file) { rows errors { row column message } } }',
      variables: { file: null },
    }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new File([csv], 'себестоимость.csv', { type: 'text/csv' }));
  const response = await fetch(`${base}/api/graphql`, {
    method: 'POST',
    headers: { 'x-graphql-yoga-csrf': '1', ...headers },
    body: form,
  });
  const body = (await response.json()) as {
    data?: { importCardSettings?: { rows: number; errors: unknown[] } };
    errors?: unknown[];
  };
  const result = body.data?.importCardSettings;
  if (response.status !== 200 || body.errors || result?.rows !== 20 || result.errors.length > 0)
    return `import: ${response.status} ${JSON.stringify(body).slice(0, 300)}`;
  return undefined;
}

/** Resident memory of a process, from Linux's /proc. */
function rssOf(server: ServerProcess): number {
  const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

function mb(bytes: number): number {
  return Math.round(bytes / 1024 / 1024);
}
