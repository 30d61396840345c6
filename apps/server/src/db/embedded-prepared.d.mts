// The types of embedded-prepared.mjs, which runs in the embedded database's thread as plain JavaScript.
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';

export declare const PREPARED_LIMIT: number;
export declare const ONE_VALUE_LIMIT: number;
export declare function runsPrepared(sql: string, options?: QueryOptions): boolean;
export declare class PreparedReads {
  constructor(database: PGlite);
  query(sql: string, params: unknown[], options?: QueryOptions): Promise<Results>;
}
