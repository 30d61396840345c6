import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, constants, existsSync, mkdtempSync, openSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  dataDir: string;
  /** The exit code, or the signal's name when it was killed. */
  exited: Promise<number | string>;
  /** Everything written so far, when the output is read. */
  output(): string;
}

export type OutputReader = 'reads' | 'stalled';

/**
 * `npm start`'s server (src/main.ts, or `npm run worker`'s src/worker-main.ts) in demo mode on a free
 * port and a fresh data folder. With a `stalled` reader its standard output is a pipe that is full
 * before the process starts and that no one reads, though it stays open: a log reader that has stopped.
 * `nodeArgs` go to node itself (`--inspect=…`).
 */
export function startServerProcess(
  reader: OutputReader,
  env: Record<string, string> = {},
  entry: 'src/main.ts' | 'src/worker-main.ts' = 'src/main.ts',
  nodeArgs: readonly string[] = [],
): ServerProcess {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sh-reliability-'));
  const stalled = reader === 'stalled' ? fullPipe() : undefined;
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', entry], {
    cwd: serverDir,
    env: { ...process.env, PORT: '0', DEMO_MODE: 'true', LOG_LEVEL: 'info', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', stalled ? stalled.writeEnd : 'pipe', 'pipe'],
  });
  if (stalled) closeSync(stalled.writeEnd);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit').then(([code, signal]) => {
    if (stalled) closeSync(stalled.readEnd);
    return (code as number | null) ?? (signal as string);
  });
  return { child, dataDir, exited, output: () => output };
}

/** A named pipe whose read end is held open and never read, filled up to its capacity. */
function fullPipe(): { readEnd: number; writeEnd: number } {
  const fifo = path.join(mkdtempSync(path.join(tmpdir(), 'sh-fifo-')), 'log');
  execFileSync('mkfifo', [fifo]);
  const readEnd = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
  const writeEnd = openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK);
  const filler = Buffer.alloc(4096, '.');
  for (;;) {
    try {
      writeSync(writeEnd, filler);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EAGAIN') break;
      throw error;
    }
  }
  return { readEnd, writeEnd };
}

/** Resolves once `check` holds, polling the file system or the output; fails after `ms`. */
export async function waitFor(what: string, check: () => boolean, ms = 120_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The process has taken its data folder: its start is under way (migrations, the demo WB, the queue follow). */
export function startIsUnderWay(server: ServerProcess): boolean {
  return existsSync(path.join(server.dataDir, 'seller-helper.lock'));
}

/**
 * Sends SIGTERM and waits for the exit, up to `bound` ms (then kills it for good, so no test leaves it
 * behind). Answers how it exited and how long it took.
 */
export async function terminate(server: ServerProcess, bound = 60_000) {
  const sent = performance.now();
  server.child.kill('SIGTERM');
  const timeout = new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), bound).unref());
  const result = await Promise.race([server.exited, timeout]);
  const ms = Math.round(performance.now() - sent);
  if (result === 'still running') {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  return { result, ms };
}

/** A port free on the loopback now, for a server process to listen on. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Resolves once the async `check` holds (a failing check counts as not yet); fails after `ms`. */
export async function waitForAsync(what: string, check: () => Promise<boolean>, ms = 120_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
