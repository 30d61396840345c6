import { bigint, boolean, index, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

// Who may act where: people, companies, memberships, sign-in sessions and invites (a membership
// waiting for its person's sign-in). Every module's access check and company tables lean on these.

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  googleSub: text('google_sub').unique(),
  email: text('email').notNull().unique(),
  name: text('name').notNull().default(''),
  picture: text('picture'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A seller's company. Its id is the УНП the seller enters, so it is chosen by the seller, not generated. */
export const companies = pgTable('companies', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  shortName: text('short_name').notNull(),
  fullName: text('full_name').notNull(),
  address: text('address').notNull(),
  generalManager: text('general_manager').notNull(),
  shopName: text('shop_name'),
  currentAccount: text('current_account'),
  /** Members who are not admins may send prices to WB (and join promotions): the admin's choice, off by default. */
  membersSetPrices: boolean('members_set_prices').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The owning company of a row, deleted with it: every company-scoped table starts with this column. */
export const companyIdColumn = () =>
  bigint('company_id', { mode: 'number' })
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

export const companyMembers = pgTable(
  'company_members',
  {
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isAdmin: boolean('is_admin').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.userId] })],
);

/**
 * A sign-in session. Each refresh creates the next row of the same family and marks the old one
 * used; presenting a used refresh token again means it was stolen, and the whole family is revoked.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: bigint('company_id', { mode: 'number' }).references(() => companies.id, { onDelete: 'set null' }),
    /** SHA-256 of the refresh token; the token itself is only ever in the browser's cookie. */
    refreshHash: text('refresh_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_family_idx').on(table.familyId)],
);

/** An e-mail invited into a company; it is accepted when that person signs in. */
export const invites = pgTable(
  'invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('invites_company_email').on(table.companyId, table.email),
    index('invites_email_idx').on(table.email),
  ],
);
