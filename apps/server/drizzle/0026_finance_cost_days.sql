CREATE TABLE "wb_finance_cost_changes" (
	"company_id" bigint NOT NULL,
	"nm_id" bigint NOT NULL,
	"shk_id" text NOT NULL,
	CONSTRAINT "wb_finance_cost_changes_company_id_nm_id_shk_id_pk" PRIMARY KEY("company_id","nm_id","shk_id")
);
--> statement-breakpoint
CREATE TABLE "wb_finance_cost_days" (
	"company_id" bigint NOT NULL,
	"day" date NOT NULL,
	"report_type" smallint NOT NULL,
	"nm_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"scheme" text NOT NULL,
	"vendor_code" text,
	"row_count" bigint DEFAULT 0 NOT NULL,
	"left_out_rows" bigint DEFAULT 0 NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	"net_sold" bigint DEFAULT 0 NOT NULL,
	"for_pay" bigint DEFAULT 0 NOT NULL,
	"delivery" bigint DEFAULT 0 NOT NULL,
	"penalty" bigint DEFAULT 0 NOT NULL,
	"left_out_units" bigint DEFAULT 0 NOT NULL,
	"left_out_payout" bigint DEFAULT 0 NOT NULL,
	"not_saved" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "wb_finance_cost_days_company_id_day_report_type_nm_id_currency_scheme_pk" PRIMARY KEY("company_id","day","report_type","nm_id","currency","scheme")
);
--> statement-breakpoint
ALTER TABLE "wb_finance_cost_changes" ADD CONSTRAINT "wb_finance_cost_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_finance_cost_days" ADD CONSTRAINT "wb_finance_cost_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;