ALTER TABLE "refunds" DROP CONSTRAINT "refunds_credits_positive";--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "payment_date_time" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "utr" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "razorpay_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "public_id" text DEFAULT ('dr-' || substr(md5(gen_random_uuid()::text), 1, 12)) NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "status" text DEFAULT 'paid' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "source" text DEFAULT 'request' NOT NULL;--> statement-breakpoint
CREATE INDEX "patients_doctor_idx" ON "patients" USING btree ("doctor_id");--> statement-breakpoint
CREATE INDEX "prescriptions_doctor_idx" ON "prescriptions" USING btree ("doctor_id","patient_id");--> statement-breakpoint
CREATE INDEX "payment_events_payload_age_idx" ON "payment_events" USING btree ("created_at") WHERE "payment_events"."payload" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_public_id_unique" UNIQUE("public_id");--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_public_id_slug" CHECK ("doctors"."public_id" ~ '^[a-z0-9]+(-[a-z0-9]+)+$' AND length("doctors"."public_id") <= 64);--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_paid_has_reference" CHECK (("payouts"."status" = 'paid') = ("payouts"."utr" IS NOT NULL AND "payouts"."payment_date_time" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_credits_positive" CHECK ("refunds"."credits" > 0 OR ("refunds"."source" = 'external' AND "refunds"."credits" = 0));