// Reads outside transactions run as named prepared statements in the embedded database: PGlite parses and plans
// every statement it is given anew, and for a screen's small reads that was half their time in its thread
// (docs/decisions.md, «The embedded database keeps its reads prepared»). A read whose answers are not large comes
// back as one value, a JSON array of each row's columns as text: PGlite sends each row out of its WebAssembly at a
// cost of microseconds a value, several times what building them into one value costs (docs/decisions.md, «The
// embedded database answers a read's rows as one value»). Plain JavaScript, as the thread is.
import { parse, protocol } from '@electric-sql/pglite';

const { serialize } = protocol;
/** Statements kept prepared per database; the least recently used are closed first. */
export const PREPARED_LIMIT = 256;
/** Only reads are kept: a statement that changes the schema or the session is run as PGlite runs it. */
const READ = /^\s*(select|with)\b/i;
/** PostgreSQL's «cached plan must not change result type». */
const CHANGED_RESULT_TYPE = '0A000';
/**
 * A read whose answer held more values than this comes as rows from then on: one value is built whole in PGlite's
 * memory, which WebAssembly never gives back (a month of a large seller's report units, 29 MB of answer, grew the
 * process by 140 MB more than its rows did).
 */
export const ONE_VALUE_LIMIT = 100_000;
/** `bool` casts to text as `true`/`false`, while PostgreSQL sends it as `t`/`f`, as its parser expects. */
const BOOL = 16;

/** Whether a statement of this text, with these options, runs prepared. */
export const runsPrepared = (sql, options) => READ.test(sql) && !options?.blob;

/**
 * The read `sql` whose rows are `fields`, answering them as one row: a JSON array with each row's columns as the
 * text PostgreSQL would send for them (a value cast to text is its type's output, but for `bool`).
 */
function asOneValue(sql, fields) {
  const names = fields.map((_, index) => `c${index}`);
  const texts = names.map((name, index) =>
    fields[index].dataTypeID === BOOL ? `case when ${name} then 't' when not ${name} then 'f' end` : `${name}::text`,
  );
  return `select json_agg(array[${texts.join(', ')}]) from (\n${sql}\n) q(${names.join(', ')})`;
}

/** The messages as one buffer: PGlite's backend answers them all in one call. */
function together(messages) {
  const buffer = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    buffer.set(message, offset);
    offset += message.length;
  }
  return buffer;
}

const rowDescriptionOf = (messages) => messages.find((message) => message.name === 'rowDescription');

/** The statements one database keeps prepared, by their text. */
export class PreparedReads {
  #database;
  /**
   * text → { rows: { name, paramTypes }, fields, oneValue }, most recently used last. `oneValue`: the statement
   * answering the read as one value; undefined before the read's first answer, null when it answers as rows.
   */
  #statements = new Map();
  /** Names of statements no longer kept: closed before the next read. */
  #toClose = [];
  /** PGlite's parsers with a statement's own over them, by the statement's: PGlite would copy them every answer. */
  #merged = new WeakMap();
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
        await this.#closeForgotten();
        try {
          return await this.#run(sql, params, options);
        } catch (error) {
          // A table changed under a statement kept since: prepared again, as PGlite would parse it anew.
          if (error?.code !== CHANGED_RESULT_TYPE) throw error;
          this.#forget(sql);
          await this.#closeForgotten();
          return await this.#run(sql, params, options);
        }
      }),
    );
  }

  async #run(sql, params, options) {
    const statement = await this.#statementOf(sql);
    const { fields, oneValue } = statement;
    if (oneValue) {
      const messages = await this.#execute(oneValue, params, statement.rows.name);
      const answer = this.#rowsOf(messages, fields, options);
      if (answer.rows.length * fields.length > ONE_VALUE_LIMIT) {
        statement.oneValue = null;
        this.#toClose.push(oneValue.name);
      }
      return answer;
    }
    const messages = await this.#execute(statement.rows, params);
    const parsers = this.#parsersWith(options?.parsers);
    const answer = parse.parseResults(
      messages,
      parsers,
      options?.rowMode ? { rowMode: options.rowMode } : undefined,
    )[0];
    if (oneValue === undefined) {
      const small = fields.length > 0 && answer.rows.length * fields.length <= ONE_VALUE_LIMIT;
      statement.oneValue = small ? await this.#prepareOneValue(sql, fields) : null;
    }
    return answer;
  }

  /**
   * Binds and executes a prepared statement: its answer's messages. `checked`: the read as rows, described first.
   * The statement answering it as one value would be planned anew silently after a table of the read changed,
   * its columns no longer the ones described; describing the read itself fails then, as running it would, with
   * «cached plan must not change result type», and the read is prepared anew.
   */
  async #execute({ name, paramTypes }, params, checked) {
    const database = this.#database;
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = database.serializers[paramTypes[index]];
      return serializer ? serializer(value) : value.toString();
    });
    const messages = await this.#send([
      ...(checked ? [serialize.describe({ type: 'S', name: checked })] : []),
      serialize.bind({ statement: name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    // A `with` may write: kept on disk as PGlite's own query keeps it.
    await database.syncToFs();
    return messages;
  }

  #parsersWith(own) {
    if (!own) return this.#database.parsers;
    let parsers = this.#merged.get(own);
    if (!parsers) this.#merged.set(own, (parsers = { ...this.#database.parsers, ...own }));
    return parsers;
  }

  /** The rows of a read answered as one value, as PGlite's `query` gives them. */
  #rowsOf(messages, fields, options) {
    const parsers = this.#parsersWith(options?.parsers);
    const byColumn = fields.map(({ dataTypeID }) => parsers[dataTypeID]);
    const value = messages.find((message) => message.name === 'dataRow').fields[0];
    const rows = (value === null ? [] : JSON.parse(value)).map((texts) => {
      const row = texts.map((text, index) => {
        const parser = byColumn[index];
        return text === null || !parser ? text : parser(text, fields[index].dataTypeID);
      });
      return options?.rowMode === 'array' ? row : Object.fromEntries(row.map((v, index) => [fields[index].name, v]));
    });
    return { rows, fields, affectedRows: 0 };
  }

  #send(messages) {
    return this.#database.execProtocolStream(together(messages), { syncToFs: false });
  }

  /** Parses `text` as statement `name`: its parameters' types and its rows' fields, if any. */
  async #prepare(name, text) {
    const messages = await this.#send([
      serialize.parse({ name, text }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    const paramTypes = parse.parseDescribeStatementResults(messages);
    const fields = rowDescriptionOf(messages)?.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })) ?? [];
    return { name, paramTypes, fields };
  }

  /** The read prepared to answer as one value; null when PostgreSQL does not take it as a subquery (a `with` that writes). */
  async #prepareOneValue(sql, fields) {
    const name = `r${this.#next++}`;
    try {
      const { paramTypes } = await this.#prepare(name, asOneValue(sql, fields));
      return { name, paramTypes };
    } catch {
      return null;
    }
  }

  async #statementOf(sql) {
    const known = this.#statements.get(sql);
    if (known) {
      this.#statements.delete(sql);
      this.#statements.set(sql, known);
      return known;
    }
    const { name, paramTypes, fields } = await this.#prepare(`r${this.#next++}`, sql);
    const statement = { rows: { name, paramTypes }, fields, oneValue: undefined };
    this.#statements.set(sql, statement);
    if (this.#statements.size > PREPARED_LIMIT) {
      this.#forget(this.#statements.keys().next().value);
      await this.#closeForgotten();
    }
    return statement;
  }

  #forget(sql) {
    const statement = this.#statements.get(sql);
    if (!statement) return;
    this.#statements.delete(sql);
    this.#toClose.push(statement.rows.name);
    if (statement.oneValue) this.#toClose.push(statement.oneValue.name);
  }

  async #closeForgotten() {
    if (this.#toClose.length === 0) return;
    const names = this.#toClose.splice(0);
    await this.#send([...names.map((name) => serialize.close({ type: 'S', name })), serialize.sync()]);
  }
}
