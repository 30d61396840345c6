CREATE TABLE "card_settings" (
	"company_id" bigint NOT NULL,
	"nm_id" bigint NOT NULL,
	"first_price_kopecks" bigint,
	"title_for_tn" text,
	"return_percent" numeric(5, 2),
	"defect_percent" numeric(5, 2),
	"fbs_commission" numeric(5, 2),
	"fbo_commission" numeric(5, 2),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "card_settings_company_id_nm_id_pk" PRIMARY KEY("company_id","nm_id")
);
--> statement-breakpoint
CREATE TABLE "card_settings_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"nm_id" bigint NOT NULL,
	"field" text NOT NULL,
	"old_value" text,
	"new_value" text,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_tax_settings" (
	"company_id" bigint PRIMARY KEY NOT NULL,
	"regime" text NOT NULL,
	"vat_rate" numeric(5, 2),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "card_settings" ADD CONSTRAINT "card_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_settings" ADD CONSTRAINT "card_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_settings_history" ADD CONSTRAINT "card_settings_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_settings_history" ADD CONSTRAINT "card_settings_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_tax_settings" ADD CONSTRAINT "company_tax_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_tax_settings" ADD CONSTRAINT "company_tax_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_settings_history_card_idx" ON "card_settings_history" USING btree ("company_id","nm_id","id");