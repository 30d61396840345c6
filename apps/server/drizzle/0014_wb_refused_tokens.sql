CREATE TABLE "wb_refused_tokens" (
	"company_id" bigint NOT NULL,
	"token_key" text NOT NULL,
	"refused_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wb_refused_tokens_company_id_token_key_pk" PRIMARY KEY("company_id","token_key")
);
--> statement-breakpoint
ALTER TABLE "wb_refused_tokens" ADD CONSTRAINT "wb_refused_tokens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;