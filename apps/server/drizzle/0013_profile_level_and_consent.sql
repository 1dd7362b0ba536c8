ALTER TABLE "profiles" ADD COLUMN "domain_other" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "parental_consent_at" timestamp with time zone;