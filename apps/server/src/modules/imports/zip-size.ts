// What an xlsx (a zip archive) would take once unpacked: a few kilobytes can expand to gigabytes.
// First as its central directory says, without unpacking anything; then as it really inflates,
// since a crafted archive's directory can lie and the spreadsheet reader trusts the entries themselves.
import { createInflateRaw } from 'node:zlib';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;
const DEFLATED = 8;

/** The sum of the entries' uncompressed sizes, or null when the archive's directory cannot be read. */
export function unpackedSize(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end record is the last 22 bytes plus a comment of up to 64 KB.
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 65_535); at--) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const entries = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  let total = 0;
  for (let index = 0; index < entries; index++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== DIRECTORY_ENTRY) return null;
    const size = view.getUint32(at + 24, true);
    // 0xFFFFFFFF means a zip64 size: more than 4 GB, which no seller's table needs.
    if (size === 0xffffffff) return Number.POSITIVE_INFINITY;
    total += size;
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return total;
}

/**
 * What the archive's deflated entries really unpack to, counted without keeping the output; counting
 * stops once past `limit`. Every local entry header in the file is inflated from, wherever it sits, so
 * no entry a streaming reader could find is missed, whatever the directory and the headers claim.
 */
export async function inflatedSize(bytes: Uint8Array, limit: number): Promise<number> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let total = 0;
  for (let at = 0; at + 30 <= bytes.length && total <= limit; at++) {
    if (view.getUint32(at, true) !== LOCAL_ENTRY || view.getUint16(at + 8, true) !== DEFLATED) continue;
    const dataStart = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
    if (dataStart >= bytes.length) continue;
    total += await inflatedBytes(bytes.subarray(dataStart), limit - total + 1);
  }
  return total;
}

/** Bytes one deflate stream unpacks to, up to `most`; a stream that breaks counts what it gave. */
function inflatedBytes(deflated: Uint8Array, most: number): Promise<number> {
  return new Promise((resolve) => {
    const inflater = createInflateRaw();
    let count = 0;
    const finish = () => {
      inflater.destroy();
      resolve(Math.min(count, most));
    };
    inflater.on('data', (chunk: Buffer) => {
      count += chunk.length;
      if (count >= most) finish();
    });
    inflater.on('end', finish);
    inflater.on('error', finish);
    inflater.end(deflated);
  });
}
