ALTER TABLE "company_tax_settings" ADD COLUMN "usn_rate" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "company_tax_settings" ADD COLUMN "vat_deductible" boolean DEFAULT false NOT NULL;