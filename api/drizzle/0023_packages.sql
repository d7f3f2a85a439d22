CREATE TABLE "session_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" text NOT NULL,
	"name" text NOT NULL,
	"sessions" integer NOT NULL,
	"price_paise" integer NOT NULL,
	"validity_days" integer NOT NULL,
	"mode" text NOT NULL,
	"family_shared" boolean DEFAULT false NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_packages_sessions" CHECK ("session_packages"."sessions" BETWEEN 1 AND 50),
	CONSTRAINT "session_packages_price" CHECK ("session_packages"."price_paise" > 0),
	CONSTRAINT "session_packages_validity" CHECK ("session_packages"."validity_days" BETWEEN 1 AND 730),
	CONSTRAINT "session_packages_mode" CHECK ("session_packages"."mode" IN ('online', 'home', 'both'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "package_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credits_valid_until" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expiry_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "session_packages" ADD CONSTRAINT "session_packages_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_packages_doctor_idx" ON "session_packages" USING btree ("doctor_id","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_package_id_session_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."session_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_expiry_reminder_idx" ON "orders" USING btree ("credits_valid_until") WHERE "orders"."credits_valid_until" IS NOT NULL AND "orders"."expiry_reminded_at" IS NULL;