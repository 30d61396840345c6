CREATE TABLE "company_changes" (
	"company_id" bigint NOT NULL,
	"tx" bigint NOT NULL,
	CONSTRAINT "company_changes_company_id_tx_pk" PRIMARY KEY("company_id","tx")
);
--> statement-breakpoint
CREATE TABLE "company_data_versions" (
	"company_id" bigint PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Cached answers are keyed by the company's data version (docs/architecture.md «Cached answers»).
-- A fresh value of this sequence, never reused, even when the versions table is emptied.
CREATE SEQUENCE "company_data_version_seq";
--> statement-breakpoint
-- After each changing statement of a company's table: the companies its rows belong to are noted once
-- per transaction. Only a row of company_changes is written here, so concurrent transactions of one
-- company do not wait for each other until they commit. A trigger with transition tables fires on one
-- event only, so each table has three, sharing this function.
CREATE FUNCTION note_company_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO company_changes (company_id, tx)
    SELECT DISTINCT company_id, txid_current() FROM new_rows WHERE company_id IS NOT NULL
    ON CONFLICT DO NOTHING;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO company_changes (company_id, tx)
    SELECT DISTINCT company_id, txid_current() FROM old_rows WHERE company_id IS NOT NULL
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO company_changes (company_id, tx)
    SELECT DISTINCT company_id, txid_current()
    FROM (SELECT company_id FROM new_rows UNION ALL SELECT company_id FROM old_rows) AS changed
    WHERE company_id IS NOT NULL
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The same for the companies table itself, whose company is its id (its settings feed the answers).
CREATE FUNCTION note_company_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO company_changes (company_id, tx)
    SELECT DISTINCT id, txid_current() FROM old_rows ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO company_changes (company_id, tx)
    SELECT DISTINCT id, txid_current() FROM new_rows ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- At commit (deferred): a new version for each company the transaction changed.
CREATE FUNCTION move_company_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO company_data_versions AS v (company_id, version)
  VALUES (NEW.company_id, nextval('company_data_version_seq'))
  ON CONFLICT (company_id) DO UPDATE SET version = excluded.version;
  DELETE FROM company_changes WHERE company_id = NEW.company_id AND tx = NEW.tx;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER company_changes_commit AFTER INSERT ON company_changes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION move_company_version();
--> statement-breakpoint
-- The three triggers of a table whose rows name their company in `company_id`.
CREATE FUNCTION add_company_change_triggers(name text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION note_company_change()', name || '_inserted', name);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION note_company_change()', name || '_updated', name);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION note_company_change()', name || '_deleted', name);
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_inserted AFTER INSERT ON companies REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_company_row_change();
--> statement-breakpoint
CREATE TRIGGER companies_updated AFTER UPDATE ON companies REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_company_row_change();
--> statement-breakpoint
CREATE TRIGGER companies_deleted AFTER DELETE ON companies REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_company_row_change();
--> statement-breakpoint
-- Every table with a company_id column; a migration adding such a table calls add_company_change_triggers
-- for it (src/db/tenant-keys.int.test.ts fails on a table without them).
SELECT add_company_change_triggers(c.relname::text)
FROM pg_class c
JOIN pg_namespace n ON n.oid = c.relnamespace
JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'company_id' AND NOT a.attisdropped
WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname NOT IN ('company_changes', 'company_data_versions');
