-- Every tenant table's key leads with company_id, so the tables can be distributed by company (docs/architecture.md, «Sharding by company»).
ALTER TABLE "card_settings_history" DROP CONSTRAINT "card_settings_history_pkey";--> statement-breakpoint
ALTER TABLE "advert_actions" DROP CONSTRAINT "advert_actions_pkey";--> statement-breakpoint
ALTER TABLE "card_settings_history" ADD CONSTRAINT "card_settings_history_company_id_id_pk" PRIMARY KEY("company_id","id");--> statement-breakpoint
ALTER TABLE "advert_actions" ADD CONSTRAINT "advert_actions_company_id_id_pk" PRIMARY KEY("company_id","id");
