CREATE TABLE "sync_states" (
	"company_id" bigint NOT NULL,
	"dataset" text NOT NULL,
	"cursor" jsonb,
	"running" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"last_success_at" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sync_states_company_id_dataset_pk" PRIMARY KEY("company_id","dataset")
);
--> statement-breakpoint
CREATE TABLE "wb_rate_buckets" (
	"token_key" text NOT NULL,
	"limit_group" text NOT NULL,
	"tokens" double precision NOT NULL,
	"refilled_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone,
	"granted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "wb_rate_buckets_token_key_limit_group_pk" PRIMARY KEY("token_key","limit_group")
);
--> statement-breakpoint
CREATE TABLE "wb_orders" (
	"company_id" bigint NOT NULL,
	"srid" text NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"last_change_date" timestamp with time zone NOT NULL,
	"warehouse_name" text,
	"warehouse_type" text,
	"country_name" text,
	"oblast_okrug_name" text,
	"region_name" text,
	"supplier_article" text,
	"nm_id" bigint NOT NULL,
	"barcode" text,
	"category" text,
	"subject" text,
	"brand" text,
	"tech_size" text,
	"income_id" bigint,
	"is_supply" boolean,
	"is_realization" boolean,
	"total_price" numeric(14, 2),
	"discount_percent" integer,
	"spp" numeric(6, 2),
	"finished_price" numeric(14, 2),
	"price_with_disc" numeric(14, 2),
	"sticker" text,
	"g_number" text,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_cancel" boolean DEFAULT false NOT NULL,
	"cancel_date" timestamp with time zone,
	CONSTRAINT "wb_orders_company_id_srid_pk" PRIMARY KEY("company_id","srid")
);
--> statement-breakpoint
CREATE TABLE "wb_sales" (
	"company_id" bigint NOT NULL,
	"srid" text NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"last_change_date" timestamp with time zone NOT NULL,
	"warehouse_name" text,
	"warehouse_type" text,
	"country_name" text,
	"oblast_okrug_name" text,
	"region_name" text,
	"supplier_article" text,
	"nm_id" bigint NOT NULL,
	"barcode" text,
	"category" text,
	"subject" text,
	"brand" text,
	"tech_size" text,
	"income_id" bigint,
	"is_supply" boolean,
	"is_realization" boolean,
	"total_price" numeric(14, 2),
	"discount_percent" integer,
	"spp" numeric(6, 2),
	"finished_price" numeric(14, 2),
	"price_with_disc" numeric(14, 2),
	"sticker" text,
	"g_number" text,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sale_id" text NOT NULL,
	"payment_sale_amount" numeric(14, 2),
	"for_pay" numeric(14, 2),
	CONSTRAINT "wb_sales_company_id_sale_id_pk" PRIMARY KEY("company_id","sale_id")
);
--> statement-breakpoint
CREATE TABLE "wb_finance_rows" (
	"company_id" bigint NOT NULL,
	"rrd_id" bigint NOT NULL,
	"report_id" numeric(20, 0) NOT NULL,
	"report_type" smallint NOT NULL,
	"date_from" date,
	"date_to" date,
	"create_date" date,
	"currency" text NOT NULL,
	"rr_date" date,
	"srid" text,
	"shk_id" bigint,
	"nm_id" bigint,
	"vendor_code" text,
	"tech_size" text,
	"barcode" text,
	"subject_name" text,
	"brand_name" text,
	"title" text,
	"doc_type_name" text,
	"seller_oper_name" text,
	"bonus_type_name" text,
	"office_name" text,
	"gi_id" bigint,
	"order_id" bigint,
	"sticker_id" text,
	"order_dt" timestamp with time zone,
	"sale_dt" timestamp with time zone,
	"quantity" integer,
	"delivery_amount" integer,
	"return_amount" integer,
	"is_b2b" boolean,
	"retail_price" numeric(16, 2),
	"retail_amount" numeric(16, 2),
	"retail_price_with_disc" numeric(16, 2),
	"sale_percent" numeric(8, 2),
	"commission_percent" numeric(8, 2),
	"spp" numeric(8, 2),
	"ppvz_sales_commission" numeric(16, 2),
	"for_pay" numeric(16, 2),
	"ppvz_reward" numeric(16, 2),
	"acquiring_fee" numeric(16, 2),
	"vw" numeric(16, 2),
	"vw_nds" numeric(16, 2),
	"delivery_service" numeric(16, 2),
	"penalty" numeric(16, 2),
	"additional_payment" numeric(16, 2),
	"rebill_logistic_cost" numeric(16, 2),
	"paid_storage" numeric(16, 2),
	"deduction" numeric(16, 2),
	"paid_acceptance" numeric(16, 2),
	"cashback_amount" numeric(16, 2),
	"raw" jsonb NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wb_finance_rows_company_id_rrd_id_pk" PRIMARY KEY("company_id","rrd_id")
);
--> statement-breakpoint
CREATE TABLE "wb_fbs_orders" (
	"company_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"rid" text,
	"order_uid" text,
	"supply_id" text,
	"nm_id" bigint,
	"chrt_id" bigint,
	"article" text,
	"skus" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_kopecks" bigint,
	"currency_code" integer,
	"converted_price_kopecks" bigint,
	"converted_currency_code" integer,
	"cargo_type" integer,
	"warehouse_id" bigint,
	"office_id" bigint,
	"created_at" timestamp with time zone,
	"supplier_status" text,
	"wb_status" text,
	"status_checked_at" timestamp with time zone,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wb_fbs_orders_company_id_order_id_pk" PRIMARY KEY("company_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "wb_fbs_supplies" (
	"company_id" bigint NOT NULL,
	"supply_id" text NOT NULL,
	"name" text,
	"created_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"scan_dt" timestamp with time zone,
	"done" boolean DEFAULT false NOT NULL,
	"cargo_type" integer,
	"cross_border_type" integer,
	"is_b2b" boolean,
	"destination_office_id" bigint,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wb_fbs_supplies_company_id_supply_id_pk" PRIMARY KEY("company_id","supply_id")
);
--> statement-breakpoint
CREATE TABLE "wb_fbw_supplies" (
	"company_id" bigint NOT NULL,
	"preorder_id" bigint NOT NULL,
	"supply_id" bigint,
	"status_id" integer NOT NULL,
	"box_type_id" integer,
	"is_box_on_pallet" boolean,
	"create_date" timestamp with time zone,
	"supply_date" timestamp with time zone,
	"fact_date" timestamp with time zone,
	"updated_date" timestamp with time zone,
	"warehouse_id" bigint,
	"warehouse_name" text,
	"actual_warehouse_name" text,
	"acceptance_cost" numeric(14, 2),
	"paid_acceptance_coefficient" numeric(8, 2),
	"quantity" integer,
	"accepted_quantity" integer,
	"ready_for_sale_quantity" integer,
	"unloading_quantity" integer,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wb_fbw_supplies_company_id_preorder_id_pk" PRIMARY KEY("company_id","preorder_id")
);
--> statement-breakpoint
CREATE TABLE "wb_fbw_supply_goods" (
	"company_id" bigint NOT NULL,
	"preorder_id" bigint NOT NULL,
	"barcode" text NOT NULL,
	"vendor_code" text,
	"nm_id" bigint,
	"tech_size" text,
	"color" text,
	"quantity" integer DEFAULT 0 NOT NULL,
	"accepted_quantity" integer,
	"ready_for_sale_quantity" integer,
	"unloading_quantity" integer,
	"supplier_box_amount" integer,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wb_fbw_supply_goods_company_id_preorder_id_barcode_pk" PRIMARY KEY("company_id","preorder_id","barcode")
);
--> statement-breakpoint
CREATE TABLE "wb_advert_budgets" (
	"company_id" bigint NOT NULL,
	"advert_id" bigint NOT NULL,
	"currency" text,
	"total" numeric(14, 2) NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wb_advert_budgets_company_id_advert_id_pk" PRIMARY KEY("company_id","advert_id")
);
--> statement-breakpoint
CREATE TABLE "wb_advert_clusters" (
	"company_id" bigint NOT NULL,
	"advert_id" bigint NOT NULL,
	"nm_id" bigint NOT NULL,
	"norm_query" text NOT NULL,
	"state" text NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wb_advert_clusters_company_id_advert_id_nm_id_norm_query_pk" PRIMARY KEY("company_id","advert_id","nm_id","norm_query")
);
--> statement-breakpoint
CREATE TABLE "wb_advert_daily_stats" (
	"company_id" bigint NOT NULL,
	"advert_id" bigint NOT NULL,
	"date" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"ctr" numeric(10, 2),
	"cpc" numeric(14, 2),
	"cr" numeric(10, 2),
	"spend" numeric(14, 2) NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"shks" integer DEFAULT 0 NOT NULL,
	"atbs" integer DEFAULT 0 NOT NULL,
	"canceled" integer DEFAULT 0 NOT NULL,
	"orders_sum" numeric(14, 2),
	"currency" text,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wb_advert_daily_stats_company_id_advert_id_date_pk" PRIMARY KEY("company_id","advert_id","date")
);
--> statement-breakpoint
CREATE TABLE "wb_advert_minus_phrases" (
	"company_id" bigint NOT NULL,
	"advert_id" bigint NOT NULL,
	"nm_id" bigint NOT NULL,
	"phrase" text NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wb_advert_minus_phrases_company_id_advert_id_nm_id_phrase_pk" PRIMARY KEY("company_id","advert_id","nm_id","phrase")
);
--> statement-breakpoint
CREATE TABLE "wb_adverts" (
	"company_id" bigint NOT NULL,
	"advert_id" bigint NOT NULL,
	"type" integer,
	"status" integer NOT NULL,
	"name" text,
	"bid_type" text,
	"payment_type" text,
	"currency" text,
	"search_placement" jsonb,
	"recommendations_placement" jsonb,
	"nms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"change_time" timestamp with time zone,
	"wb_created_at" timestamp with time zone,
	"wb_updated_at" timestamp with time zone,
	"wb_started_at" timestamp with time zone,
	"wb_deleted_at" timestamp with time zone,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wb_adverts_company_id_advert_id_pk" PRIMARY KEY("company_id","advert_id")
);
--> statement-breakpoint
ALTER TABLE "sync_states" ADD CONSTRAINT "sync_states_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_orders" ADD CONSTRAINT "wb_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_sales" ADD CONSTRAINT "wb_sales_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_finance_rows" ADD CONSTRAINT "wb_finance_rows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_fbs_orders" ADD CONSTRAINT "wb_fbs_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_fbs_supplies" ADD CONSTRAINT "wb_fbs_supplies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_fbw_supplies" ADD CONSTRAINT "wb_fbw_supplies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_fbw_supply_goods" ADD CONSTRAINT "wb_fbw_supply_goods_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_advert_budgets" ADD CONSTRAINT "wb_advert_budgets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_advert_clusters" ADD CONSTRAINT "wb_advert_clusters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_advert_daily_stats" ADD CONSTRAINT "wb_advert_daily_stats_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_advert_minus_phrases" ADD CONSTRAINT "wb_advert_minus_phrases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_adverts" ADD CONSTRAINT "wb_adverts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wb_orders_company_date_idx" ON "wb_orders" USING btree ("company_id","date");--> statement-breakpoint
CREATE INDEX "wb_sales_company_date_idx" ON "wb_sales" USING btree ("company_id","date");--> statement-breakpoint
CREATE INDEX "wb_sales_company_srid_idx" ON "wb_sales" USING btree ("company_id","srid");--> statement-breakpoint
CREATE INDEX "wb_finance_rows_company_report_idx" ON "wb_finance_rows" USING btree ("company_id","report_type","date_from");--> statement-breakpoint
CREATE INDEX "wb_finance_rows_company_shk_idx" ON "wb_finance_rows" USING btree ("company_id","shk_id");--> statement-breakpoint
CREATE INDEX "wb_fbs_orders_company_supply_idx" ON "wb_fbs_orders" USING btree ("company_id","supply_id");