import { Worker } from 'node:worker_threads';

// The embedded databases run in a thread of their own (`embedded-thread.mjs`): PGlite answers a statement
// without giving the event loop a turn, so in the server's thread every sync transaction and every screen's
// statements stalled every other request (docs/decisions.md, «The embedded database in a thread of its own»).
// One thread serves every embedded database of the process: PGlite's WebAssembly is compiled once.
// `EmbeddedClient` is what drizzle, pg-boss and `copy-rows.ts` use of a PGlite: `query`, `exec`, `transaction`.

/** A query's result as PGlite gives it. */
export interface EmbeddedResult<Row = Record<string, unknown>> {
  rows: Row[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

/** PGlite's query options that cross threads: parsers must keep the text (drizzle's do), a blob is copied. */
export interface EmbeddedQueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (text: string, typeId: number) => unknown>;
  blob?: Blob;
}

/** A PostgreSQL error raised in the embedded database's thread, with its fields (`code`, `constraint`…). */
class EmbeddedDatabaseError extends Error {
  code?: string;
  constraint?: string;
  detail?: string;
}

type Request = { kind: string; db: number; tx?: number } & Record<string, unknown>;
type Answer = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: Record<string, unknown> };

class EmbeddedThread {
  private readonly worker = new Worker(new URL('./embedded-thread.mjs', import.meta.url));
  private readonly waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private next = 1;
  private failure: Error | null = null;

  constructor() {
    // The thread keeps the process alive only while a statement is awaited, as a database in this thread did.
    this.worker.unref();
    this.worker.on('message', (answer: Answer) => this.settle(answer));
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => this.fail(new Error(`Поток встроенной базы данных завершился (код ${code}).`)));
  }

  call<T>(request: Request): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.next++;
    if (this.waiting.size === 0) this.worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  private settle(answer: Answer) {
    const waiter = this.waiting.get(answer.id);
    this.waiting.delete(answer.id);
    if (this.waiting.size === 0) this.worker.unref();
    if (!waiter) return;
    if (answer.ok) waiter.resolve(answer.value);
    else waiter.reject(Object.assign(new EmbeddedDatabaseError(String(answer.error.message)), answer.error));
  }

  private fail(error: Error) {
    this.failure ??= error;
    if (thread === this) thread = null;
    for (const waiter of this.waiting.values()) waiter.reject(error);
    this.waiting.clear();
  }
}

let thread: EmbeddedThread | null = null;
let nextId = 1;

/** Whether a parser gives back the text it is given, as drizzle's do: only such parsers cross to the thread. */
function keepsText(parse: (text: string, typeId: number) => unknown, typeId: number): boolean {
  try {
    return parse('text', typeId) === 'text';
  } catch {
    return false;
  }
}

/** The options as they cross: each parser checked to keep the text, sent as its type's number. */
function wireOptions(options: EmbeddedQueryOptions | undefined) {
  if (!options) return undefined;
  const { parsers, ...rest } = options;
  if (!parsers) return rest;
  const textTypes = Object.entries(parsers).map(([type, parse]) => {
    if (!keepsText(parse, Number(type)))
      throw new Error(`Парсер типа ${type} меняет текст: он не передаётся в поток базы`);
    return Number(type);
  });
  return { ...rest, textTypes };
}

/**
 * A transaction lets at most this many statements outside transactions be answered before it begins: a stream of
 * screens never holds a sync's writes back for long.
 */
const MAX_READS_FIRST = 200;

/** The statements outside transactions of one database: how many are awaited, and who waits for an answer. */
interface Readers {
  awaited: number;
  onAnswer: (() => void)[];
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Statements of one database, or of one transaction open on it. */
class Statements {
  constructor(
    protected readonly thread: EmbeddedThread,
    protected readonly db: number,
    private readonly tx?: number,
    protected readonly readers: Readers = { awaited: 0, onAnswer: [] },
  ) {}

  query<Row = Record<string, unknown>>(sql: string, params: unknown[] = [], options?: EmbeddedQueryOptions) {
    return this.send<EmbeddedResult<Row>>({ kind: 'query', sql, params, options });
  }

  exec(sql: string, options?: EmbeddedQueryOptions) {
    return this.send<EmbeddedResult[]>({ kind: 'exec', sql, options });
  }

  private async send<T>(request: { kind: string; options?: EmbeddedQueryOptions } & Record<string, unknown>) {
    const message = { ...request, db: this.db, tx: this.tx, options: wireOptions(request.options) };
    if (this.tx !== undefined) return this.thread.call<T>(message);
    this.readers.awaited++;
    try {
      return await this.thread.call<T>(message);
    } finally {
      this.readers.awaited--;
      for (const waiter of this.readers.onAnswer.splice(0)) waiter();
    }
  }
}

/** One embedded database, used as a PGlite is. */
export class EmbeddedClient extends Statements {
  /** Opens a database in the thread; `image` is a data folder saved by `dumpDataDir`. */
  static async open(options: { dataDir?: string; startParams: string[]; image?: Blob }): Promise<EmbeddedClient> {
    thread ??= new EmbeddedThread();
    const client = new EmbeddedClient(thread, nextId++);
    await client.thread.call({ kind: 'open', db: client.db, ...options });
    return client;
  }

  /**
   * Runs `callback` in a transaction: committed when it returns, rolled back when it throws. Statements of the
   * database outside it wait until it ends, as on PGlite.
   */
  async transaction<T>(callback: (tx: Statements) => Promise<T>): Promise<T> {
    await this.readersFirst();
    const tx = nextId++;
    await this.thread.call({ kind: 'begin', db: this.db, tx });
    let result: T;
    try {
      result = await callback(new Statements(this.thread, this.db, tx));
    } catch (error) {
      await this.thread.call({ kind: 'end', db: this.db, tx, commit: false });
      throw error;
    }
    await this.thread.call({ kind: 'end', db: this.db, tx, commit: true });
    return result;
  }

  /**
   * Waits until no statement outside a transaction is awaited through a turn of the event loop. A screen reads
   * statement after statement, each sent in the turn the one before is answered: begun in between, a sync's
   * transaction would hold each of them up once (docs/decisions.md, «The embedded database in a thread of its own»).
   */
  private async readersFirst(): Promise<void> {
    for (let answers = 0; answers < MAX_READS_FIRST; answers++) {
      if (this.readers.awaited === 0) {
        await nextTurn();
        if (this.readers.awaited === 0) return;
      }
      await new Promise<void>((resolve) => this.readers.onAnswer.push(resolve));
    }
  }

  dumpDataDir(): Promise<Blob> {
    return this.thread.call({ kind: 'dump', db: this.db });
  }

  close(): Promise<void> {
    return this.thread.call({ kind: 'close', db: this.db });
  }
}
