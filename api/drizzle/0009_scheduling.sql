CREATE TABLE "appointment_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"from_start" timestamp with time zone,
	"to_start" timestamp with time zone,
	"changed_by" text NOT NULL,
	"reason" text,
	"credit_returned" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"channel" text DEFAULT 'sms' NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doctor_availability" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" text NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	"mode" text NOT NULL,
	CONSTRAINT "doctor_availability_weekday" CHECK ("doctor_availability"."weekday" BETWEEN 0 AND 6),
	CONSTRAINT "doctor_availability_range" CHECK ("doctor_availability"."start_minute" >= 0 AND "doctor_availability"."start_minute" < "doctor_availability"."end_minute" AND "doctor_availability"."end_minute" <= 1440)
);
--> statement-breakpoint
CREATE TABLE "doctor_days_off" (
	"doctor_id" text NOT NULL,
	"date" date NOT NULL,
	CONSTRAINT "doctor_days_off_doctor_id_date_pk" PRIMARY KEY("doctor_id","date")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"credits" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"requested_by" text NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "refunds_provider_refund_id_unique" UNIQUE("provider_refund_id"),
	CONSTRAINT "refunds_credits_positive" CHECK ("refunds"."credits" > 0),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_order_id_unique";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "travel_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "video_room" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "slot_minutes" integer DEFAULT 45 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_changes" ADD CONSTRAINT "appointment_changes_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_reminders" ADD CONSTRAINT "appointment_reminders_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_availability" ADD CONSTRAINT "doctor_availability_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_days_off" ADD CONSTRAINT "doctor_days_off_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_changes_appointment_idx" ON "appointment_changes" USING btree ("appointment_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_reminders_once" ON "appointment_reminders" USING btree ("appointment_id","kind","start","channel");--> statement-breakpoint
CREATE INDEX "doctor_availability_doctor_idx" ON "doctor_availability" USING btree ("doctor_id","weekday");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_one_undated_per_order" ON "appointments" USING btree ("order_id") WHERE "appointments"."start" IS NULL;--> statement-breakpoint
CREATE INDEX "appointments_order_idx" ON "appointments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "appointments_held_expiry_idx" ON "appointments" USING btree ("hold_expires_at") WHERE "appointments"."status" = 'held';--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_video_room_unique" UNIQUE("video_room");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_times_paired" CHECK (("appointments"."start" IS NULL) = ("appointments"."end" IS NULL) AND ("appointments"."start" IS NULL OR "appointments"."start" < "appointments"."end"));--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_held_has_slot" CHECK ("appointments"."status" <> 'held' OR ("appointments"."start" IS NOT NULL AND "appointments"."hold_expires_at" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_slot_minutes_range" CHECK ("doctors"."slot_minutes" BETWEEN 15 AND 120);--> statement-breakpoint
-- Scheduling invariants, enforced by the database whatever the interleaving of requests or API instances
-- (DESIGN.md §3a). btree_gist lets one GiST index compare the doctor id (=) and the time range (&&).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
-- A home visit keeps its doctor 30 minutes longer (travel): kept by the database so no writer can forget it
-- (timestamptz + interval is not immutable, so it cannot be a generated column or an index expression).
CREATE FUNCTION "appointments_travel_end"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."travel_end" := CASE WHEN NEW."mode" = 'home' AND NEW."end" IS NOT NULL
    THEN NEW."end" + interval '30 minutes' END;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "appointments_travel_end" BEFORE INSERT OR UPDATE OF "mode", "end", "travel_end" ON "appointments"
  FOR EACH ROW EXECUTE FUNCTION "appointments_travel_end"();
--> statement-breakpoint
-- Never two live (held or scheduled) appointments of one doctor overlapping in time.
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap"
  EXCLUDE USING gist ("doctor_id" WITH =, tstzrange("start", "end") WITH &&)
  WHERE ("status" IN ('held', 'scheduled') AND "start" IS NOT NULL);
--> statement-breakpoint
-- Two live home visits of one doctor are at least 30 minutes apart: each one's range runs to its travel end, so
-- the ranges overlap exactly when the gap between the two visits is under 30 minutes.
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_home_travel"
  EXCLUDE USING gist ("doctor_id" WITH =, tstzrange("start", "travel_end") WITH &&)
  WHERE ("status" IN ('held', 'scheduled') AND "mode" = 'home' AND "start" IS NOT NULL);
--> statement-breakpoint
-- Never more dated sessions (held, scheduled, completed, no-show) on an order than its credits (its quantity less
-- refunded credits). The order row is locked first, so concurrent bookings on one order are counted one after the
-- other (each statement of the function sees the rows the previous holder committed).
CREATE FUNCTION "appointments_within_credits"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  credits integer;
  used integer;
BEGIN
  IF NEW."order_id" IS NULL OR NEW."start" IS NULL
    OR NEW."status" NOT IN ('held', 'scheduled', 'completed', 'no_show')
    OR NEW."order_id" !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN
    RETURN NEW;
  END IF;
  SELECT o."quantity" - coalesce((SELECT sum(r."credits") FROM "refunds" r
      WHERE r."order_id" = o."id" AND r."status" <> 'failed'), 0)
    INTO credits FROM "orders" o WHERE o."id" = NEW."order_id"::uuid FOR UPDATE;
  IF credits IS NULL THEN
    RETURN NEW;
  END IF;
  SELECT count(*) INTO used FROM "appointments" a
    WHERE a."order_id" = NEW."order_id" AND a."start" IS NOT NULL AND a."id" <> NEW."id"
      AND a."status" IN ('held', 'scheduled', 'completed', 'no_show');
  IF used + 1 > credits THEN
    RAISE EXCEPTION 'order % has no session credit left', NEW."order_id"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'appointments_within_credits';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "appointments_within_credits" BEFORE INSERT OR UPDATE OF "status", "start", "order_id" ON "appointments"
  FOR EACH ROW EXECUTE FUNCTION "appointments_within_credits"();
--> statement-breakpoint
-- A doctor's ranges of one weekday never overlap.
ALTER TABLE "doctor_availability" ADD CONSTRAINT "doctor_availability_no_overlap"
  EXCLUDE USING gist ("doctor_id" WITH =, "weekday" WITH =, int4range("start_minute", "end_minute") WITH &&);
