ALTER TABLE "wb_sales" ADD COLUMN "kind" text;--> statement-breakpoint
UPDATE "wb_sales" SET "kind" = CASE WHEN "sale_id" LIKE 'S%' THEN 'sale' WHEN "sale_id" LIKE 'R%' THEN 'return' ELSE 'other' END;--> statement-breakpoint
ALTER TABLE "wb_sales" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
UPDATE "wb_finance_rows" SET "sticker_id" = NULL WHERE "sticker_id" = '';--> statement-breakpoint
UPDATE "wb_finance_rows" SET "report_type" = 2 WHERE "report_type" = 3;--> statement-breakpoint
UPDATE "wb_finance_reports" SET "report_type" = 2 WHERE "report_type" = 3;--> statement-breakpoint
ALTER TABLE "wb_finance_reports" ADD COLUMN "cashback_amount_kopecks" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wb_finance_reports" ADD COLUMN "cashback_discount_kopecks" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wb_finance_reports" ADD COLUMN "cashback_commission_change_kopecks" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wb_finance_rows" ADD COLUMN "installment_cofinancing_kopecks" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wb_finance_rows" ADD COLUMN "cashback_amount_kopecks" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wb_finance_rows" ADD COLUMN "cashback_discount_kopecks" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wb_finance_rows" ADD COLUMN "cashback_commission_change_kopecks" bigint DEFAULT 0 NOT NULL;