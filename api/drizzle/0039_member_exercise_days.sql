-- A family member's own day of home exercises (issue 28 point 3): the holder logs the member's pain after their
-- program's exercises and picks a daily reminder for it, kept beside the holder's own (null is the patient themself;
-- the sets ticked already belong to the member's program's items). One pain per (patient, member, day), one reminder
-- per (patient, member).
ALTER TABLE "exercise_pain_logs" DROP CONSTRAINT "exercise_pain_logs_patient_id_day_pk";--> statement-breakpoint
ALTER TABLE "exercise_reminders" DROP CONSTRAINT "exercise_reminders_pkey";--> statement-breakpoint
ALTER TABLE "exercise_pain_logs" ADD COLUMN "dependant_id" uuid;--> statement-breakpoint
ALTER TABLE "exercise_reminders" ADD COLUMN "dependant_id" uuid;--> statement-breakpoint
ALTER TABLE "exercise_pain_logs" ADD CONSTRAINT "exercise_pain_logs_dependant_id_dependants_id_fk" FOREIGN KEY ("dependant_id") REFERENCES "public"."dependants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_reminders" ADD CONSTRAINT "exercise_reminders_dependant_id_dependants_id_fk" FOREIGN KEY ("dependant_id") REFERENCES "public"."dependants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_pain_logs" ADD CONSTRAINT "exercise_pain_logs_patient_member_day" UNIQUE NULLS NOT DISTINCT("patient_id","dependant_id","day");--> statement-breakpoint
ALTER TABLE "exercise_reminders" ADD CONSTRAINT "exercise_reminders_patient_member" UNIQUE NULLS NOT DISTINCT("patient_id","dependant_id");
