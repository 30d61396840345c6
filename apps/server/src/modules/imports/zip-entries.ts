// An xlsx is a zip archive. Its entries are found through the central directory at its end, so each
// is read by its name, in the order the reader wants, whatever order the archive stores them in.

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;
/** A size of 0xFFFFFFFF means zip64: more than 4 GB, which no seller's table needs. */
const ZIP64 = 0xffffffff;

export interface ZipEntry {
  name: string;
  /** The compression method the entry's own header names (8 deflate, 0 stored). */
  method: number;
  /** What the directory says the entry unpacks to. */
  unpackedSize: number;
  /** The CRC-32 the directory gives the unpacked bytes. */
  checksum: number;
  /** The entry's compressed bytes, as many as the directory says. */
  data: Uint8Array;
}

/** The archive's entries as its directory lists them, or null when it cannot be read as a zip archive. */
export function zipEntries(bytes: Uint8Array): ZipEntry[] | null {
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
  const count = view.getUint16(end + 10, true);
  const entries: ZipEntry[] = [];
  let at = view.getUint32(end + 16, true);
  for (let index = 0; index < count; index++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== DIRECTORY_ENTRY) return null;
    const compressedSize = view.getUint32(at + 20, true);
    const unpackedSize = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const local = view.getUint32(at + 42, true);
    if (local + 30 > bytes.length || view.getUint32(local, true) !== LOCAL_ENTRY) return null;
    const dataStart = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    if (compressedSize === ZIP64 || dataStart + compressedSize > bytes.length) return null;
    entries.push({
      name: new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: view.getUint16(local + 8, true), // the local header's: it is what a reader of the entry obeys
      unpackedSize: unpackedSize === ZIP64 ? Number.POSITIVE_INFINITY : unpackedSize,
      checksum: view.getUint32(at + 16, true),
      data: bytes.subarray(dataStart, dataStart + compressedSize),
    });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}
