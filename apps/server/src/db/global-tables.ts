/**
 * The tables that are not distributed by company, each with why (docs/architecture.md, «Sharding by
 * company»). Every other table is a tenant table: it has company_id, and its keys lead with it.
 */
export const GLOBAL_TABLES: Readonly<Record<string, string>> = {
  users: 'a person, who may belong to several companies',
  sessions: 'a signed-in browser, found by its refresh token before any company is known; its company may change',
  companies: 'the tenants themselves: company_id is their id',
  company_members: 'read by user at sign-in to list the companies a person may switch to',
  invites: 'read by e-mail at sign-in, before the invited person belongs to the company',
  wb_rate_buckets: "a WB seller account's request limits, shared by every company using that account",
};
