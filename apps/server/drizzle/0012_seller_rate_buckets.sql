-- Rate-limit buckets are now kept per seller account, not per token. Their rows are transient, so
-- they are dropped, not converted: each bucket starts full again, and at worst the first requests
-- after the upgrade meet a 429, which the sync waits out.
DROP TABLE "wb_rate_buckets" CASCADE;--> statement-breakpoint
CREATE TABLE "wb_rate_buckets" (
	"account_key" text NOT NULL,
	"limit_group" text NOT NULL,
	"tokens" double precision NOT NULL,
	"refilled_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone,
	"granted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "wb_rate_buckets_account_key_limit_group_pk" PRIMARY KEY("account_key","limit_group")
);
