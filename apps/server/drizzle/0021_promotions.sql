CREATE TABLE "promotion_joins" (
	"company_id" bigint NOT NULL,
	"id" bigserial NOT NULL,
	"promotion_id" bigint NOT NULL,
	"user_id" uuid,
	"nm_ids" jsonb NOT NULL,
	"upload_now" boolean NOT NULL,
	"outcome" text NOT NULL,
	"wb_answer" text NOT NULL,
	"sending" boolean DEFAULT false NOT NULL,
	"upload_id" bigint,
	"joined" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "promotion_joins_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "wb_promotion_cards" (
	"company_id" bigint NOT NULL,
	"promotion_id" bigint NOT NULL,
	"nm_id" bigint NOT NULL,
	"in_action" boolean NOT NULL,
	"price_kopecks" bigint NOT NULL,
	"currency" text NOT NULL,
	"plan_price_kopecks" bigint NOT NULL,
	"discount" integer NOT NULL,
	"plan_discount" integer NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wb_promotion_cards_company_id_promotion_id_nm_id_pk" PRIMARY KEY("company_id","promotion_id","nm_id")
);
--> statement-breakpoint
CREATE TABLE "wb_promotions" (
	"company_id" bigint NOT NULL,
	"promotion_id" bigint NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"advantages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"type" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"in_total" integer DEFAULT 0 NOT NULL,
	"not_in_total" integer DEFAULT 0 NOT NULL,
	"cards_synced_at" timestamp with time zone,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wb_promotions_company_id_promotion_id_pk" PRIMARY KEY("company_id","promotion_id")
);
--> statement-breakpoint
ALTER TABLE "promotion_joins" ADD CONSTRAINT "promotion_joins_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_joins" ADD CONSTRAINT "promotion_joins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_promotion_cards" ADD CONSTRAINT "wb_promotion_cards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_promotions" ADD CONSTRAINT "wb_promotions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_joins_promotion" ON "promotion_joins" USING btree ("company_id","promotion_id","created_at");