-- A family member's own outcome scores, exercise program and intake (issue 28 point 3), kept on the holder's record
-- beside the member's plan and notes (0035): null is the patient themself. Program versions count per member.
ALTER TABLE "exercise_programs" DROP CONSTRAINT "exercise_programs_patient_version";--> statement-breakpoint
ALTER TABLE "clinical_intakes" ADD COLUMN "dependant_id" uuid;--> statement-breakpoint
ALTER TABLE "exercise_programs" ADD COLUMN "dependant_id" uuid;--> statement-breakpoint
ALTER TABLE "outcome_scores" ADD COLUMN "dependant_id" uuid;--> statement-breakpoint
ALTER TABLE "clinical_intakes" ADD CONSTRAINT "clinical_intakes_dependant_id_dependants_id_fk" FOREIGN KEY ("dependant_id") REFERENCES "public"."dependants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_programs" ADD CONSTRAINT "exercise_programs_dependant_id_dependants_id_fk" FOREIGN KEY ("dependant_id") REFERENCES "public"."dependants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_scores" ADD CONSTRAINT "outcome_scores_dependant_id_dependants_id_fk" FOREIGN KEY ("dependant_id") REFERENCES "public"."dependants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_programs" ADD CONSTRAINT "exercise_programs_patient_version" UNIQUE NULLS NOT DISTINCT("patient_id","dependant_id","version");