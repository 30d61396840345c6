CREATE TABLE "price_change_lines" (
	"company_id" bigint NOT NULL,
	"change_id" bigint NOT NULL,
	"nm_id" bigint NOT NULL,
	"size_id" bigint DEFAULT 0 NOT NULL,
	"vendor_code" text DEFAULT '' NOT NULL,
	"tech_size" text DEFAULT '' NOT NULL,
	"old_price_kopecks" bigint,
	"new_price_kopecks" bigint,
	"old_discount" integer,
	"new_discount" integer,
	"status" text DEFAULT 'waiting' NOT NULL,
	"wb_error" text,
	CONSTRAINT "price_change_lines_company_id_change_id_nm_id_size_id_pk" PRIMARY KEY("company_id","change_id","nm_id","size_id")
);
--> statement-breakpoint
CREATE TABLE "price_changes" (
	"company_id" bigint NOT NULL,
	"id" bigserial NOT NULL,
	"user_id" uuid,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"task_id" bigint,
	"wb_answer" text,
	"undoes" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_changes_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "members_set_prices" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "price_change_lines" ADD CONSTRAINT "price_change_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_change_lines_card" ON "price_change_lines" USING btree ("company_id","nm_id");--> statement-breakpoint
CREATE INDEX "price_changes_created" ON "price_changes" USING btree ("company_id","created_at");