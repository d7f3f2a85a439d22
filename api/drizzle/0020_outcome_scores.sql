CREATE TABLE "outcome_scores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" text NOT NULL,
	"instrument" text NOT NULL,
	"score" double precision NOT NULL,
	"activities" jsonb NOT NULL,
	"appointment_id" uuid,
	"recorded_by_id" text NOT NULL,
	"recorded_by_role" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outcome_scores_range" CHECK ("outcome_scores"."score" between 0 and 10),
	CONSTRAINT "outcome_scores_instrument" CHECK ("outcome_scores"."instrument" in ('psfs', 'pain'))
);
--> statement-breakpoint
ALTER TABLE "outcome_scores" ADD CONSTRAINT "outcome_scores_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_scores" ADD CONSTRAINT "outcome_scores_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outcome_scores_patient_idx" ON "outcome_scores" USING btree ("patient_id","recorded_at");