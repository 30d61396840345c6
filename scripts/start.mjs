// `npm start`: builds the web app when it is missing or older than its sources, bundles the server, then runs it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { bundleServer } from './build-server.mjs';

const webRoot = path.resolve(import.meta.dirname, '../apps/web');
const builtIndex = path.join(webRoot, 'dist/index.html');

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const stale =
  !existsSync(builtIndex) ||
  Math.max(newestSource(path.join(webRoot, 'src')), statSync(path.join(webRoot, 'index.html')).mtimeMs) >
    statSync(builtIndex).mtimeMs;
if (stale) {
  process.stdout.write('Сборка веб-приложения…\n');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: path.resolve(webRoot, '../..') });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// A bundle takes about a second to make, so it is made at every start and never runs stale.
await bundleServer();

const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  // Libraries skip their development checks (GraphQL's type checks cost a tenth of a large answer) unless told otherwise.
  env: { NODE_ENV: 'production', ...process.env },
  stdio: 'inherit',
  cwd: path.resolve(webRoot, '../..'),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
