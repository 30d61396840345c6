CREATE TABLE "card_month_profits" (
	"company_id" bigint NOT NULL,
	"nm_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"profit" bigint DEFAULT 0 NOT NULL,
	"row_count" bigint DEFAULT 0 NOT NULL,
	"left_out_rows" bigint DEFAULT 0 NOT NULL,
	"main_vendor_code" text,
	"vendor_code" text,
	CONSTRAINT "card_month_profits_company_id_nm_id_currency_pk" PRIMARY KEY("company_id","nm_id","currency")
);
--> statement-breakpoint
CREATE TABLE "card_month_sales" (
	"company_id" bigint NOT NULL,
	"nm_id" bigint NOT NULL,
	"sold" bigint DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"article" text,
	CONSTRAINT "card_month_sales_company_id_nm_id_pk" PRIMARY KEY("company_id","nm_id")
);
--> statement-breakpoint
CREATE TABLE "card_month_windows" (
	"company_id" bigint PRIMARY KEY NOT NULL,
	"window_to" date
);
--> statement-breakpoint
ALTER TABLE "card_month_profits" ADD CONSTRAINT "card_month_profits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_month_sales" ADD CONSTRAINT "card_month_sales_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_month_windows" ADD CONSTRAINT "card_month_windows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every company has its window row from its creation, its last day unset until /main reads the month
-- (src/modules/home/card-month.ts): the triggers below find the row to lock whenever they add.
INSERT INTO "card_month_windows" ("company_id") SELECT "id" FROM "companies";
--> statement-breakpoint
CREATE FUNCTION "card_month_window_of_company"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO card_month_windows (company_id) SELECT id FROM new_rows ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "companies_card_month_window" AFTER INSERT ON "companies" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "card_month_window_of_company"();
--> statement-breakpoint
-- A statement's changed rows of a day table, each with its sign: +1 for a row as it is now, -1 for a row as it
-- was. A trigger with transition tables fires on one event only, so each table has three sharing a function.
CREATE FUNCTION "card_month_changed_rows"(op text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE op
    WHEN 'INSERT' THEN 'SELECT *, 1 AS sign FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT *, -1 AS sign FROM old_rows'
    ELSE 'SELECT *, 1 AS sign FROM new_rows UNION ALL SELECT *, -1 AS sign FROM old_rows' END
$$;
--> statement-breakpoint
-- The changed rows of days inside their company's window, added to its cards' month. The window row is
-- locked FOR SHARE first: a page moving the window (FOR UPDATE) waits for this transaction, or this
-- statement waits for the move and adds to the window it moved to. A company being deleted adds nothing.
-- The cards are written in key order, so two transactions adding to the same cards never wait in a circle.
-- A card's article is a name, not a figure: the largest (sales) or smallest (reports) any row added gave it.
CREATE FUNCTION "card_month_sales_of_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($sql$
    WITH d AS (%s),
      w AS (SELECT m.company_id, m.window_to FROM card_month_windows m JOIN companies c ON c.id = m.company_id
        WHERE m.company_id IN (SELECT company_id FROM d) AND m.window_to IS NOT NULL FOR SHARE OF m)
    INSERT INTO card_month_sales AS s (company_id, nm_id, sold, revenue, article)
    SELECT d.company_id, d.nm_id, sum(d.sign * (d.sales - d.returns)),
      sum(d.sign * (d.sales_kopecks - d.returns_kopecks)), max(d.supplier_article) FILTER (WHERE d.sign = 1)
    FROM d JOIN w ON w.company_id = d.company_id AND d.day BETWEEN w.window_to - 29 AND w.window_to
    WHERE d.sales <> 0 OR d.returns <> 0
    GROUP BY d.company_id, d.nm_id
    ORDER BY d.company_id, d.nm_id
    ON CONFLICT (company_id, nm_id) DO UPDATE SET sold = s.sold + excluded.sold, revenue = s.revenue + excluded.revenue,
      article = greatest(s.article, excluded.article)
  $sql$, card_month_changed_rows(TG_OP));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The same for the cards' profit: the units' rows of the main (1) and buyout (2) reports, of a card.
CREATE FUNCTION "card_month_profits_of_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($sql$
    WITH d AS (%s),
      w AS (SELECT m.company_id, m.window_to FROM card_month_windows m JOIN companies c ON c.id = m.company_id
        WHERE m.company_id IN (SELECT company_id FROM d) AND m.window_to IS NOT NULL FOR SHARE OF m)
    INSERT INTO card_month_profits AS p (company_id, nm_id, currency, profit, row_count, left_out_rows,
      main_vendor_code, vendor_code)
    SELECT d.company_id, d.nm_id, d.currency,
      sum(d.sign * (d.for_pay - d.delivery - d.penalty - d.left_out_payout - d.cost)),
      sum(d.sign * d.row_count), sum(d.sign * d.left_out_rows),
      min(d.vendor_code) FILTER (WHERE d.sign = 1 AND d.report_type = 1), min(d.vendor_code) FILTER (WHERE d.sign = 1)
    FROM d JOIN w ON w.company_id = d.company_id AND d.day BETWEEN w.window_to - 29 AND w.window_to
    WHERE d.report_type IN (1, 2) AND d.nm_id <> 0
    GROUP BY d.company_id, d.nm_id, d.currency
    ORDER BY d.company_id, d.nm_id, d.currency
    ON CONFLICT (company_id, nm_id, currency) DO UPDATE SET profit = p.profit + excluded.profit,
      row_count = p.row_count + excluded.row_count, left_out_rows = p.left_out_rows + excluded.left_out_rows,
      main_vendor_code = least(p.main_vendor_code, excluded.main_vendor_code),
      vendor_code = least(p.vendor_code, excluded.vendor_code)
  $sql$, card_month_changed_rows(TG_OP));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "wb_sale_days_card_month_inserted" AFTER INSERT ON "wb_sale_days" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "card_month_sales_of_days"();
--> statement-breakpoint
CREATE TRIGGER "wb_sale_days_card_month_updated" AFTER UPDATE ON "wb_sale_days"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "card_month_sales_of_days"();
--> statement-breakpoint
CREATE TRIGGER "wb_sale_days_card_month_deleted" AFTER DELETE ON "wb_sale_days" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "card_month_sales_of_days"();
--> statement-breakpoint
CREATE TRIGGER "wb_finance_cost_days_card_month_inserted" AFTER INSERT ON "wb_finance_cost_days"
  REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "card_month_profits_of_days"();
--> statement-breakpoint
CREATE TRIGGER "wb_finance_cost_days_card_month_updated" AFTER UPDATE ON "wb_finance_cost_days"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "card_month_profits_of_days"();
--> statement-breakpoint
CREATE TRIGGER "wb_finance_cost_days_card_month_deleted" AFTER DELETE ON "wb_finance_cost_days"
  REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "card_month_profits_of_days"();
