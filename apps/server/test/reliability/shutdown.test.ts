import { afterAll, describe, expect, it } from 'vitest';
import {
  freePort,
  startIsUnderWay,
  startServerProcess,
  terminate,
  waitFor,
  waitForAsync,
  type ServerProcess,
} from './support/server-process.ts';

const started: ServerProcess[] = [];
afterAll(() => {
  for (const server of started) if (server.child.exitCode === null) server.child.kill('SIGKILL');
});

function start(...args: Parameters<typeof startServerProcess>) {
  const server = startServerProcess(...args);
  started.push(server);
  return server;
}

const listening = (server: ServerProcess) => /Seller Helper: http:\/\/[\d.]+:\d+/.test(server.output());

/**
 * The figures are printed for docs/reliability.md; the assertions are about the exit itself. The bound
 * of 60 s only keeps a stuck process from holding the suite (a stuck one took minutes).
 */
describe('a process told SIGTERM exits', () => {
  it('after its start, with code 0, having stopped in order', async () => {
    const server = start('reads');
    await waitFor('the server to listen', () => listening(server));
    const { result, ms } = await terminate(server);
    expect(result).toBe(0);
    expect(server.output()).toMatch(/"msg":"stopped"/);
    console.info(`reliability figure: SIGTERM after start, exited 0 in ${ms} ms`);
  });

  it('during its start, by the kill deadline at the latest', async () => {
    const server = start('reads');
    await waitFor('the start to be under way', () => startIsUnderWay(server));
    const { result, ms } = await terminate(server);
    expect([0, 1, 'SIGKILL']).toContain(result);
    const output = server.output();
    expect(output.indexOf('"msg":"stopping"')).toBeGreaterThanOrEqual(0);
    console.info(`reliability figure: SIGTERM during start, exited ${result} in ${ms} ms`);
  });

  it('during its start when its log reader has stalled (a full pipe no one reads)', async () => {
    const server = start('stalled');
    await waitFor('the start to be under way', () => startIsUnderWay(server));
    const { result, ms } = await terminate(server);
    expect(result).not.toBe('still running');
    console.info(`reliability figure: SIGTERM during start with a stalled log reader, exited ${result} in ${ms} ms`);
  });

  it('after its start when its log reader has stalled', async () => {
    const port = await freePort();
    const server = start('stalled', { PORT: String(port) });
    await waitForAsync('/healthz to answer', async () => (await fetch(`http://127.0.0.1:${port}/healthz`)).ok);
    const { result, ms } = await terminate(server);
    expect(result).not.toBe('still running');
    expect(typeof result).toBe('number');
    console.info(`reliability figure: SIGTERM after start with a stalled log reader, exited ${result} in ${ms} ms`);
  });
});
