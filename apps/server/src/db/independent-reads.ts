import { isEmbedded, type Database } from './client.ts';

type Reads = readonly (() => Promise<unknown>)[];
type Answers<T extends Reads> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Reads that need nothing of one another, answered in their order. On a PostgreSQL server they run one after
 * another, so a screen holds one of the pool's connections for them; on the embedded database they are all sent
 * at once: its thread answers them in turn anyway, and their trips to it and back overlap its work
 * (docs/decisions.md, «Independent reads sent at once to the embedded database»).
 */
export async function independentReads<const T extends Reads>(db: Database, reads: T): Promise<Answers<T>> {
  if (isEmbedded(db)) return (await Promise.all(reads.map((read) => read()))) as Answers<T>;
  const answers: unknown[] = [];
  for (const read of reads) answers.push(await read());
  return answers as Answers<T>;
}
