CREATE TABLE "wb_advert_cluster_stats" (
	"company_id" bigint NOT NULL,
	"advert_id" bigint NOT NULL,
	"nm_id" bigint NOT NULL,
	"date" date NOT NULL,
	"norm_query" text NOT NULL,
	"views" integer,
	"clicks" integer DEFAULT 0 NOT NULL,
	"ctr" numeric(10, 2),
	"cpc_kopecks" bigint,
	"cpm_kopecks" bigint,
	"spend_kopecks" bigint,
	"orders" integer DEFAULT 0 NOT NULL,
	"atbs" integer,
	"shks" integer,
	"avg_position" numeric(10, 2),
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wb_advert_cluster_stats_company_id_advert_id_nm_id_date_norm_query_pk" PRIMARY KEY("company_id","advert_id","nm_id","date","norm_query")
);
--> statement-breakpoint
ALTER TABLE "wb_orders" ADD COLUMN "total_price_kopecks" bigint;--> statement-breakpoint
ALTER TABLE "wb_orders" ADD COLUMN "finished_price_kopecks" bigint;--> statement-breakpoint
ALTER TABLE "wb_orders" ADD COLUMN "price_with_disc_kopecks" bigint;--> statement-breakpoint
ALTER TABLE "wb_sales" ADD COLUMN "total_price_kopecks" bigint;--> statement-breakpoint
ALTER TABLE "wb_sales" ADD COLUMN "finished_price_kopecks" bigint;--> statement-breakpoint
ALTER TABLE "wb_sales" ADD COLUMN "price_with_disc_kopecks" bigint;--> statement-breakpoint
ALTER TABLE "wb_sales" ADD COLUMN "payment_sale_amount_kopecks" bigint;--> statement-breakpoint
ALTER TABLE "wb_sales" ADD COLUMN "for_pay_kopecks" bigint;--> statement-breakpoint
ALTER TABLE "wb_finance_rows" ADD COLUMN "retail_price_kopecks" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wb_finance_rows" ADD COLUMN "retail_amount_kopecks" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wb_finance_rows" ADD COLUMN "retail_price_with_disc_kopecks" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wb_finance_rows" ADD COLUMN "ppvz_sales_commission_kopecks" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wb_finance_rows" ADD COLUMN "for_pay_kopecks" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wb_finance_rows" ADD COLUMN "ppvz_reward_kopecks" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wb_finance_rows" ADD COLUMN "acquiring_fee_kopecks" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wb_finance_rows" ADD COLUMN "vw_kopecks" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wb_finance_rows" ADD COLUMN "vw_nds_kopecks" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wb_finance_rows" ADD COLUMN "delivery_service_kopecks" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wb_finance_rows" ADD COLUMN "penalty_kopecks" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wb_finance_rows" ADD COLUMN "additional_payment_kopecks" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wb_finance_rows" ADD COLUMN "rebill_logistic_cost_kopecks" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wb_finance_rows" ADD COLUMN "paid_storage_kopecks" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wb_finance_rows" ADD COLUMN "deduction_kopecks" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wb_finance_rows" ADD COLUMN "paid_acceptance_kopecks" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wb_fbw_supplies" ADD COLUMN "acceptance_cost_kopecks" bigint;--> statement-breakpoint
ALTER TABLE "wb_advert_budgets" ADD COLUMN "total_kopecks" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wb_advert_daily_stats" ADD COLUMN "cpc_kopecks" bigint;--> statement-breakpoint
ALTER TABLE "wb_advert_daily_stats" ADD COLUMN "spend_kopecks" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wb_advert_daily_stats" ADD COLUMN "orders_sum_kopecks" bigint;--> statement-breakpoint
ALTER TABLE "wb_advert_cluster_stats" ADD CONSTRAINT "wb_advert_cluster_stats_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Amounts move from rubles to integer kopecks; the rubles columns go in the next migration.
UPDATE "wb_orders" SET "total_price_kopecks" = round("total_price" * 100), "finished_price_kopecks" = round("finished_price" * 100), "price_with_disc_kopecks" = round("price_with_disc" * 100);--> statement-breakpoint
UPDATE "wb_sales" SET "total_price_kopecks" = round("total_price" * 100), "finished_price_kopecks" = round("finished_price" * 100), "price_with_disc_kopecks" = round("price_with_disc" * 100), "payment_sale_amount_kopecks" = round("payment_sale_amount" * 100), "for_pay_kopecks" = round("for_pay" * 100);--> statement-breakpoint
UPDATE "wb_finance_rows" SET "retail_price_kopecks" = coalesce(round("retail_price" * 100), 0), "retail_amount_kopecks" = coalesce(round("retail_amount" * 100), 0), "retail_price_with_disc_kopecks" = coalesce(round("retail_price_with_disc" * 100), 0), "ppvz_sales_commission_kopecks" = coalesce(round("ppvz_sales_commission" * 100), 0), "for_pay_kopecks" = coalesce(round("for_pay" * 100), 0), "ppvz_reward_kopecks" = coalesce(round("ppvz_reward" * 100), 0), "acquiring_fee_kopecks" = coalesce(round("acquiring_fee" * 100), 0), "vw_kopecks" = coalesce(round("vw" * 100), 0), "vw_nds_kopecks" = coalesce(round("vw_nds" * 100), 0), "delivery_service_kopecks" = coalesce(round("delivery_service" * 100), 0), "penalty_kopecks" = coalesce(round("penalty" * 100), 0), "additional_payment_kopecks" = coalesce(round("additional_payment" * 100), 0), "rebill_logistic_cost_kopecks" = coalesce(round("rebill_logistic_cost" * 100), 0), "paid_storage_kopecks" = coalesce(round("paid_storage" * 100), 0), "deduction_kopecks" = coalesce(round("deduction" * 100), 0), "paid_acceptance_kopecks" = coalesce(round("paid_acceptance" * 100), 0);--> statement-breakpoint
UPDATE "wb_fbw_supplies" SET "acceptance_cost_kopecks" = round("acceptance_cost" * 100);--> statement-breakpoint
UPDATE "wb_advert_budgets" SET "total_kopecks" = coalesce(round("total" * 100), 0);--> statement-breakpoint
UPDATE "wb_advert_daily_stats" SET "cpc_kopecks" = round("cpc" * 100), "spend_kopecks" = coalesce(round("spend" * 100), 0), "orders_sum_kopecks" = round("orders_sum" * 100);
