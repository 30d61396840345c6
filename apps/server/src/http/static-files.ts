import { createReadStream, existsSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';

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

/**
 * Serves the built web app. Any path that is not a file gets index.html, so the
 * single-page router decides (unknown paths show the sign-in screen).
 */
export function createStaticFiles(root: string) {
  const indexPath = path.join(root, 'index.html');
  return function serve(urlPath: string, response: ServerResponse): void {
    if (!existsSync(indexPath)) {
      response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Веб-приложение не собрано: выполните npm run build');
      return;
    }
    const decoded = safeDecode(urlPath);
    const candidate = decoded ? path.join(root, path.normalize(decoded)) : indexPath;
    const inside = candidate.startsWith(root + path.sep);
    const isFile = inside && existsSync(candidate) && statSync(candidate).isFile();
    const file = isFile ? candidate : indexPath;
    const hashed = isFile && decoded!.startsWith('/assets/');
    response.writeHead(200, {
      'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
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
