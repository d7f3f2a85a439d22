CREATE TABLE "dependants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" text NOT NULL,
	"name" text NOT NULL,
	"relation" text NOT NULL,
	"age" integer NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dependants_age" CHECK ("dependants"."age" BETWEEN 0 AND 120),
	CONSTRAINT "dependants_relation" CHECK ("dependants"."relation" IN ('parent', 'child', 'spouse', 'sibling', 'grandparent', 'other'))
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "dependant_id" uuid;--> statement-breakpoint
ALTER TABLE "dependants" ADD CONSTRAINT "dependants_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dependants_patient_idx" ON "dependants" USING btree ("patient_id","created_at");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_dependant_id_dependants_id_fk" FOREIGN KEY ("dependant_id") REFERENCES "public"."dependants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_dependant_idx" ON "appointments" USING btree ("dependant_id") WHERE "appointments"."dependant_id" IS NOT NULL;