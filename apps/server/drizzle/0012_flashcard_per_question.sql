-- Decks flooded by missed questions held the same question more than once: the most reviewed copy stays.
DELETE FROM "flashcards" AS "f" USING "flashcards" AS "kept"
WHERE "kept"."lesson_id" = "f"."lesson_id"
  AND lower("kept"."question") = lower("f"."question")
  AND ("kept"."reps", -"kept"."position", "kept"."id"::text) > ("f"."reps", -"f"."position", "f"."id"::text);--> statement-breakpoint
CREATE UNIQUE INDEX "flashcards_lesson_question_idx" ON "flashcards" USING btree ("lesson_id",md5(lower("question")));
