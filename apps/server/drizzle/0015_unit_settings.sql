CREATE TABLE "company_unit_settings" (
	"company_id" bigint PRIMARY KEY NOT NULL,
	"buyout_percent" numeric(5, 2),
	"acquiring_percent" numeric(5, 2),
	"acceptance_kopecks" bigint,
	"packaging_kopecks" bigint,
	"delivery_to_wb_kopecks" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "card_settings" ADD COLUMN "buyout_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "card_settings" ADD COLUMN "acquiring_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "card_settings" ADD COLUMN "acceptance_kopecks" bigint;--> statement-breakpoint
ALTER TABLE "card_settings" ADD COLUMN "packaging_kopecks" bigint;--> statement-breakpoint
ALTER TABLE "card_settings" ADD COLUMN "delivery_to_wb_kopecks" bigint;--> statement-breakpoint
ALTER TABLE "company_unit_settings" ADD CONSTRAINT "company_unit_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_unit_settings" ADD CONSTRAINT "company_unit_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;