-- Home visits that know the road (issue 28 point 5): each doctor's service areas (PIN codes with a travel fee per
-- visit), the PIN their day of home visits starts from, and the travel fee an order charged per session. The
-- 30-minute floor between two home visits stays the exclusion constraint of 0009; the road time above it is
-- checked by the API under the doctor's lock (modules/travel).
CREATE TABLE "doctor_home_areas" (
	"doctor_id" text NOT NULL,
	"pincode" text NOT NULL,
	"travel_fee_paise" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "doctor_home_areas_doctor_id_pincode_pk" PRIMARY KEY("doctor_id","pincode"),
	CONSTRAINT "doctor_home_areas_pincode" CHECK ("doctor_home_areas"."pincode" ~ '^[1-9][0-9]{5}$'),
	CONSTRAINT "doctor_home_areas_fee" CHECK ("doctor_home_areas"."travel_fee_paise" BETWEEN 0 AND 100000)
);
--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "home_start_pincode" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "travel_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "doctor_home_areas" ADD CONSTRAINT "doctor_home_areas_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_home_start_pincode" CHECK ("doctors"."home_start_pincode" ~ '^[1-9][0-9]{5}$');