import { setImmediate as nextTurn } from 'node:timers/promises';

// WB's largest answers are lists: a realization report page holds up to 100 000 rows, about 100 MB of JSON.
// Decoding such a body, quoting its ids and parsing it in one piece held the process for over a second per
// page, every other request waiting (docs/decisions.md, «A large WB answer read row by row»). A list is read
// as it arrives instead: each row parsed alone, with a turn of the event loop after every slice of text.

/** Text read between two turns of the event loop. */
const TEXT_PER_TURN = 1 << 20;
/** What is kept of an answer's text for its error details. */
const HEAD_CHARS = 300;

class NotJsonError extends Error {}

/**
 * A 2XX answer's body: a JSON list parsed row by row (`rows`), anything else as its text. `head` is the
 * start of the text either way. `prepare` turns a row's text into what JSON.parse reads (quoting large ids).
 */
export type AnswerBody =
  | { head: string; text: string }
  | { head: string; rows: unknown[] }
  /** A list that is not JSON (cut off, an element broken): read no further. */
  | { head: string; notJson: string };

export async function readAnswerBody(
  body: ReadableStream<Uint8Array> | null,
  prepare: (rowText: string) => string = (text) => text,
): Promise<AnswerBody> {
  if (body === null) return { head: '', text: '' };
  const decoder = new TextDecoder();
  let head = '';
  let list: ListReader | null = null;
  /** The whole text of an answer that is not a list; until its first character that is not white space, any. */
  let text = '';
  let decided = false;
  let sinceTurn = 0;
  const take = async (piece: string) => {
    if (head.length < HEAD_CHARS) head += piece.slice(0, HEAD_CHARS - head.length);
    if (!decided) {
      text += piece;
      const first = text.trimStart();
      if (first === '') return;
      decided = true;
      if (!first.startsWith('[')) return;
      list = new ListReader(prepare);
      piece = text;
      text = '';
    }
    if (list) list.read(piece);
    else text += piece;
    sinceTurn += piece.length;
    if (sinceTurn >= TEXT_PER_TURN) {
      sinceTurn = 0;
      await nextTurn();
    }
  };
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      await take(decoder.decode(value, { stream: true }));
    }
    await take(decoder.decode());
    const rows = (list as ListReader | null)?.end();
    return rows ? { head, rows } : { head, text };
  } catch (error) {
    if (!(error instanceof NotJsonError)) throw error;
    // The rest is not read: the connection is let go instead of carrying it.
    await reader.cancel().catch(() => {});
    return { head, notJson: error.message };
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
/** The next quote or backslash inside a string: the only characters that end or escape it. */
const STRING_STOP = /["\\]/g;

/**
 * A JSON list read piece by piece: the text of each top-level element is cut out where a comma or the
 * closing bracket at the list's own depth ends it (never inside a string), then parsed alone.
 */
class ListReader {
  private readonly rows: unknown[] = [];
  /** Nesting: 0 before the list's bracket, 1 inside the list, −1 after its closing bracket. */
  private depth = 0;
  private inString = false;
  private escaped = false;
  /** The current element's text from earlier pieces. */
  private pending = '';

  constructor(private readonly prepare: (rowText: string) => string) {}

  read(piece: string): void {
    let start = 0;
    let i = 0;
    const n = piece.length;
    while (i < n) {
      if (this.inString) {
        if (this.escaped) {
          this.escaped = false;
          i++;
          continue;
        }
        STRING_STOP.lastIndex = i;
        const stop = STRING_STOP.exec(piece);
        if (stop === null) {
          i = n;
          break;
        }
        i = stop.index;
        if (piece.charCodeAt(i) === BACKSLASH) this.escaped = true;
        else this.inString = false;
        i++;
        continue;
      }
      const c = piece.charCodeAt(i);
      if (this.depth === -1) {
        if (!isSpace(c)) throw new NotJsonError('text after the list');
      } else if (this.depth === 0) {
        if (c === OPEN_BRACKET) {
          this.depth = 1;
          start = i + 1;
        } else if (!isSpace(c)) throw new NotJsonError('not a list');
      } else if (c === QUOTE) this.inString = true;
      else if (c === OPEN_BRACE || c === OPEN_BRACKET) this.depth++;
      else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
        this.depth--;
        if (this.depth === 0) {
          this.element(piece.slice(start, i), true);
          this.depth = -1;
        }
      } else if (c === COMMA && this.depth === 1) {
        this.element(piece.slice(start, i), false);
        start = i + 1;
      }
      i++;
    }
    if (this.depth > 0) this.pending += piece.slice(start);
  }

  end(): unknown[] {
    if (this.depth !== -1) throw new NotJsonError('the list is not closed');
    return this.rows;
  }

  private element(rest: string, last: boolean): void {
    const text = (this.pending + rest).trim();
    this.pending = '';
    // `[]` has no element; `[1,]` and `[,1]` are not JSON.
    if (text === '') {
      if (last && this.rows.length === 0) return;
      throw new NotJsonError('an empty element');
    }
    try {
      this.rows.push(JSON.parse(this.prepare(text)));
    } catch {
      throw new NotJsonError('an element is not JSON');
    }
  }
}

const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
