// One Drizzle schema for the whole product; each area keeps its tables in its own file.
export * from './identity.ts';
export * from './wb-catalog.ts';
