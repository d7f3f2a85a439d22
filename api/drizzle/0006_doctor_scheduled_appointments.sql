DROP INDEX "appointments_doctor_scheduled_idx";--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "scheduled_appointments" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "doctors" SET "scheduled_appointments" = (
  SELECT count(*) FROM "appointments"
  WHERE "appointments"."doctor_id" = "doctors"."id" AND "appointments"."status" = 'scheduled'
);--> statement-breakpoint
-- Keeps doctors.scheduled_appointments exact however an appointment changes (insert, status or doctor change,
-- delete, cascade). Deferred to commit: the doctor's row is locked only while its transaction commits, so
-- bookings paid at the same time for the same doctor do not queue behind each other's whole transaction.
CREATE FUNCTION "appointments_doctor_load"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."status" = 'scheduled' AND OLD."doctor_id" IS NOT NULL THEN
    UPDATE "doctors" SET "scheduled_appointments" = "scheduled_appointments" - 1 WHERE "id" = OLD."doctor_id";
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."status" = 'scheduled' AND NEW."doctor_id" IS NOT NULL THEN
    UPDATE "doctors" SET "scheduled_appointments" = "scheduled_appointments" + 1 WHERE "id" = NEW."doctor_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "appointments_doctor_load"
  AFTER INSERT OR DELETE OR UPDATE OF "status", "doctor_id" ON "appointments"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "appointments_doctor_load"();
