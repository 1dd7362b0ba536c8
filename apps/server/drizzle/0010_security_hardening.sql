CREATE TABLE "closed_account_emails" (
	"email_digest" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD COLUMN "referred_identity" text;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD COLUMN "creditable_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD COLUMN "void_reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_rewards_identity_idx" ON "referral_rewards" USING btree ("user_id","referred_identity");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_rewards_payment_method_idx" ON "referral_rewards" USING btree ("user_id","payment_method");