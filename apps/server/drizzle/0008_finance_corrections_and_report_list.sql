CREATE TABLE "wb_finance_reports" (
	"company_id" bigint NOT NULL,
	"report_id" numeric(20, 0) NOT NULL,
	"report_type" smallint NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"create_date" date NOT NULL,
	"currency" text NOT NULL,
	"retail_amount_kopecks" bigint DEFAULT 0 NOT NULL,
	"for_pay_kopecks" bigint DEFAULT 0 NOT NULL,
	"delivery_service_kopecks" bigint DEFAULT 0 NOT NULL,
	"paid_storage_kopecks" bigint DEFAULT 0 NOT NULL,
	"paid_acceptance_kopecks" bigint DEFAULT 0 NOT NULL,
	"deduction_kopecks" bigint DEFAULT 0 NOT NULL,
	"penalty_kopecks" bigint DEFAULT 0 NOT NULL,
	"additional_payment_kopecks" bigint DEFAULT 0 NOT NULL,
	"bank_payment_kopecks" bigint DEFAULT 0 NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wb_finance_reports_company_id_report_id_pk" PRIMARY KEY("company_id","report_id")
);
--> statement-breakpoint
ALTER TABLE "wb_finance_rows" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "wb_finance_rows" ADD COLUMN "delivery_method" text;--> statement-breakpoint
ALTER TABLE "wb_finance_reports" ADD CONSTRAINT "wb_finance_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wb_finance_reports_company_period_idx" ON "wb_finance_reports" USING btree ("company_id","report_type","date_from");--> statement-breakpoint
CREATE INDEX "wb_finance_rows_company_period_idx" ON "wb_finance_rows" USING btree ("company_id","report_type","rr_date");--> statement-breakpoint
CREATE INDEX "wb_finance_rows_company_report_id_idx" ON "wb_finance_rows" USING btree ("company_id","report_id");