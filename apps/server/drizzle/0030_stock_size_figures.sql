CREATE TABLE "stock_size_figures" (
	"company_id" bigint NOT NULL,
	"today" date NOT NULL,
	"nm_id" bigint NOT NULL,
	"chrt_id" bigint NOT NULL,
	"tech_size" text,
	"barcode" text,
	"vendor_code" text,
	"title" text,
	"in_wb" integer NOT NULL,
	"in_way_to_client" integer NOT NULL,
	"in_way_from_client" integer NOT NULL,
	"own" integer NOT NULL,
	"total" integer NOT NULL,
	"orders" integer NOT NULL,
	"sales_per_day" numeric NOT NULL,
	"days_of_stock" numeric,
	"run_out_on" date,
	"out_of_stock_days" integer NOT NULL,
	"lost_orders" numeric NOT NULL,
	CONSTRAINT "stock_size_figures_company_id_nm_id_chrt_id_pk" PRIMARY KEY("company_id","nm_id","chrt_id")
);
--> statement-breakpoint
ALTER TABLE "stock_size_figures" ADD CONSTRAINT "stock_size_figures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wb_stocks_company_synced_idx" ON "wb_stocks" USING btree ("company_id","synced_at");