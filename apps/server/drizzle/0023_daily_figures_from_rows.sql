-- The daily figures of the rows already stored, counted as the sync counts the days it stores.
INSERT INTO "wb_order_days" ("company_id", "day", "nm_id", "orders", "orders_kopecks", "cancellations", "cancellations_kopecks")
SELECT "company_id", (("date" AT TIME ZONE 'UTC') + interval '3 hours')::date, "nm_id", count(*),
  sum(coalesce("price_with_disc_kopecks", 0)), count(*) FILTER (WHERE "is_cancel"),
  coalesce(sum(coalesce("price_with_disc_kopecks", 0)) FILTER (WHERE "is_cancel"), 0)
FROM "wb_orders" GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "wb_sale_days" ("company_id", "day", "nm_id", "supplier_article", "sales", "sales_kopecks", "returns",
  "returns_kopecks", "others", "others_kopecks")
SELECT "company_id", (("date" AT TIME ZONE 'UTC') + interval '3 hours')::date, "nm_id",
  max("supplier_article") FILTER (WHERE "kind" <> 'other'),
  count(*) FILTER (WHERE "kind" = 'sale'), coalesce(sum(coalesce("price_with_disc_kopecks", 0)) FILTER (WHERE "kind" = 'sale'), 0),
  count(*) FILTER (WHERE "kind" = 'return'), coalesce(sum(abs(coalesce("price_with_disc_kopecks", 0))) FILTER (WHERE "kind" = 'return'), 0),
  count(*) FILTER (WHERE "kind" = 'other'), coalesce(sum(coalesce("for_pay_kopecks", 0)) FILTER (WHERE "kind" = 'other'), 0)
FROM "wb_sales" GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "wb_finance_days" ("company_id", "day", "report_id", "nm_id", "currency", "report_type", "row_count",
  "first_rrd_id", "for_pay", "returns", "goods", "net_sold", "retail_amount", "delivery", "penalty", "additional_payment",
  "storage", "acceptance", "deduction", "cashback_amount", "cashback_discount", "cashback_commission_change")
SELECT "company_id", coalesce("rr_date", DATE '1900-01-01'), "report_id", coalesce("nm_id", 0), "currency", "report_type",
  count(*), min("rrd_id"),
  sum(CASE WHEN "doc_type_name" = 'Возврат' THEN 0 ELSE "for_pay_kopecks" END),
  sum(CASE WHEN "doc_type_name" = 'Возврат' THEN "for_pay_kopecks" ELSE 0 END),
  sum(CASE WHEN "doc_type_name" = 'Продажа' THEN "for_pay_kopecks" WHEN "doc_type_name" = 'Возврат' THEN -"for_pay_kopecks" ELSE 0 END),
  sum(CASE WHEN "doc_type_name" = 'Продажа' THEN 1 WHEN "doc_type_name" = 'Возврат' THEN -1 ELSE 0 END),
  sum(CASE WHEN "doc_type_name" = 'Возврат' THEN -"retail_amount_kopecks" ELSE "retail_amount_kopecks" END),
  sum("delivery_service_kopecks"), sum("penalty_kopecks"), sum("additional_payment_kopecks"), sum("paid_storage_kopecks"),
  sum("paid_acceptance_kopecks"), sum("deduction_kopecks"), sum("cashback_amount_kopecks"), sum("cashback_discount_kopecks"),
  sum("cashback_commission_change_kopecks")
FROM "wb_finance_rows" GROUP BY 1, 2, 3, 4, 5, 6;
