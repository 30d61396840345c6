CREATE TABLE "wb_box_tariffs" (
	"company_id" bigint NOT NULL,
	"tariff_date" date NOT NULL,
	"warehouse_name" text NOT NULL,
	"geo_name" text,
	"delivery_base" numeric(14, 4),
	"delivery_liter" numeric(14, 4),
	"delivery_coef_expr" numeric(10, 2),
	"delivery_marketplace_base" numeric(14, 4),
	"delivery_marketplace_liter" numeric(14, 4),
	"delivery_marketplace_coef_expr" numeric(10, 2),
	"storage_base" numeric(14, 4),
	"storage_liter" numeric(14, 4),
	"storage_coef_expr" numeric(10, 2),
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wb_box_tariffs_company_id_tariff_date_warehouse_name_pk" PRIMARY KEY("company_id","tariff_date","warehouse_name")
);
--> statement-breakpoint
CREATE TABLE "wb_cards" (
	"company_id" bigint NOT NULL,
	"nm_id" bigint NOT NULL,
	"imt_id" bigint,
	"vendor_code" text NOT NULL,
	"subject_id" integer,
	"subject_name" text,
	"brand" text,
	"title" text,
	"photo" text,
	"length_cm" integer,
	"width_cm" integer,
	"height_cm" integer,
	"weight_kg" numeric(12, 3),
	"dimensions_valid" boolean,
	"sizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"wb_created_at" timestamp with time zone,
	"wb_updated_at" timestamp with time zone,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wb_cards_company_id_nm_id_pk" PRIMARY KEY("company_id","nm_id")
);
--> statement-breakpoint
CREATE TABLE "wb_commissions" (
	"company_id" bigint NOT NULL,
	"subject_id" integer NOT NULL,
	"subject_name" text NOT NULL,
	"parent_id" integer,
	"parent_name" text,
	"fbs_percent" numeric(6, 2),
	"fbo_percent" numeric(6, 2),
	"dbs_percent" numeric(6, 2),
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wb_commissions_company_id_subject_id_pk" PRIMARY KEY("company_id","subject_id")
);
--> statement-breakpoint
CREATE TABLE "wb_pallet_tariffs" (
	"company_id" bigint NOT NULL,
	"tariff_date" date NOT NULL,
	"warehouse_name" text NOT NULL,
	"delivery_expr" numeric(10, 2),
	"delivery_value_base" numeric(14, 4),
	"delivery_value_liter" numeric(14, 4),
	"storage_expr" numeric(10, 2),
	"storage_value_expr" numeric(14, 4),
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wb_pallet_tariffs_company_id_tariff_date_warehouse_name_pk" PRIMARY KEY("company_id","tariff_date","warehouse_name")
);
--> statement-breakpoint
CREATE TABLE "wb_prices" (
	"company_id" bigint NOT NULL,
	"nm_id" bigint NOT NULL,
	"vendor_code" text,
	"currency" text,
	"discount" integer,
	"club_discount" integer,
	"sizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wb_prices_company_id_nm_id_pk" PRIMARY KEY("company_id","nm_id")
);
--> statement-breakpoint
ALTER TABLE "wb_box_tariffs" ADD CONSTRAINT "wb_box_tariffs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_cards" ADD CONSTRAINT "wb_cards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_commissions" ADD CONSTRAINT "wb_commissions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_pallet_tariffs" ADD CONSTRAINT "wb_pallet_tariffs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_prices" ADD CONSTRAINT "wb_prices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;