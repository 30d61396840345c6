// The one place drizzle-kit and the migrations read: every module's tables, each kept in its own module.
export * from '../../modules/auth/auth.tables.ts';
export * from '../../modules/tokens-vault/tokens-vault.tables.ts';
export * from '../../modules/sync/sync.tables.ts';
export * from '../../modules/cards/cards.tables.ts';
export * from '../../modules/tariffs/tariffs.tables.ts';
export * from '../../modules/taxes/taxes.tables.ts';
export * from '../../modules/orders/orders.tables.ts';
export * from '../../modules/sales/sales.tables.ts';
export * from '../../modules/reports/reports.tables.ts';
export * from '../../modules/fbs/fbs.tables.ts';
export * from '../../modules/fbo/fbo.tables.ts';
export * from '../../modules/adverts/adverts.tables.ts';
export * from '../../modules/supplies/supplies.tables.ts';
export * from '../../modules/unit/unit.tables.ts';
export * from '../../modules/promotions/promotions.tables.ts';
