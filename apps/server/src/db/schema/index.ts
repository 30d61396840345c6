// One Drizzle schema for the whole product; each area keeps its tables in its own file.
export * from './identity.ts';
export * from './wb-catalog.ts';
export * from './sync.ts';
export * from './wb-statistics.ts';
export * from './wb-finance.ts';
export * from './wb-fbs.ts';
export * from './wb-fbw.ts';
export * from './wb-adverts.ts';
export * from './auth.ts';
export * from './card-settings.ts';
export * from './company-tax.ts';
