import { bigint, pgTable, primaryKey } from 'drizzle-orm/pg-core';

// What a cached answer is keyed by: a number that changes whenever any row of the company changes.
// The database keeps it itself (triggers in migration 0031, docs/architecture.md «Cached answers»), so
// no writer — a sync, a mutation, a job, another process — can forget to.

/** Each company's data version: a fresh value of a sequence, set as a transaction that changed its rows commits. */
export const companyDataVersions = pgTable('company_data_versions', {
  companyId: bigint('company_id', { mode: 'number' }).primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * The companies an open transaction changed, one row per company and transaction: the first changing
 * statement adds it, and at commit a deferred trigger moves the version and removes the row. Empty
 * between transactions.
 */
export const companyChanges = pgTable(
  'company_changes',
  {
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    tx: bigint('tx', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.tx] })],
);
