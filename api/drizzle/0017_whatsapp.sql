CREATE TABLE "channel_consents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"patient_id" text NOT NULL,
	"channel" text NOT NULL,
	"opted_in" boolean NOT NULL,
	"source" text NOT NULL,
	"recorded_by" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_inbound" (
	"message_id" text PRIMARY KEY NOT NULL,
	"sender" text NOT NULL,
	"action" text NOT NULL,
	"appointment_id" uuid,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mobile" text NOT NULL,
	"template" text,
	"message" text NOT NULL,
	"buttons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_sent" (
	"message_id" text PRIMARY KEY NOT NULL,
	"outbox_key" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "channel_consents" ADD CONSTRAINT "channel_consents_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_consents_latest_idx" ON "channel_consents" USING btree ("patient_id","channel","id");--> statement-breakpoint
CREATE INDEX "whatsapp_inbound_sender_idx" ON "whatsapp_inbound" USING btree ("sender","received_at");--> statement-breakpoint
CREATE INDEX "whatsapp_outbox_mobile_idx" ON "whatsapp_outbox" USING btree ("mobile","created_at");