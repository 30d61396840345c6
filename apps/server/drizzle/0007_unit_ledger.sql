CREATE TABLE "unit_ledger" (
	"company_id" bigint NOT NULL,
	"shk_id" text NOT NULL,
	"nm_id" bigint NOT NULL,
	"article" text,
	"first_price_kopecks" bigint NOT NULL,
	"supply_id" text NOT NULL,
	"type" text NOT NULL,
	"supply_date" date NOT NULL,
	"cost_source" text NOT NULL,
	"file_name" text,
	"file_row" integer,
	"order_id" bigint,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_ledger_company_id_shk_id_pk" PRIMARY KEY("company_id","shk_id"),
	CONSTRAINT "unit_ledger_cost_not_negative" CHECK ("unit_ledger"."first_price_kopecks" >= 0)
);
--> statement-breakpoint
ALTER TABLE "wb_fbs_orders" ADD COLUMN "sticker_id" text;--> statement-breakpoint
ALTER TABLE "unit_ledger" ADD CONSTRAINT "unit_ledger_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unit_ledger_company_date_idx" ON "unit_ledger" USING btree ("company_id","supply_date");--> statement-breakpoint
CREATE INDEX "unit_ledger_company_supply_idx" ON "unit_ledger" USING btree ("company_id","supply_id");--> statement-breakpoint
CREATE INDEX "unit_ledger_shk_idx" ON "unit_ledger" USING btree ("shk_id");--> statement-breakpoint
CREATE INDEX "wb_fbs_orders_company_sticker_idx" ON "wb_fbs_orders" USING btree ("company_id","sticker_id");