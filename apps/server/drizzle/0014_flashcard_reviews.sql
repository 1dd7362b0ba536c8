CREATE TABLE "flashcard_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"flashcard_id" uuid,
	"rating" text NOT NULL,
	"state" smallint NOT NULL,
	"scheduled_days" integer NOT NULL,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flashcard_reviews" ADD CONSTRAINT "flashcard_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcard_reviews" ADD CONSTRAINT "flashcard_reviews_flashcard_id_flashcards_id_fk" FOREIGN KEY ("flashcard_id") REFERENCES "public"."flashcards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flashcard_reviews_user_day_idx" ON "flashcard_reviews" USING btree ("user_id","reviewed_at");--> statement-breakpoint
-- Cards reviewed before this log existed keep their last review (its day; the earlier reviews were
-- not kept, and `state` here is the state the review left).
INSERT INTO "flashcard_reviews" ("user_id", "flashcard_id", "rating", "state", "scheduled_days", "reviewed_at")
SELECT "user_id", "id", CASE WHEN "state" = 3 THEN 'again' ELSE 'good' END, "state", "scheduled_days", "last_review"
FROM "flashcards" WHERE "last_review" IS NOT NULL;
