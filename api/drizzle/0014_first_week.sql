ALTER TABLE "coupons" ADD COLUMN "first_order_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "max_per_patient" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "max_total" integer;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "registration_number" text;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "payout_upi" text;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "payout_account_name" text;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "payout_account_number" text;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "payout_ifsc" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "plan_set_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_coupon_idx" ON "orders" USING btree ("coupon_code","status") WHERE "orders"."coupon_code" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_max_per_patient_positive" CHECK ("coupons"."max_per_patient" IS NULL OR "coupons"."max_per_patient" > 0);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_max_total_positive" CHECK ("coupons"."max_total" IS NULL OR "coupons"."max_total" > 0);--> statement-breakpoint
-- A plan that is not the defaults (Rs. 499, 1 session) was set by a doctor before this column existed.
UPDATE "patients" SET "plan_set_at" = "updated_at" WHERE "price_paise" <> 49900 OR "sessions" <> 1;
