import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { bundleServer } from '../../../scripts/build-server.mjs';

// API processes as production runs them: the server's bundle (`npm start`) under plain Node, each on a port of
// its own, all on one PostgreSQL database, demo mode off and no job worker, so nothing syncs with WB meanwhile.

const root = path.resolve(import.meta.dirname, '../../..');

export interface ApiServer {
  /** Its /api/graphql address. */
  url: string;
  /** CPU the process has used so far, seconds. */
  cpuSeconds(): number;
}

/** How many times each warning or error the API processes logged, by its message. */
export type Logged = Map<string, number>;

export interface ApiServers {
  servers: ApiServer[];
  /** The warnings and errors logged by all of them since they started; the phases take it in turns. */
  logged: Logged;
  stop(): Promise<void>;
}

/** The secrets the bench's sessions are signed and kept with (those of the test app that signs them in). */
export interface Secrets {
  AUTH_SECRET: string;
  TOKEN_ENCRYPTION_KEY: string;
}

export async function startApiServers(count: number, databaseUrl: string, secrets: Secrets): Promise<ApiServers> {
  await bundleServer();
  const children: ChildProcess[] = [];
  const logged: Logged = new Map();
  const stop = async () => {
    await Promise.all(
      children.map(async (child) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      }),
    );
  };
  try {
    const servers: ApiServer[] = [];
    for (let i = 0; i < count; i++) {
      const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
        cwd: root,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          DATABASE_URL: databaseUrl,
          HOST: '127.0.0.1',
          PORT: '0',
          DEMO_MODE: 'false',
          RUN_JOBS: 'false',
          ...secrets,
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      children.push(child);
      servers.push({
        url: `http://127.0.0.1:${await portOf(child, logged)}/api/graphql`,
        cpuSeconds: () => cpuSecondsOf(child.pid!),
      });
    }
    return { servers, logged, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The port the process says it listens on; its log lines are read, its warnings and errors counted. */
async function portOf(child: ChildProcess, logged: Logged): Promise<number> {
  const lines = createInterface({ input: child.stdout! });
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`the API process ended with ${code} before listening`);
  });
  const listening = new Promise<number>((resolve) => {
    lines.on('line', (line) => {
      const port = /^Seller Helper: http:\/\/[^:]+:(\d+)$/.exec(line)?.[1];
      if (port) resolve(Number(port));
      const entry = line.startsWith('{') ? (JSON.parse(line) as { level?: number; msg?: string }) : undefined;
      // pino's levels: 40 warn, 50 error, 60 fatal.
      if (entry?.level && entry.level >= 40) {
        // yoga's own warnings come as objects without a message.
        const message = entry.msg || '(без текста)';
        logged.set(message, (logged.get(message) ?? 0) + 1);
      }
    });
  });
  return Promise.race([listening, exited]);
}

/** A process's user and system CPU time from /proc (in clock ticks, a hundred a second on Linux). */
function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
