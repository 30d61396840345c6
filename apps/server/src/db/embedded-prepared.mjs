// Reads outside transactions run as named prepared statements in the embedded database: PGlite parses and plans
// every statement it is given anew, and for a screen's small reads that was half their time in its thread
// (docs/decisions.md, «The embedded database keeps its reads prepared»). Plain JavaScript, as the thread is.
import { parse, protocol } from '@electric-sql/pglite';

const { serialize } = protocol;
/** Statements kept prepared per database; the least recently used are closed first. */
export const PREPARED_LIMIT = 256;
/** Only reads are kept: a statement that changes the schema or the session is run as PGlite runs it. */
const READ = /^\s*(select|with)\b/i;
/** PostgreSQL's «cached plan must not change result type». */
const CHANGED_RESULT_TYPE = '0A000';

/** Whether a statement of this text, with these options, runs prepared. */
export const runsPrepared = (sql, options) => READ.test(sql) && !options?.blob;

/** The statements one database keeps prepared, by their text. */
export class PreparedReads {
  #database;
  /** text → { name, paramTypes }, most recently used last. */
  #statements = new Map();
  #next = 1;

  constructor(database) {
    this.#database = database;
  }

  /** Runs a read as `PGlite.query` does, outside any transaction, but parses and plans its text only once. */
  query(sql, params, options) {
    const database = this.#database;
    // As PGlite's own query: after any open transaction, and alone on the wire.
    return database._runExclusiveTransaction(() =>
      database.runExclusive(async () => {
        try {
          return await this.#run(sql, params, options);
        } catch (error) {
          // A table changed under a statement kept since: prepared again, as PGlite would parse it anew.
          if (error?.code !== CHANGED_RESULT_TYPE) throw error;
          await this.#forget(sql);
          return await this.#run(sql, params, options);
        }
      }),
    );
  }

  async #run(sql, params, options) {
    const database = this.#database;
    const messages = [];
    try {
      const statement = await this.#statementOf(sql);
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const serializer = database.serializers[statement.paramTypes[index]];
        return serializer ? serializer(value) : value.toString();
      });
      messages.push(...(await this.#send(serialize.bind({ statement: statement.name, values }))));
      messages.push(...(await this.#send(serialize.describe({ type: 'P' }))));
      messages.push(...(await this.#send(serialize.execute({}))));
    } finally {
      await this.#send(serialize.sync());
    }
    // A `with` may write: kept on disk as PGlite's own query keeps it.
    await database.syncToFs();
    return parse.parseResults(messages, database.parsers, options)[0];
  }

  #send(message) {
    return this.#database.execProtocolStream(message, { syncToFs: false });
  }

  async #statementOf(sql) {
    const known = this.#statements.get(sql);
    if (known) {
      this.#statements.delete(sql);
      this.#statements.set(sql, known);
      return known;
    }
    const name = `r${this.#next++}`;
    await this.#send(serialize.parse({ name, text: sql }));
    const paramTypes = parse.parseDescribeStatementResults(await this.#send(serialize.describe({ type: 'S', name })));
    const statement = { name, paramTypes };
    this.#statements.set(sql, statement);
    if (this.#statements.size > PREPARED_LIMIT) await this.#forget(this.#statements.keys().next().value);
    return statement;
  }

  async #forget(sql) {
    const statement = this.#statements.get(sql);
    if (!statement) return;
    this.#statements.delete(sql);
    await this.#send(serialize.close({ type: 'S', name: statement.name }));
    await this.#send(serialize.sync());
  }
}
