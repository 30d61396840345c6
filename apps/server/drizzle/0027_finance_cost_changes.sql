-- Cost price changes, recorded in the writer's own transaction whatever module or path writes them: the
-- reports module counts the days they touch before it reads wb_finance_cost_days (docs/decisions.md, «Cost
-- prices: kept by day, row by row»). A company being deleted records nothing (its rows go with it).
CREATE FUNCTION "wb_finance_cost_changes_of_ledger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A transition table is there only for the events that have it: each branch names only its own.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "wb_finance_cost_changes" ("company_id", "nm_id", "shk_id")
    SELECT DISTINCT n."company_id", 0, n."shk_id" FROM "new_units" n
    WHERE EXISTS (SELECT 1 FROM "companies" c WHERE c."id" = n."company_id")
    ON CONFLICT DO NOTHING;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "wb_finance_cost_changes" ("company_id", "nm_id", "shk_id")
    SELECT DISTINCT o."company_id", 0, o."shk_id" FROM "old_units" o
    WHERE EXISTS (SELECT 1 FROM "companies" c WHERE c."id" = o."company_id")
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO "wb_finance_cost_changes" ("company_id", "nm_id", "shk_id")
    SELECT DISTINCT n."company_id", 0, n."shk_id" FROM "new_units" n
    WHERE EXISTS (SELECT 1 FROM "companies" c WHERE c."id" = n."company_id")
      AND NOT EXISTS (SELECT 1 FROM "old_units" o WHERE o."company_id" = n."company_id" AND o."shk_id" = n."shk_id" AND o."first_price_kopecks" = n."first_price_kopecks")
    ON CONFLICT DO NOTHING;
    INSERT INTO "wb_finance_cost_changes" ("company_id", "nm_id", "shk_id")
    SELECT DISTINCT o."company_id", 0, o."shk_id" FROM "old_units" o
    WHERE EXISTS (SELECT 1 FROM "companies" c WHERE c."id" = o."company_id")
      AND NOT EXISTS (SELECT 1 FROM "new_units" n WHERE o."company_id" = n."company_id" AND o."shk_id" = n."shk_id" AND o."first_price_kopecks" = n."first_price_kopecks")
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "unit_ledger_cost_inserted" AFTER INSERT ON "unit_ledger" REFERENCING NEW TABLE AS "new_units"
  FOR EACH STATEMENT EXECUTE FUNCTION "wb_finance_cost_changes_of_ledger"();
--> statement-breakpoint
CREATE TRIGGER "unit_ledger_cost_updated" AFTER UPDATE ON "unit_ledger"
  REFERENCING OLD TABLE AS "old_units" NEW TABLE AS "new_units"
  FOR EACH STATEMENT EXECUTE FUNCTION "wb_finance_cost_changes_of_ledger"();
--> statement-breakpoint
CREATE TRIGGER "unit_ledger_cost_deleted" AFTER DELETE ON "unit_ledger" REFERENCING OLD TABLE AS "old_units"
  FOR EACH STATEMENT EXECUTE FUNCTION "wb_finance_cost_changes_of_ledger"();
--> statement-breakpoint
-- A card's cost price: its settings' (in force where it has no history) and its history of cost price changes.
-- What of a row counts for its cost price, the same expression for both tables (a settings row has no field);
-- null when it sets none (another field's history, a settings row without a cost price).
CREATE FUNCTION "wb_finance_card_cost_of"(r jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN r ? 'field' AND r ->> 'field' <> 'firstPrice' THEN NULL
    WHEN NOT r ? 'field' AND r -> 'first_price_kopecks' = 'null'::jsonb THEN NULL
    ELSE jsonb_build_array(r -> 'first_price_kopecks', r -> 'old_value', r -> 'new_value', r -> 'changed_at') END
$$;
--> statement-breakpoint
CREATE FUNCTION "wb_finance_cost_changes_of_card"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A transition table is there only for the events that have it: each branch names only its own.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "wb_finance_cost_changes" ("company_id", "nm_id", "shk_id")
    SELECT DISTINCT n."company_id", n."nm_id", '' FROM "new_cards" n
    WHERE EXISTS (SELECT 1 FROM "companies" c WHERE c."id" = n."company_id")
      AND "wb_finance_card_cost_of"(to_jsonb(n)) IS NOT NULL
    ON CONFLICT DO NOTHING;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "wb_finance_cost_changes" ("company_id", "nm_id", "shk_id")
    SELECT DISTINCT o."company_id", o."nm_id", '' FROM "old_cards" o
    WHERE EXISTS (SELECT 1 FROM "companies" c WHERE c."id" = o."company_id")
      AND "wb_finance_card_cost_of"(to_jsonb(o)) IS NOT NULL
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO "wb_finance_cost_changes" ("company_id", "nm_id", "shk_id")
    SELECT DISTINCT n."company_id", n."nm_id", '' FROM "new_cards" n
    WHERE EXISTS (SELECT 1 FROM "companies" c WHERE c."id" = n."company_id")
      AND "wb_finance_card_cost_of"(to_jsonb(n)) IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM "old_cards" o WHERE o."company_id" = n."company_id" AND o."nm_id" = n."nm_id"
        AND "wb_finance_card_cost_of"(to_jsonb(o)) = "wb_finance_card_cost_of"(to_jsonb(n)))
    ON CONFLICT DO NOTHING;
    INSERT INTO "wb_finance_cost_changes" ("company_id", "nm_id", "shk_id")
    SELECT DISTINCT o."company_id", o."nm_id", '' FROM "old_cards" o
    WHERE EXISTS (SELECT 1 FROM "companies" c WHERE c."id" = o."company_id")
      AND "wb_finance_card_cost_of"(to_jsonb(o)) IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM "new_cards" n WHERE o."company_id" = n."company_id" AND o."nm_id" = n."nm_id"
        AND "wb_finance_card_cost_of"(to_jsonb(o)) = "wb_finance_card_cost_of"(to_jsonb(n)))
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "card_settings_cost_inserted" AFTER INSERT ON "card_settings" REFERENCING NEW TABLE AS "new_cards"
  FOR EACH STATEMENT EXECUTE FUNCTION "wb_finance_cost_changes_of_card"();
--> statement-breakpoint
CREATE TRIGGER "card_settings_cost_updated" AFTER UPDATE ON "card_settings"
  REFERENCING OLD TABLE AS "old_cards" NEW TABLE AS "new_cards"
  FOR EACH STATEMENT EXECUTE FUNCTION "wb_finance_cost_changes_of_card"();
--> statement-breakpoint
CREATE TRIGGER "card_settings_cost_deleted" AFTER DELETE ON "card_settings" REFERENCING OLD TABLE AS "old_cards"
  FOR EACH STATEMENT EXECUTE FUNCTION "wb_finance_cost_changes_of_card"();
--> statement-breakpoint
CREATE TRIGGER "card_settings_history_cost_inserted" AFTER INSERT ON "card_settings_history" REFERENCING NEW TABLE AS "new_cards"
  FOR EACH STATEMENT EXECUTE FUNCTION "wb_finance_cost_changes_of_card"();
--> statement-breakpoint
CREATE TRIGGER "card_settings_history_cost_updated" AFTER UPDATE ON "card_settings_history"
  REFERENCING OLD TABLE AS "old_cards" NEW TABLE AS "new_cards"
  FOR EACH STATEMENT EXECUTE FUNCTION "wb_finance_cost_changes_of_card"();
--> statement-breakpoint
CREATE TRIGGER "card_settings_history_cost_deleted" AFTER DELETE ON "card_settings_history" REFERENCING OLD TABLE AS "old_cards"
  FOR EACH STATEMENT EXECUTE FUNCTION "wb_finance_cost_changes_of_card"();
--> statement-breakpoint
-- What is already stored is counted at the first read after the upgrade, with the same statements as any change.
INSERT INTO "wb_finance_cost_changes" ("company_id", "nm_id", "shk_id")
SELECT DISTINCT "company_id", coalesce("nm_id", 0), '' FROM "wb_finance_rows" WHERE "shk_id" <> 0 AND "rr_date" IS NOT NULL;
