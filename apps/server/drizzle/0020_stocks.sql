CREATE TABLE "wb_seller_stocks" (
	"company_id" bigint NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"chrt_id" bigint NOT NULL,
	"warehouse_name" text NOT NULL,
	"amount" integer NOT NULL,
	"synced_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wb_seller_stocks_company_id_warehouse_id_chrt_id_pk" PRIMARY KEY("company_id","warehouse_id","chrt_id")
);
--> statement-breakpoint
CREATE TABLE "wb_stock_history" (
	"company_id" bigint NOT NULL,
	"nm_id" bigint NOT NULL,
	"chrt_id" bigint NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"day" date NOT NULL,
	"quantity" integer NOT NULL,
	"in_way_to_client" integer NOT NULL,
	"in_way_from_client" integer NOT NULL,
	CONSTRAINT "wb_stock_history_company_id_nm_id_chrt_id_warehouse_id_day_pk" PRIMARY KEY("company_id","nm_id","chrt_id","warehouse_id","day")
);
--> statement-breakpoint
CREATE TABLE "wb_stocks" (
	"company_id" bigint NOT NULL,
	"nm_id" bigint NOT NULL,
	"chrt_id" bigint NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"warehouse_name" text NOT NULL,
	"region_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"in_way_to_client" integer NOT NULL,
	"in_way_from_client" integer NOT NULL,
	"synced_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wb_stocks_company_id_nm_id_chrt_id_warehouse_id_pk" PRIMARY KEY("company_id","nm_id","chrt_id","warehouse_id")
);
--> statement-breakpoint
ALTER TABLE "wb_seller_stocks" ADD CONSTRAINT "wb_seller_stocks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_stock_history" ADD CONSTRAINT "wb_stock_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_stocks" ADD CONSTRAINT "wb_stocks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;