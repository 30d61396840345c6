import { readFileSync } from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Mix } from './mix.ts';

// The load's clients, in a process of their own so that their work is neither the servers' nor the bench's,
// and measured: a client that ran out of CPU would cap the answers it counts. Each client asks, waits for
// the whole answer and asks again (no pause), over kept-alive connections.

export interface LoadPlan {
  /** One API process each: its /api/graphql address. */
  servers: string[];
  /** Authorization headers of sessions of the seeded seller, used in turn by the clients. */
  sessions: string[];
  clients: number;
  mix: Mix;
  /** Asked, not counted: the processes' code compiled and their pools opened before the figures start. */
  warmupMs: number;
  durationMs: number;
}

export interface KindFigures {
  name: string;
  answers: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  /** The length of its last answer, bytes: what the client received. */
  answerLength: number;
}

export interface LoadFigures {
  /** Answers to the requests asked within the measured window, per second of it. */
  perSecond: number;
  kinds: KindFigures[];
  errors: number;
  /** Of the errors, answers 429 (the per-caller request limit). */
  tooMany: number;
  /** Of the errors, requests that got no answer: the connection failed (reset, closed). */
  broken: number;
  /** A few errors as they came, to tell what failed. */
  errorSamples: string[];
  /** This process's CPU over the window, per cent of one core. */
  clientCpuPercent: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

/** Whether an answer is a success: 200 and data without errors (graphql-js writes `errors` first). */
/**
 * What is wrong with an answer, or null. Read as bytes: decoding megabytes of cards into a string took this
 * one process, which all hundred clients share, more than the server spent sending them.
 */
function failure(status: number, bytes: Buffer): string | null {
  if (status !== 200) return `${status}: ${bytes.subarray(0, 200).toString()}`;
  if (!bytes.subarray(0, 8).equals(DATA_FIRST) || bytes.includes(ERRORS)) return bytes.subarray(0, 300).toString();
  return null;
}
const DATA_FIRST = Buffer.from('{"data":');
const ERRORS = Buffer.from('"errors":[');

/** Connections kept open between a client's requests, one per client at a time. */
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/**
 * Asks as the web app does, without gzip, though a browser asks for it: unzipping every answer took this one
 * process 94 % of a core and capped the figures, while the server, which then sends a tenth of the bytes, had
 * room. Through node:http, not fetch: fetch passed each answer's megabytes of cards through web streams, and
 * this process, which all hundred clients share, took most of a core doing so (docs/benchmarks.md).
 */
function post(url: string, body: string, session: string): Promise<{ status: number; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-graphql-yoga-csrf': '1',
          'accept-encoding': 'identity',
          authorization: session,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes: Buffer.concat(chunks) }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

export async function runLoad(plan: LoadPlan): Promise<LoadFigures> {
  const { kinds, deck } = plan.mix;
  const times = kinds.map(() => [] as number[]);
  const answerLengths = kinds.map(() => 0);
  const errors = kinds.map(() => 0);
  const errorSamples: string[] = [];
  let tooMany = 0;
  let broken = 0;
  const started = performance.now();
  const from = started + plan.warmupMs;
  const until = from + plan.durationMs;
  let cpuFrom: NodeJS.CpuUsage | undefined;
  const windowOpens = setTimeout(() => (cpuFrom = process.cpuUsage()), plan.warmupMs);

  const client = async (index: number) => {
    // Clients alternate between the processes, as a balancer would spread browsers; each starts elsewhere in the deck.
    const url = plan.servers[index % plan.servers.length]!;
    for (let turn = index; performance.now() < until; turn++) {
      const kind = deck[turn % deck.length]!;
      const session = plan.sessions[(index + turn * plan.clients) % plan.sessions.length]!;
      const asked = performance.now();
      let problem: string | null;
      try {
        const { status, bytes } = await post(url, kinds[kind]!.body, session);
        answerLengths[kind] = bytes.length;
        problem = failure(status, bytes);
        if (status === 429 && asked >= from) tooMany += 1;
      } catch (error) {
        problem = String(error);
        if (asked >= from) broken += 1;
      }
      // A request asked in the window counts however long it takes: leaving out the slow ones at its end
      // would flatter the slowest kinds.
      if (asked < from) continue;
      const took = performance.now() - asked;
      times[kind]!.push(took);
      if (problem !== null) {
        errors[kind]! += 1;
        if (errorSamples.length < 5) errorSamples.push(`${kinds[kind]!.name} after ${Math.round(took)} ms: ${problem}`);
      }
    }
  };
  await Promise.all(Array.from({ length: plan.clients }, (_, i) => client(i)));
  clearTimeout(windowOpens);
  const cpu = process.cpuUsage(cpuFrom);
  const windowMs = performance.now() - from;
  const answers = times.reduce((sum, list) => sum + list.length, 0);
  return {
    perSecond: answers / (plan.durationMs / 1000),
    kinds: kinds.map((k, i) => {
      const sorted = times[i]!.sort((a, b) => a - b);
      return {
        name: k.name,
        answers: sorted.length,
        errors: errors[i]!,
        p50Ms: percentile(sorted, 50),
        p99Ms: percentile(sorted, 99),
        answerLength: answerLengths[i]!,
      };
    }),
    errors: errors.reduce((a, b) => a + b, 0),
    tooMany,
    broken,
    errorSamples,
    clientCpuPercent: ((cpu.user + cpu.system) / 1000 / windowMs) * 100,
  };
}

// Run as a script: the plan is in the file named by the one argument (too long for a command line), the
// figures are the one message back.
if (process.send && process.argv[2]) {
  const figures = await runLoad(JSON.parse(readFileSync(process.argv[2], 'utf8')) as LoadPlan);
  process.send(figures, () => process.exit(0));
}
