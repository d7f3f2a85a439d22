CREATE TABLE "patient_care" (
	"doctor_id" text NOT NULL,
	"patient_id" text NOT NULL,
	"name_lower" text NOT NULL,
	CONSTRAINT "patient_care_doctor_id_patient_id_pk" PRIMARY KEY("doctor_id","patient_id")
);
--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_credits_positive";--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "payment_date_time" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "utr" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "razorpay_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "public_id" text DEFAULT ('dr-' || substr(md5(gen_random_uuid()::text), 1, 12)) NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "status" text DEFAULT 'paid' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "source" text DEFAULT 'request' NOT NULL;--> statement-breakpoint
ALTER TABLE "patient_care" ADD CONSTRAINT "patient_care_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_care" ADD CONSTRAINT "patient_care_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patient_care_doctor_name_idx" ON "patient_care" USING btree ("doctor_id","name_lower","patient_id");--> statement-breakpoint
CREATE INDEX "payment_events_payload_age_idx" ON "payment_events" USING btree ("created_at") WHERE "payment_events"."payload" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_public_id_unique" UNIQUE("public_id");--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_public_id_slug" CHECK ("doctors"."public_id" ~ '^[a-z0-9]+(-[a-z0-9]+)+$' AND length("doctors"."public_id") <= 64);--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_paid_has_reference" CHECK (("payouts"."status" = 'paid') = ("payouts"."utr" IS NOT NULL AND "payouts"."payment_date_time" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_credits_positive" CHECK ("refunds"."credits" > 0 OR ("refunds"."source" = 'external' AND "refunds"."credits" = 0));--> statement-breakpoint
-- The care relationship (services/care.ts): a doctor and a patient join patient_care as soon as they have an order
-- (its ledger line), a session, the plan or a prescription together, and never leave it; the row keeps the patient's
-- lower-case name for the doctor's name search.
CREATE OR REPLACE FUNCTION "patient_care_add"(doctor text, patient text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "patient_care" ("doctor_id", "patient_id", "name_lower")
  SELECT doctor, p."id", lower(p."name") FROM "patients" p WHERE p."id" = patient AND doctor IS NOT NULL
  ON CONFLICT DO NOTHING;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "patients_care"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."name" IS DISTINCT FROM OLD."name" THEN
    UPDATE "patient_care" SET "name_lower" = lower(NEW."name") WHERE "patient_id" = NEW."id";
  END IF;
  IF NEW."doctor_id" IS NOT NULL THEN PERFORM "patient_care_add"(NEW."doctor_id", NEW."id"); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "patients_care" AFTER INSERT OR UPDATE OF "doctor_id", "name" ON "patients"
  FOR EACH ROW EXECUTE FUNCTION "patients_care"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "appointments_care"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "patient_care_add"(NEW."doctor_id", NEW."patient_id");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "appointments_care" AFTER INSERT OR UPDATE OF "doctor_id" ON "appointments"
  FOR EACH ROW WHEN (NEW."doctor_id" IS NOT NULL) EXECUTE FUNCTION "appointments_care"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "prescriptions_care"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "patient_care_add"(NEW."doctor_id", NEW."patient_id");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "prescriptions_care" AFTER INSERT ON "prescriptions"
  FOR EACH ROW EXECUTE FUNCTION "prescriptions_care"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "doctor_earnings_care"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "patient_care_add"(NEW."doctor_id", o."patient_id") FROM "orders" o WHERE o."id"::text = NEW."order_id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "doctor_earnings_care" AFTER INSERT ON "doctor_earnings"
  FOR EACH ROW WHEN (NEW."kind" = 'order') EXECUTE FUNCTION "doctor_earnings_care"();--> statement-breakpoint
INSERT INTO "patient_care" ("doctor_id", "patient_id", "name_lower")
SELECT DISTINCT c."doctor_id", p."id", lower(p."name")
FROM (
  SELECT "doctor_id", "id" AS "patient_id" FROM "patients" WHERE "doctor_id" IS NOT NULL
  UNION SELECT "doctor_id", "patient_id" FROM "appointments" WHERE "doctor_id" IS NOT NULL
  UNION SELECT "doctor_id", "patient_id" FROM "prescriptions"
  UNION SELECT e."doctor_id", o."patient_id" FROM "doctor_earnings" e JOIN "orders" o ON o."id"::text = e."order_id"
    WHERE e."kind" = 'order'
) c JOIN "patients" p ON p."id" = c."patient_id"
ON CONFLICT DO NOTHING;
