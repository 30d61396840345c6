CREATE TABLE "wb_order_days" (
	"company_id" bigint NOT NULL,
	"day" date NOT NULL,
	"nm_id" bigint NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"orders_kopecks" bigint DEFAULT 0 NOT NULL,
	"cancellations" bigint DEFAULT 0 NOT NULL,
	"cancellations_kopecks" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "wb_order_days_company_id_day_nm_id_pk" PRIMARY KEY("company_id","day","nm_id")
);
--> statement-breakpoint
CREATE TABLE "wb_sale_days" (
	"company_id" bigint NOT NULL,
	"day" date NOT NULL,
	"nm_id" bigint NOT NULL,
	"supplier_article" text,
	"sales" bigint DEFAULT 0 NOT NULL,
	"sales_kopecks" bigint DEFAULT 0 NOT NULL,
	"returns" bigint DEFAULT 0 NOT NULL,
	"returns_kopecks" bigint DEFAULT 0 NOT NULL,
	"others" bigint DEFAULT 0 NOT NULL,
	"others_kopecks" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "wb_sale_days_company_id_day_nm_id_pk" PRIMARY KEY("company_id","day","nm_id")
);
--> statement-breakpoint
CREATE TABLE "wb_finance_days" (
	"company_id" bigint NOT NULL,
	"day" date NOT NULL,
	"report_id" numeric(20, 0) NOT NULL,
	"nm_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"report_type" smallint NOT NULL,
	"row_count" bigint DEFAULT 0 NOT NULL,
	"first_rrd_id" bigint NOT NULL,
	"for_pay" bigint DEFAULT 0 NOT NULL,
	"returns" bigint DEFAULT 0 NOT NULL,
	"goods" bigint DEFAULT 0 NOT NULL,
	"net_sold" bigint DEFAULT 0 NOT NULL,
	"retail_amount" bigint DEFAULT 0 NOT NULL,
	"delivery" bigint DEFAULT 0 NOT NULL,
	"penalty" bigint DEFAULT 0 NOT NULL,
	"additional_payment" bigint DEFAULT 0 NOT NULL,
	"storage" bigint DEFAULT 0 NOT NULL,
	"acceptance" bigint DEFAULT 0 NOT NULL,
	"deduction" bigint DEFAULT 0 NOT NULL,
	"cashback_amount" bigint DEFAULT 0 NOT NULL,
	"cashback_discount" bigint DEFAULT 0 NOT NULL,
	"cashback_commission_change" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "wb_finance_days_company_id_day_report_id_report_type_nm_id_currency_pk" PRIMARY KEY("company_id","day","report_id","report_type","nm_id","currency")
);
--> statement-breakpoint
ALTER TABLE "wb_order_days" ADD CONSTRAINT "wb_order_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_sale_days" ADD CONSTRAINT "wb_sale_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_finance_days" ADD CONSTRAINT "wb_finance_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wb_finance_days_company_report_idx" ON "wb_finance_days" USING btree ("company_id","report_id");