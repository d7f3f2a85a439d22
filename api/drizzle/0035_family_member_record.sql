-- A family member's own treatment plan and session notes (issue 28 point 3): sessions × price per session and the
-- doctor who set it, beside the holder's on `patients` (null until a doctor sets one); a note's family member.
ALTER TABLE "clinical_notes" ADD COLUMN "dependant_id" uuid;--> statement-breakpoint
ALTER TABLE "dependants" ADD COLUMN "plan_sessions" integer;--> statement-breakpoint
ALTER TABLE "dependants" ADD COLUMN "plan_price_paise" integer;--> statement-breakpoint
ALTER TABLE "dependants" ADD COLUMN "plan_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dependants" ADD COLUMN "plan_doctor_id" text;--> statement-breakpoint
ALTER TABLE "clinical_notes" ADD CONSTRAINT "clinical_notes_dependant_id_dependants_id_fk" FOREIGN KEY ("dependant_id") REFERENCES "public"."dependants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dependants" ADD CONSTRAINT "dependants_plan_doctor_id_doctors_id_fk" FOREIGN KEY ("plan_doctor_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dependants_plan_doctor_idx" ON "dependants" USING btree ("plan_doctor_id") WHERE "dependants"."plan_doctor_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "dependants" ADD CONSTRAINT "dependants_plan_sessions_positive" CHECK ("dependants"."plan_sessions" > 0);--> statement-breakpoint
ALTER TABLE "dependants" ADD CONSTRAINT "dependants_plan_price_positive" CHECK ("dependants"."plan_price_paise" > 0);