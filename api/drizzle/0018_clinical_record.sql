CREATE TABLE "clinical_access_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"patient_id" text NOT NULL,
	"actor_id" text NOT NULL,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"record" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clinical_intakes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" text NOT NULL,
	"problem" text NOT NULL,
	"since" text NOT NULL,
	"pain" smallint NOT NULL,
	"red_flags" jsonb NOT NULL,
	"medications" text DEFAULT '' NOT NULL,
	"conditions" text DEFAULT '' NOT NULL,
	"goals" text DEFAULT '' NOT NULL,
	"treatment_consent_version" text NOT NULL,
	"treatment_consent_at" timestamp with time zone NOT NULL,
	"teleconsultation_consent_version" text,
	"teleconsultation_consent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clinical_intakes_pain_range" CHECK ("clinical_intakes"."pain" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "clinical_note_amendments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"note_id" uuid NOT NULL,
	"doctor_id" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clinical_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" text NOT NULL,
	"doctor_id" text NOT NULL,
	"appointment_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"subjective" text DEFAULT '' NOT NULL,
	"objective" text DEFAULT '' NOT NULL,
	"assessment" text DEFAULT '' NOT NULL,
	"plan" text DEFAULT '' NOT NULL,
	"patient_summary" text DEFAULT '' NOT NULL,
	"share_plan" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signed_at" timestamp with time zone,
	CONSTRAINT "clinical_notes_signed_at" CHECK (("clinical_notes"."status" = 'signed') = ("clinical_notes"."signed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "clinical_access_log" ADD CONSTRAINT "clinical_access_log_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_intakes" ADD CONSTRAINT "clinical_intakes_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_note_amendments" ADD CONSTRAINT "clinical_note_amendments_note_id_clinical_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."clinical_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_note_amendments" ADD CONSTRAINT "clinical_note_amendments_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_notes" ADD CONSTRAINT "clinical_notes_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_notes" ADD CONSTRAINT "clinical_notes_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_notes" ADD CONSTRAINT "clinical_notes_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clinical_access_log_patient_idx" ON "clinical_access_log" USING btree ("patient_id","at");--> statement-breakpoint
CREATE INDEX "clinical_intakes_patient_idx" ON "clinical_intakes" USING btree ("patient_id","created_at");--> statement-breakpoint
CREATE INDEX "clinical_note_amendments_note_idx" ON "clinical_note_amendments" USING btree ("note_id","created_at");--> statement-breakpoint
CREATE INDEX "clinical_notes_patient_idx" ON "clinical_notes" USING btree ("patient_id","created_at");--> statement-breakpoint
-- A signed note is never edited: amendments are new rows of clinical_note_amendments, which are never edited either.
-- (Only the link to its session may still go, when that session is deleted: ON DELETE SET NULL.)
CREATE OR REPLACE FUNCTION "clinical_notes_signed_frozen"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."status" = 'signed' AND (NEW."patient_id", NEW."doctor_id", NEW."status", NEW."subjective", NEW."objective",
      NEW."assessment", NEW."plan", NEW."patient_summary", NEW."share_plan", NEW."created_at", NEW."signed_at")
    IS DISTINCT FROM (OLD."patient_id", OLD."doctor_id", OLD."status", OLD."subjective", OLD."objective",
      OLD."assessment", OLD."plan", OLD."patient_summary", OLD."share_plan", OLD."created_at", OLD."signed_at") THEN
    RAISE EXCEPTION 'a signed note is never edited';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "clinical_notes_signed_frozen" BEFORE UPDATE ON "clinical_notes"
  FOR EACH ROW EXECUTE FUNCTION "clinical_notes_signed_frozen"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "clinical_note_amendments_frozen"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'an amendment is never edited';
END
$$;--> statement-breakpoint
CREATE TRIGGER "clinical_note_amendments_frozen" BEFORE UPDATE ON "clinical_note_amendments"
  FOR EACH ROW EXECUTE FUNCTION "clinical_note_amendments_frozen"();
