CREATE TABLE "wb_order_day_totals" (
	"company_id" bigint NOT NULL,
	"day" date NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"orders_kopecks" bigint DEFAULT 0 NOT NULL,
	"cancellations" bigint DEFAULT 0 NOT NULL,
	"cancellations_kopecks" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "wb_order_day_totals_company_id_day_pk" PRIMARY KEY("company_id","day")
);
--> statement-breakpoint
CREATE TABLE "wb_sale_day_totals" (
	"company_id" bigint NOT NULL,
	"day" date NOT NULL,
	"sales" bigint DEFAULT 0 NOT NULL,
	"sales_kopecks" bigint DEFAULT 0 NOT NULL,
	"returns" bigint DEFAULT 0 NOT NULL,
	"returns_kopecks" bigint DEFAULT 0 NOT NULL,
	"others" bigint DEFAULT 0 NOT NULL,
	"others_kopecks" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "wb_sale_day_totals_company_id_day_pk" PRIMARY KEY("company_id","day")
);
--> statement-breakpoint
CREATE TABLE "wb_finance_cost_totals" (
	"company_id" bigint NOT NULL,
	"day" date NOT NULL,
	"report_type" smallint NOT NULL,
	"currency" text NOT NULL,
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
	CONSTRAINT "wb_finance_cost_totals_company_id_day_report_type_currency_pk" PRIMARY KEY("company_id","day","report_type","currency")
);
--> statement-breakpoint
CREATE TABLE "wb_finance_report_days" (
	"company_id" bigint NOT NULL,
	"day" date NOT NULL,
	"report_id" numeric(20, 0) NOT NULL,
	"report_type" smallint NOT NULL,
	"currency" text NOT NULL,
	"date_from" date,
	"date_to" date,
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
	CONSTRAINT "wb_finance_report_days_key" UNIQUE NULLS NOT DISTINCT("company_id","day","report_id","report_type","currency","date_from","date_to")
);
--> statement-breakpoint
ALTER TABLE "wb_order_day_totals" ADD CONSTRAINT "wb_order_day_totals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_sale_day_totals" ADD CONSTRAINT "wb_sale_day_totals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_finance_cost_totals" ADD CONSTRAINT "wb_finance_cost_totals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_finance_report_days" ADD CONSTRAINT "wb_finance_report_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wb_finance_report_days_company_report_idx" ON "wb_finance_report_days" USING btree ("company_id","report_id");--> statement-breakpoint
-- The totals of the daily figures already kept, counted as the sync counts the days it stores.
INSERT INTO "wb_order_day_totals" ("company_id", "day", "orders", "orders_kopecks", "cancellations", "cancellations_kopecks")
SELECT "company_id", "day", sum("orders"), sum("orders_kopecks"), sum("cancellations"), sum("cancellations_kopecks")
FROM "wb_order_days" GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "wb_sale_day_totals" ("company_id", "day", "sales", "sales_kopecks", "returns", "returns_kopecks", "others", "others_kopecks")
SELECT "company_id", "day", sum("sales"), sum("sales_kopecks"), sum("returns"), sum("returns_kopecks"), sum("others"),
  sum("others_kopecks")
FROM "wb_sale_days" GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "wb_finance_cost_totals" ("company_id", "day", "report_type", "currency", "row_count", "left_out_rows", "cost",
  "net_sold", "for_pay", "delivery", "penalty", "left_out_units", "left_out_payout", "not_saved")
SELECT "company_id", "day", "report_type", "currency", sum("row_count"), sum("left_out_rows"), sum("cost"), sum("net_sold"),
  sum("for_pay"), sum("delivery"), sum("penalty"), sum("left_out_units"), sum("left_out_payout"), sum("not_saved")
FROM "wb_finance_cost_days" GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO "wb_finance_report_days" ("company_id", "day", "report_id", "report_type", "currency", "date_from", "date_to",
  "row_count", "first_rrd_id", "for_pay", "returns", "goods", "net_sold", "retail_amount", "delivery", "penalty",
  "additional_payment", "storage", "acceptance", "deduction", "cashback_amount", "cashback_discount",
  "cashback_commission_change")
SELECT "company_id", coalesce("rr_date", '1900-01-01'::date), "report_id", "report_type", "currency", "date_from", "date_to",
  count(*), min("rrd_id"),
  sum(CASE WHEN "doc_type_name" = 'Возврат' THEN 0 ELSE "for_pay_kopecks" END),
  sum(CASE WHEN "doc_type_name" = 'Возврат' THEN "for_pay_kopecks" ELSE 0 END),
  sum(CASE WHEN "doc_type_name" = 'Продажа' THEN "for_pay_kopecks" WHEN "doc_type_name" = 'Возврат' THEN -"for_pay_kopecks" ELSE 0 END),
  sum(CASE WHEN "doc_type_name" = 'Продажа' THEN 1 WHEN "doc_type_name" = 'Возврат' THEN -1 ELSE 0 END),
  sum(CASE WHEN "doc_type_name" = 'Возврат' THEN -"retail_amount_kopecks" ELSE "retail_amount_kopecks" END),
  sum("delivery_service_kopecks"), sum("penalty_kopecks"), sum("additional_payment_kopecks"), sum("paid_storage_kopecks"),
  sum("paid_acceptance_kopecks"), sum("deduction_kopecks"), sum("cashback_amount_kopecks"), sum("cashback_discount_kopecks"),
  sum("cashback_commission_change_kopecks")
FROM "wb_finance_rows" GROUP BY 1, 2, 3, 4, 5, 6, 7;
