CREATE TABLE "wb_order_size_days" (
	"company_id" bigint NOT NULL,
	"day" date NOT NULL,
	"nm_id" bigint NOT NULL,
	"tech_size" text NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wb_order_size_days_company_id_day_nm_id_tech_size_pk" PRIMARY KEY("company_id","day","nm_id","tech_size")
);
--> statement-breakpoint
ALTER TABLE "wb_order_size_days" ADD CONSTRAINT "wb_order_size_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The sizes' days of the orders already stored, counted as the sync counts the days it stores.
INSERT INTO "wb_order_size_days" ("company_id", "day", "nm_id", "tech_size", "orders", "last_at")
SELECT "company_id", (("date" AT TIME ZONE 'UTC') + interval '3 hours')::date, "nm_id", coalesce("tech_size", ''), count(*),
  max("date")
FROM "wb_orders" WHERE NOT "is_cancel" GROUP BY 1, 2, 3, 4;
