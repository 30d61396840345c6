import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleServer } from '../../scripts/build-server.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const outdir = 'bench/dist';

/**
 * The one answer of a bench script run in a fresh process, bundled and run by plain Node as `npm start`
 * runs the server, so the memory it reports is a server's: under tsx the same modules took about 90 MB more.
 */
export async function answerOfBundled<T>(script: URL, args: string[], execArgv: string[] = []): Promise<T> {
  const entry = path.relative(root, fileURLToPath(script));
  await bundleServer({ entries: [entry], outdir });
  const bundled = path.join(root, outdir, `${path.basename(entry, '.ts')}.js`);
  const child = fork(bundled, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], execArgv });
  // The script sends one message, its answer, then ends.
  return new Promise((resolve, reject) => {
    let answer: T | undefined;
    child.on('message', (message) => (answer = message as T));
    child.on('error', reject);
    child.on('exit', (code) =>
      answer ? resolve(answer) : reject(new Error(`${path.basename(entry)} ended with ${code} and no answer`)),
    );
  });
}
