// Rows handed to the database with COPY, in its text format, on either database: a PostgreSQL server
// reads them from the connection (COPY … FROM STDIN), the embedded one from a blob given with the
// statement (COPY … FROM '/dev/blob'). COPY skips what an INSERT pays for every row it is sent: no
// parameters to bind, no statement to plan, the rows read as they arrive.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Tx } from './client.ts';

export type CopyValue = string | number | null;

/** One row in COPY's text format: tab between values, \N for null, the format's four escapes. */
export function copyLine(values: readonly CopyValue[]): string {
  let line = '';
  for (let at = 0; at < values.length; at++) {
    if (at > 0) line += '\t';
    const value = values[at];
    if (value === null || value === undefined) line += '\\N';
    else if (typeof value === 'number') line += String(value);
    else line += /[\\\t\n\r]/.test(value) ? value.replace(/[\\\t\n\r]/g, escapeChar) : value;
  }
  return `${line}\n`;
}

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const escapeChar = (char: string) => ESCAPES[char]!;

/** The connection under a transaction: node-postgres's client, or the embedded database's transaction. */
interface EmbeddedTx {
  query(text: string, params: unknown[], options: { blob: Blob }): Promise<unknown>;
}
const connectionOf = (tx: Tx) => (tx as unknown as { session: { client: pg.ClientBase | EmbeddedTx } }).session.client;

/**
 * Copies lines made by {@link copyLine} into `target`, a table with its column list in parentheses
 * («unit_ledger (company_id, shk_id)»), inside the transaction.
 */
export async function copyRows(tx: Tx, target: string, lines: readonly string[]): Promise<void> {
  if (lines.length === 0) return;
  const connection = connectionOf(tx);
  if (connection instanceof pg.Client) {
    await pipeline(Readable.from(blocksOf(lines)), connection.query(copyFrom(`copy ${target} from stdin`)));
    return;
  }
  await connection.query(`copy ${target} from '/dev/blob'`, [], { blob: new Blob([...blocksOf(lines)]) });
}

/** Lines joined a thousand at a time: one message to the server per block, not per row. */
function* blocksOf(lines: readonly string[]): Generator<string> {
  for (let start = 0; start < lines.length; start += 1000) yield lines.slice(start, start + 1000).join('');
}
