-- What each occurrence of a weekly series costs PostgreSQL to write (issue 28, "Measured in npm run bench": 50
-- patients booking 12-session series at once for one doctor, p95 < 150 ms). Every rule holds as before.
--
-- 1. The travel end (0009) is computed only for rows it can concern. The row trigger ran its PL/pgSQL function for
-- every insert and for every update of mode, end or travel end, 12 times for a series of online sessions, only to
-- keep a null travel end null. It now fires when the new row is a home visit or still has a travel end (a visit
-- made online loses it); for any other row the function left travel_end as it was (null).
DROP TRIGGER "appointments_travel_end" ON "appointments";
--> statement-breakpoint
CREATE TRIGGER "appointments_travel_end" BEFORE INSERT OR UPDATE OF "mode", "end", "travel_end" ON "appointments"
  FOR EACH ROW WHEN (NEW."mode" = 'home' OR NEW."travel_end" IS NOT NULL)
  EXECUTE FUNCTION "appointments_travel_end"();
--> statement-breakpoint
-- 2. The no-overlap rules (0009) compare the doctor as a number instead of as text. Each occurrence is one insert
-- into each rule's GiST index and one search of it, and btree_gist compares text keys by detoasting and collating
-- them: measured here, a row's GiST insert and check cost about 18 µs more with the text key than with a bigint. A
-- doctor's id is ten digits (doctors_id_digits), so the number names that doctor and no other, and the rules refuse
-- exactly what they refused before. The calendar's busy times (slots.ts) name the doctor the same way, so the index
-- still serves them.
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_no_overlap";
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap"
  EXCLUDE USING gist (("doctor_id"::bigint) WITH =, tstzrange("start", "end") WITH &&)
  WHERE ("status" IN ('held', 'scheduled') AND "start" IS NOT NULL);
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_home_travel";
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_home_travel"
  EXCLUDE USING gist (("doctor_id"::bigint) WITH =, tstzrange("start", "travel_end") WITH &&)
  WHERE ("status" IN ('held', 'scheduled') AND "mode" = 'home' AND "start" IS NOT NULL);
--> statement-breakpoint
-- 3. Two btree indexes without a key every booking shares. appointments_date_idx held the first booking form's
-- preferred date, which no dated session has: every session went into the one run of nulls at the index's end. Its
-- readers ask for a range of dates, which a null never is in, so it now holds the rows that have one.
-- appointments_doctor_idx had one key per doctor, so concurrent bookings of a doctor rewrote the one posting list
-- of that key on one page; with the start after the doctor they go where their times are, and it serves the
-- doctor's lookups as before.
DROP INDEX "appointments_date_idx";
--> statement-breakpoint
CREATE INDEX "appointments_date_idx" ON "appointments" USING btree ("date") WHERE "date" IS NOT NULL;
--> statement-breakpoint
DROP INDEX "appointments_doctor_idx";
--> statement-breakpoint
CREATE INDEX "appointments_doctor_idx" ON "appointments" USING btree ("doctor_id", "start");
