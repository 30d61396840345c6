CREATE TABLE "wb_paid_acceptance" (
	"company_id" bigint NOT NULL,
	"income_id" bigint NOT NULL,
	"nm_id" bigint NOT NULL,
	"accepted_on" date NOT NULL,
	"income_created_on" date,
	"subject_name" text,
	"units" integer NOT NULL,
	"total" numeric(18, 6) NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wb_paid_acceptance_company_id_income_id_nm_id_accepted_on_pk" PRIMARY KEY("company_id","income_id","nm_id","accepted_on")
);
--> statement-breakpoint
CREATE TABLE "wb_paid_storage" (
	"company_id" bigint NOT NULL,
	"day" date NOT NULL,
	"original_day" date NOT NULL,
	"nm_id" bigint NOT NULL,
	"barcode" text NOT NULL,
	"chrt_id" bigint NOT NULL,
	"office_id" bigint NOT NULL,
	"gi_id" bigint NOT NULL,
	"warehouse_name" text NOT NULL,
	"size" text,
	"vendor_code" text,
	"subject" text,
	"brand" text,
	"volume" numeric(12, 3),
	"calc_type" text,
	"warehouse_coef" numeric(10, 4),
	"log_warehouse_coef" numeric(10, 4),
	"units" integer NOT NULL,
	"price" numeric(18, 6) NOT NULL,
	"loyalty_discount" numeric(18, 6),
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wb_paid_storage_company_id_day_nm_id_chrt_id_barcode_office_id_gi_id_original_day_pk" PRIMARY KEY("company_id","day","nm_id","chrt_id","barcode","office_id","gi_id","original_day")
);
--> statement-breakpoint
ALTER TABLE "wb_paid_acceptance" ADD CONSTRAINT "wb_paid_acceptance_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_paid_storage" ADD CONSTRAINT "wb_paid_storage_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wb_paid_acceptance_day" ON "wb_paid_acceptance" USING btree ("company_id","accepted_on");--> statement-breakpoint
CREATE INDEX "wb_paid_storage_card_day" ON "wb_paid_storage" USING btree ("company_id","nm_id","day");