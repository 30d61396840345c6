// What an xlsx (a zip archive) would take once unpacked: a few kilobytes can expand to gigabytes.
// First as its central directory says, without unpacking anything; then as it really inflates,
// since a crafted archive's directory can lie and the spreadsheet reader trusts the entries themselves.
import { createInflateRaw } from 'node:zlib';
import type { ZipEntry } from './zip-entries.ts';

/** The sum of the entries' uncompressed sizes as the directory states them. */
export function unpackedSize(entries: ZipEntry[]): number {
  return entries.reduce((total, entry) => total + entry.unpackedSize, 0);
}

/**
 * What the entries really unpack to, counted without keeping the output; counting stops once past
 * `limit`. Each entry is inflated from exactly the bytes the sheet reader will be given (its
 * compressed size in the directory), whatever its headers claim; every entry whose method is not 0
 * (stored) is inflated here. Null when an entry does not inflate: the zip
 * reader would wait for the end of that entry forever.
 */
export async function inflatedSize(entries: ZipEntry[], limit: number): Promise<number | null> {
  let total = 0;
  for (const entry of entries) {
    if (total > limit) break;
    const size = entry.method === 0 ? entry.data.length : await inflatedBytes(entry.data, limit - total + 1);
    if (size === null) return null;
    total += size;
  }
  return total;
}

/** Bytes one deflate stream unpacks to, up to `most`; null when it breaks before its end. */
function inflatedBytes(deflated: Uint8Array, most: number): Promise<number | null> {
  return new Promise((resolve) => {
    const inflater = createInflateRaw();
    let count = 0;
    const finish = (size: number | null) => {
      inflater.destroy();
      resolve(size);
    };
    inflater.on('data', (chunk: Buffer) => {
      count += chunk.length;
      if (count >= most) finish(most);
    });
    inflater.on('end', () => finish(Math.min(count, most)));
    inflater.on('error', () => finish(null));
    inflater.end(deflated);
  });
}
