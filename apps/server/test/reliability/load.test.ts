import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOfNewCompany } from '../support/sign-in.ts';
import { startHttpApp, type HttpApp } from './support/http-app.ts';

/** The long part (RELIABILITY_LONG=1): many clients at once against one API process over HTTP. */
const CLIENTS = 200;
const SECONDS = Number(process.env.RELIABILITY_LOAD_SECONDS ?? 60);

const QUERIES = [
  '{ serverInfo { demoMode } }',
  '{ me { email companies { id name selected } } }',
  '{ company { id shortName } }',
  '{ cards { title brand } }',
  '{ syncStatus { dataset running done } }',
  '{ tariffs { warehouseName } }',
];

describe.runIf(process.env.RELIABILITY_LONG === '1')('load', () => {
  let http: HttpApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    http = await startHttpApp({ DEMO_MODE: 'true' });
    const { admin } = await adminOfNewCompany(http.app, 'load@example.com');
    headers = admin.headers;
  });
  afterAll(async () => {
    await http?.close();
  });

  it(`${CLIENTS} clients for ${SECONDS} s of mixed queries: no errors, memory back where it was`, async () => {
    const heapBefore = settledHeap();
    const stopAt = Date.now() + SECONDS * 1000;
    const failures: string[] = [];
    let answered = 0;
    const client = async (index: number) => {
      for (let turn = index; Date.now() < stopAt; turn += 1) {
        try {
          const answer = await http.post({ query: QUERIES[turn % QUERIES.length] }, headers);
          if (answer.status !== 200 || answer.json.errors)
            failures.push(`${answer.status} ${JSON.stringify(answer.json)}`);
        } catch (error) {
          failures.push(`no answer: ${String((error as Error).cause ?? error)}`);
        }
        answered += 1;
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)));
    const heapAfter = settledHeap();
    console.info(
      `reliability figure: ${CLIENTS} clients, ${SECONDS} s, ${answered} answers (${Math.round(answered / SECONDS)}/s), ` +
        `${failures.length} failed ${JSON.stringify(failures.slice(0, 3))}; heap ${mb(heapBefore)} → ${mb(heapAfter)} MB`,
    );
    expect(failures.slice(0, 3)).toEqual([]);
    expect(heapAfter - heapBefore).toBeLessThan(50 * 1024 * 1024);
  });
});

// A full collection before each reading, so the heap compared is what is still referenced.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

function settledHeap(): number {
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

function mb(bytes: number): number {
  return Math.round(bytes / 1024 / 1024);
}
