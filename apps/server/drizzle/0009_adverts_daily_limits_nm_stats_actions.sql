CREATE TABLE "advert_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"advert_id" bigint NOT NULL,
	"user_id" uuid,
	"action" text NOT NULL,
	"phrases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"before" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"outcome" text NOT NULL,
	"wb_answer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wb_advert_nm_daily_stats" (
	"company_id" bigint NOT NULL,
	"advert_id" bigint NOT NULL,
	"nm_id" bigint NOT NULL,
	"date" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"spend_kopecks" bigint DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wb_advert_nm_daily_stats_company_id_advert_id_nm_id_date_pk" PRIMARY KEY("company_id","advert_id","nm_id","date")
);
--> statement-breakpoint
ALTER TABLE "wb_adverts" ADD COLUMN "daily_limit_kopecks" bigint;--> statement-breakpoint
ALTER TABLE "wb_adverts" ADD COLUMN "daily_limit_missing" text;--> statement-breakpoint
ALTER TABLE "advert_actions" ADD CONSTRAINT "advert_actions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advert_actions" ADD CONSTRAINT "advert_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_advert_nm_daily_stats" ADD CONSTRAINT "wb_advert_nm_daily_stats_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advert_actions_advert" ON "advert_actions" USING btree ("company_id","advert_id","created_at");--> statement-breakpoint
CREATE INDEX "wb_advert_nm_daily_stats_nm" ON "wb_advert_nm_daily_stats" USING btree ("company_id","nm_id","date");