-- A family member's age moves with the years (issue 28 point 3): each dependant keeps the year of birth instead of
-- the age, and every list and message shows the age from it. The stored ages become birth years against the year in
-- Asia/Kolkata when this runs (the year the patient gave them in, or the closest we know); the form still asks the
-- age and the API turns it into a birth year the same way.
ALTER TABLE "dependants" ADD COLUMN "birth_year" integer;--> statement-breakpoint
UPDATE "dependants" SET "birth_year" = extract(year FROM (now() AT TIME ZONE 'Asia/Kolkata'))::integer - "age";--> statement-breakpoint
ALTER TABLE "dependants" ALTER COLUMN "birth_year" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "dependants" DROP CONSTRAINT "dependants_age";--> statement-breakpoint
ALTER TABLE "dependants" DROP COLUMN "age";--> statement-breakpoint
ALTER TABLE "dependants" ADD CONSTRAINT "dependants_birth_year" CHECK ("dependants"."birth_year" BETWEEN 1800 AND 2200);
