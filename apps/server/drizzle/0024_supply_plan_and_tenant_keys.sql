CREATE TABLE "stock_settings" (
	"company_id" bigint PRIMARY KEY NOT NULL,
	"lead_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supply_plan_lines" (
	"company_id" bigint NOT NULL,
	"plan_id" bigint NOT NULL,
	"barcode" text NOT NULL,
	"nm_id" bigint NOT NULL,
	"tech_size" text,
	"vendor_code" text,
	"quantity" integer NOT NULL,
	CONSTRAINT "supply_plan_lines_company_id_plan_id_barcode_pk" PRIMARY KEY("company_id","plan_id","barcode")
);
--> statement-breakpoint
CREATE TABLE "supply_plans" (
	"id" bigserial NOT NULL,
	"company_id" bigint NOT NULL,
	"warehouse_name" text NOT NULL,
	"cover_days" integer NOT NULL,
	"lead_days" integer NOT NULL,
	"window_days" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "supply_plans_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
-- Tenant keys lead with company_id (docs/architecture.md, «Sharding by company»); drizzle-kit cannot name the old keys.
ALTER TABLE "card_settings_history" DROP CONSTRAINT "card_settings_history_pkey";--> statement-breakpoint
ALTER TABLE "advert_actions" DROP CONSTRAINT "advert_actions_pkey";--> statement-breakpoint
ALTER TABLE "card_settings_history" ADD CONSTRAINT "card_settings_history_company_id_id_pk" PRIMARY KEY("company_id","id");--> statement-breakpoint
ALTER TABLE "advert_actions" ADD CONSTRAINT "advert_actions_company_id_id_pk" PRIMARY KEY("company_id","id");--> statement-breakpoint
ALTER TABLE "stock_settings" ADD CONSTRAINT "stock_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_plan_lines" ADD CONSTRAINT "supply_plan_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_plan_lines" ADD CONSTRAINT "supply_plan_lines_company_id_plan_id_supply_plans_company_id_id_fk" FOREIGN KEY ("company_id","plan_id") REFERENCES "public"."supply_plans"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_plans" ADD CONSTRAINT "supply_plans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;