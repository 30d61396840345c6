import type { IncomingMessage } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

// Answers travel gzipped to a browser that accepts it: the cards list of a large seller is megabytes of
// JSON and every screen's JavaScript hundreds of kilobytes, a second or more each on a seller's line.
// zlib works on its own threads, so compressing does not stop the server's.

const gzipped = promisify(gzip);

/** Smaller answers are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_FROM_BYTES = 16 * 1024;

/** Whether the request accepts gzip: named in Accept-Encoding (or `*`) without q=0. */
export function acceptsGzip(request: IncomingMessage): boolean {
  const header = String(request.headers['accept-encoding'] ?? '');
  return header.split(',').some((part) => {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    if (name.trim() !== 'gzip' && name.trim() !== '*') return false;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

export const compress = (body: string | Buffer): Promise<Buffer> => gzipped(body);

/**
 * Compressed files, each compressed once while it stays the same: the built web app's files change only
 * with a new build.
 */
export function compressedFiles() {
  const kept = new Map<string, { mtimeMs: number; size: number; body: Promise<Buffer> }>();
  return function compressedFile(file: string, mtimeMs: number, size: number, read: () => Buffer): Promise<Buffer> {
    const found = kept.get(file);
    if (found && found.mtimeMs === mtimeMs && found.size === size) return found.body;
    const body = compress(read());
    kept.set(file, { mtimeMs, size, body });
    body.catch(() => kept.delete(file));
    return body;
  };
}
