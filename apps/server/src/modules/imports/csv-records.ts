// A csv file read a block at a time: its text encoding found first, then its records parsed in
// blocks that end between records, so a quoted cell holding a line break is never cut in two.
import { isUtf8 } from 'node:buffer';
import Papa from 'papaparse';
import { appError } from '../../graphql/errors.ts';

/** The file's bytes in the blocks a stream would hand them over in, without copying them. */
export function* fileChunks(bytes: Uint8Array, size = 65_536): Generator<Uint8Array> {
  for (let start = 0; start < bytes.length; start += size) yield bytes.subarray(start, start + size);
}

/** UTF-8 when the bytes are valid UTF-8, otherwise Windows-1251, as Russian Excel saves csv; null for a binary file. */
export function textEncoding(bytes: Uint8Array): 'utf-8' | 'windows-1251' | null {
  if (bytes.includes(0)) return null;
  return isUtf8(bytes) ? 'utf-8' : 'windows-1251';
}

/** The records of the file, a block of them at a time, every cell as text. */
export function* csvRecords(bytes: Uint8Array, encoding: string): Generator<string[][]> {
  const decoder = new TextDecoder(encoding); // drops a UTF-8 byte order mark
  let text = '';
  let newline: LineBreak | null = null;
  let delimiter: string | null = null;
  const parse = (block: string): string[][] => {
    delimiter ??= headerDelimiter(block);
    if (block === '') return [['']];
    const parsed = Papa.parse<string[]>(block, { delimiter: delimiter ?? ';', newline: newline ?? '\n' });
    // A quote left open swallows the rest of the file: refuse rather than import half of it.
    if (parsed.errors.some((error) => error.type === 'Quotes'))
      throw appError('BAD_USER_INPUT', 'В файле csv не закрыта кавычка: проверьте строки с текстом в кавычках.');
    return parsed.data;
  };
  for (const chunk of fileChunks(bytes)) {
    text += decoder.decode(chunk, { stream: true });
    newline ??= lineBreak(text);
    if (newline === null) continue;
    const end = lastRecordEnd(text, newline);
    if (end < 0) continue;
    yield parse(text.slice(0, end));
    text = text.slice(end + newline.length);
  }
  text += decoder.decode();
  if (text !== '') yield parse(text);
}

/** The line break the file uses, once one has been read. */
type LineBreak = '\n' | '\r' | '\r\n';

function lineBreak(text: string): LineBreak | null {
  const lf = text.indexOf('\n');
  if (lf > 0 && text[lf - 1] === '\r') return '\r\n';
  if (lf >= 0) return '\n';
  return text.includes('\r') ? '\r' : null;
}

/** Where the last line break outside quotes starts, or -1: a doubled quote inside a cell keeps the count even. */
function lastRecordEnd(text: string, newline: string): number {
  const first = newline.charCodeAt(0);
  let quoted = false;
  let end = -1;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code === 34) quoted = !quoted;
    else if (code === first && !quoted && text.startsWith(newline, at)) end = at;
  }
  return end;
}

/**
 * The separator is the one the header row uses most outside quotes; a tie goes to the semicolon,
 * which Russian Excel writes and which "Себестоимость, ₽" does not contain. Null while no row has text.
 */
function headerDelimiter(block: string): string | null {
  const header = block.split(/\r?\n|\r/).find((line) => line.trim() !== '');
  if (header === undefined) return null;
  const counts = new Map([
    [';', 0],
    ['\t', 0],
    [',', 0],
  ]);
  let quoted = false;
  for (const char of header) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  let best = ';';
  for (const [delimiter, count] of counts) if (count > counts.get(best)!) best = delimiter;
  return best;
}
