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
	CONSTRAINT "supply_plan_lines_plan_id_barcode_pk" PRIMARY KEY("plan_id","barcode")
);
--> statement-breakpoint
CREATE TABLE "supply_plans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"warehouse_name" text NOT NULL,
	"cover_days" integer NOT NULL,
	"lead_days" integer NOT NULL,
	"window_days" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_settings" ADD CONSTRAINT "stock_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_plan_lines" ADD CONSTRAINT "supply_plan_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_plan_lines" ADD CONSTRAINT "supply_plan_lines_plan_id_supply_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."supply_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_plans" ADD CONSTRAINT "supply_plans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;