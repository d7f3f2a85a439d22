CREATE TABLE "exercise_custom" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" text NOT NULL,
	"name" text NOT NULL,
	"instructions" text NOT NULL,
	"region" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exercise_pain_logs" (
	"patient_id" text NOT NULL,
	"day" date NOT NULL,
	"pain" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercise_pain_logs_patient_id_day_pk" PRIMARY KEY("patient_id","day"),
	CONSTRAINT "exercise_pain_logs_pain" CHECK ("exercise_pain_logs"."pain" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "exercise_program_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"exercise" text NOT NULL,
	"sets" smallint NOT NULL,
	"reps" smallint NOT NULL,
	"hold_seconds" smallint NOT NULL,
	"times_per_day" smallint NOT NULL,
	"days_per_week" smallint NOT NULL,
	"notes" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exercise_programs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" text NOT NULL,
	"doctor_id" text NOT NULL,
	"version" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercise_programs_patient_version" UNIQUE("patient_id","version")
);
--> statement-breakpoint
CREATE TABLE "exercise_reminders" (
	"patient_id" text PRIMARY KEY NOT NULL,
	"time" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exercise_set_logs" (
	"item_id" uuid NOT NULL,
	"patient_id" text NOT NULL,
	"day" date NOT NULL,
	"sets_done" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercise_set_logs_item_id_day_pk" PRIMARY KEY("item_id","day"),
	CONSTRAINT "exercise_set_logs_sets" CHECK ("exercise_set_logs"."sets_done" >= 0)
);
--> statement-breakpoint
ALTER TABLE "exercise_custom" ADD CONSTRAINT "exercise_custom_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_pain_logs" ADD CONSTRAINT "exercise_pain_logs_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_program_items" ADD CONSTRAINT "exercise_program_items_program_id_exercise_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."exercise_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_programs" ADD CONSTRAINT "exercise_programs_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_programs" ADD CONSTRAINT "exercise_programs_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_reminders" ADD CONSTRAINT "exercise_reminders_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_set_logs" ADD CONSTRAINT "exercise_set_logs_item_id_exercise_program_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."exercise_program_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_set_logs" ADD CONSTRAINT "exercise_set_logs_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exercise_program_items_program_idx" ON "exercise_program_items" USING btree ("program_id","position");--> statement-breakpoint
CREATE INDEX "exercise_set_logs_patient_idx" ON "exercise_set_logs" USING btree ("patient_id","day");