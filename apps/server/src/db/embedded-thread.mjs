// The thread the process's embedded databases run in (one PGlite each): their statements run here while the
// server's own thread goes on answering (docs/decisions.md, «The embedded database in a thread of its own»).
// Plain JavaScript: a thread starts without the TypeScript loader the tests and the bench run under.
// `embedded-client.ts` is the other side: each message names a database, and a transaction when inside one.
import { parentPort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PreparedReads, runsPrepared } from './embedded-prepared.mjs';

/** @type {Map<number, PGlite>} */
const databases = new Map();
/** @type {Map<number, PreparedReads>} */
const preparedReads = new Map();
/** Open transactions: PGlite's own, held open by a promise until the server's thread ends them. */
const transactions = new Map();
const ROLLED_BACK = Symbol('rolled back');
const same = (text) => text;

/** Parsers that keep a type's text, by the types' numbers joined: the same few sets come with every statement. */
const keptTexts = new Map();

/** PGlite's query options from the wire: parsers that keep a type's text, named by its type's number. */
function optionsOf(options) {
  if (!options) return undefined;
  const { textTypes, ...rest } = options;
  if (!textTypes) return rest;
  const key = textTypes.join();
  let parsers = keptTexts.get(key);
  if (!parsers) keptTexts.set(key, (parsers = Object.fromEntries(textTypes.map((type) => [type, same]))));
  return { ...rest, parsers };
}

const answerOf = ({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows });

function databaseOf(db) {
  const database = databases.get(db);
  if (!database) throw new Error(`Встроенная база ${db} закрыта`);
  return database;
}

/** Where a statement runs: inside its transaction, or on the database, after any transaction open on it. */
const runnerOf = ({ db, tx }) => (tx === undefined ? databaseOf(db) : transactions.get(tx).tx);

const ERROR_FIELDS = [
  'severity',
  'code',
  'detail',
  'hint',
  'position',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
];

/** What of an error crosses to the other thread: its message, its name and PostgreSQL's fields. */
function errorOf(error) {
  const sent = { message: error instanceof Error ? error.message : String(error), name: error?.name };
  for (const field of ERROR_FIELDS) if (error?.[field] !== undefined) sent[field] = error[field];
  return sent;
}

const requests = {
  async open({ db, dataDir, startParams, image }) {
    const database = new PGlite({ dataDir, startParams, loadDataDir: image });
    await database.waitReady;
    databases.set(db, database);
    preparedReads.set(db, new PreparedReads(database));
  },
  async query(request) {
    const { db, tx, sql, params = [], options } = request;
    const prepared = tx === undefined && runsPrepared(sql, options) ? preparedReads.get(db) : undefined;
    const runner = prepared ?? runnerOf(request);
    return answerOf(await runner.query(sql, params, optionsOf(options)));
  },
  exec: async (request) => (await runnerOf(request).exec(request.sql, optionsOf(request.options))).map(answerOf),
  /** Answers once the transaction has begun; `end` answers how it ended. */
  begin: ({ db, tx: id }) =>
    new Promise((began, failed) => {
      const open = {};
      open.ended = databaseOf(db).transaction(
        (tx) =>
          new Promise((commit, rollBack) => {
            Object.assign(open, { tx, commit, rollBack });
            transactions.set(id, open);
            began();
          }),
      );
      open.ended.catch(failed);
    }),
  async end({ tx: id, commit }) {
    const open = transactions.get(id);
    transactions.delete(id);
    if (commit) open.commit();
    else open.rollBack(ROLLED_BACK);
    try {
      await open.ended;
    } catch (error) {
      if (error !== ROLLED_BACK) throw error;
    }
  },
  dump: ({ db }) => databaseOf(db).dumpDataDir('none'),
  async close({ db }) {
    const database = databases.get(db);
    databases.delete(db);
    preparedReads.delete(db);
    await database?.close();
  },
};

parentPort.on('message', async ({ id, kind, ...request }) => {
  try {
    parentPort.postMessage({ id, ok: true, value: await requests[kind](request) });
  } catch (error) {
    parentPort.postMessage({ id, ok: false, error: errorOf(error) });
  }
});
