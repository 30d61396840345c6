// CI starts the browser tests' server before the README's tests (`npx tsx e2e/start-demo-server.ts start`), so that
// the demo's first sync, paced by WB's limits, runs while they keep the processor busy; the browser tests then find it
// done (docs/decisions.md, «CI's steps side by side»).
//   start: starts the server in a process group of its own and prints the shell exports that point Playwright at it;
//   wait:  returns once it answers, or fails after three minutes.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { demoServer, repoRoot } from './demo-server.ts';

const server = demoServer();

async function answers(): Promise<boolean> {
  try {
    return (await fetch(`${server.url}/healthz`)).ok;
  } catch {
    return false;
  }
}

if (process.argv[2] === 'start') {
  const child = spawn('sh', ['-c', server.command], {
    cwd: repoRoot,
    env: { ...process.env, ...server.env },
    detached: true,
    stdio: 'ignore',
  });
  child.unref();
  const exports = { E2E_PORT: process.env.E2E_PORT, E2E_DATA_DIR: server.dataDir, E2E_SERVER_PID: child.pid };
  for (const [name, value] of Object.entries(exports)) process.stdout.write(`export ${name}='${value}'\n`);
} else if (process.argv[2] === 'wait') {
  const deadline = Date.now() + 180_000;
  while (!(await answers())) {
    if (Date.now() > deadline) throw new Error(`the demo server at ${server.url} did not answer in three minutes`);
    await sleep(1000);
  }
} else {
  throw new Error('usage: start-demo-server.ts start|wait');
}
