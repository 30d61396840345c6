ALTER TABLE "advert_actions" ADD COLUMN "progress" jsonb;--> statement-breakpoint
ALTER TABLE "advert_actions" ADD COLUMN "undoes" bigint;--> statement-breakpoint
ALTER TABLE "advert_actions" ADD COLUMN "updated_at" timestamp with time zone;