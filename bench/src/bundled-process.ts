import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleServer } from '../../scripts/build-server.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const outdir = 'bench/dist';

/**
 * A bench script in a fresh process, bundled and run by plain Node as `npm start` runs the server, so the
 * memory it reports is a server's: under tsx the same modules took about 90 MB more.
 */
export async function forkBundled(script: URL, args: string[], execArgv: string[] = []): Promise<ChildProcess> {
  const entry = path.relative(root, fileURLToPath(script));
  await bundleServer({ entries: [entry], outdir });
  const bundled = path.join(root, outdir, `${path.basename(entry, '.ts')}.js`);
  return fork(bundled, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], execArgv });
}
