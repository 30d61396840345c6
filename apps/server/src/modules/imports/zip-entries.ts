// An xlsx is a zip archive. Its entries are found through the central directory at its end, and
// handed to the spreadsheet reader again as a stream in the order the reader wants them.

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;
/** Local header flag: sizes follow the data instead of standing in the header. */
const SIZES_AFTER_DATA = 0x0008;
/** A size of 0xFFFFFFFF means zip64: more than 4 GB, which no seller's table needs. */
const ZIP64 = 0xffffffff;

export interface ZipEntry {
  name: string;
  /** The compression method the entry's own header names (8 deflate, 0 stored). */
  method: number;
  /** What the directory says the entry unpacks to. */
  unpackedSize: number;
  /** The entry's local header, stating the directory's sizes. */
  header: Uint8Array;
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
    const header = bytes.slice(local, dataStart);
    const fields = new DataView(header.buffer);
    fields.setUint16(6, fields.getUint16(6, true) & ~SIZES_AFTER_DATA, true);
    fields.setUint32(14, view.getUint32(at + 16, true), true); // the checksum
    fields.setUint32(18, compressedSize, true);
    fields.setUint32(22, unpackedSize, true);
    entries.push({
      name: new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: fields.getUint16(8, true),
      unpackedSize: unpackedSize === ZIP64 ? Number.POSITIVE_INFINITY : unpackedSize,
      header,
      data: bytes.subarray(dataStart, dataStart + compressedSize),
    });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}

/**
 * The entries as a zip stream, in the order given: each local header states its sizes, so a reader
 * takes exactly the entry's bytes and inflates nothing else; an empty end record closes it. Blocks
 * are views of the file's bytes, not copies.
 */
export function* zipStream(entries: ZipEntry[], blockSize = 65_536): Generator<Uint8Array> {
  for (const entry of entries) {
    yield entry.header;
    for (let start = 0; start < entry.data.length; start += blockSize)
      yield entry.data.subarray(start, start + blockSize);
  }
  const end = new Uint8Array(22);
  new DataView(end.buffer).setUint32(0, END_OF_DIRECTORY, true);
  yield end;
}
