import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { COMPRESS_FROM_BYTES, compressedFiles } from './compression.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.csv': 'text/csv; charset=utf-8',
};

/** Text files, which gzip makes several times smaller (images and fonts are compressed already). */
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.csv']);

/**
 * Serves the built web app. Any path that is not a file gets index.html, so the
 * single-page router decides (unknown paths show the sign-in screen).
 */
export function createStaticFiles(root: string) {
  const indexPath = path.join(root, 'index.html');
  const compressedFile = compressedFiles();
  /** `gzip`: the request accepts gzip. */
  return async function serve(urlPath: string, response: ServerResponse, gzip: boolean): Promise<void> {
    if (!existsSync(indexPath)) {
      response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Веб-приложение не собрано: выполните npm run build');
      return;
    }
    const decoded = safeDecode(urlPath);
    const candidate = decoded ? path.join(root, path.normalize(decoded)) : indexPath;
    const inside = candidate.startsWith(root + path.sep);
    const candidateStat = inside && existsSync(candidate) ? statSync(candidate) : undefined;
    const isFile = candidateStat?.isFile() ?? false;
    const file = isFile ? candidate : indexPath;
    const hashed = isFile && decoded!.startsWith('/assets/');
    const headers = {
      'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
    };
    const stat = isFile ? candidateStat! : statSync(file);
    if (gzip && compressible.has(path.extname(file)) && stat.size >= COMPRESS_FROM_BYTES) {
      const body = await compressedFile(file, stat.mtimeMs, stat.size, () => readFileSync(file));
      response.writeHead(200, { ...headers, 'content-encoding': 'gzip', 'content-length': String(body.length) });
      response.end(body);
      return;
    }
    response.writeHead(200, headers);
    createReadStream(file).pipe(response);
  };
}

function safeDecode(urlPath: string): string | null {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return null;
  }
}
