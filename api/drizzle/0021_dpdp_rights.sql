CREATE TABLE "data_rights_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" text NOT NULL,
	"kind" text NOT NULL,
	"outcome" text NOT NULL,
	"detail" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patients" DROP CONSTRAINT "patients_id_mobile";--> statement-breakpoint
ALTER TABLE "channel_consents" ADD COLUMN "notice_version" text;--> statement-breakpoint
ALTER TABLE "data_rights_requests" ADD CONSTRAINT "data_rights_requests_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_rights_requests_patient_idx" ON "data_rights_requests" USING btree ("patient_id","at");--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_id_mobile" CHECK ("patients"."id" ~ '^([6-9][0-9]{9}|erased-[0-9a-f]{32})$');