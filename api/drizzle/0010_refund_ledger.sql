ALTER TABLE "doctor_earnings" DROP CONSTRAINT "doctor_earnings_order_id_unique";--> statement-breakpoint
ALTER TABLE "doctor_earnings" DROP CONSTRAINT "doctor_earnings_amount_nonnegative";--> statement-breakpoint
ALTER TABLE "doctor_earnings" ADD COLUMN "kind" text DEFAULT 'order' NOT NULL;--> statement-breakpoint
ALTER TABLE "doctor_earnings" ADD COLUMN "refund_id" uuid;--> statement-breakpoint
ALTER TABLE "doctor_earnings" ADD CONSTRAINT "doctor_earnings_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "doctor_earnings_one_per_order" ON "doctor_earnings" USING btree ("order_id") WHERE "doctor_earnings"."kind" = 'order';--> statement-breakpoint
ALTER TABLE "doctor_earnings" ADD CONSTRAINT "doctor_earnings_refund_id_unique" UNIQUE("refund_id");--> statement-breakpoint
ALTER TABLE "doctor_earnings" ADD CONSTRAINT "doctor_earnings_amount_sign" CHECK (("doctor_earnings"."kind" = 'order' AND "doctor_earnings"."amount_paise" >= 0 AND "doctor_earnings"."refund_id" IS NULL) OR ("doctor_earnings"."kind" = 'refund' AND "doctor_earnings"."amount_paise" < 0 AND "doctor_earnings"."refund_id" IS NOT NULL));--> statement-breakpoint
-- The credit trigger of 0009 read the refunded credits in the same statement that waited for the order's lock, so
-- under READ COMMITTED it used a snapshot taken BEFORE the wait and missed a refund committed meanwhile (a refund
-- racing a booking could then both take the last credit). Lock first, then count in later statements: each one
-- sees what the previous lock holder committed (the refund service takes the same lock, services/refunds.ts).
CREATE OR REPLACE FUNCTION "appointments_within_credits"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  credits integer;
  used integer;
BEGIN
  IF NEW."order_id" IS NULL OR NEW."start" IS NULL
    OR NEW."status" NOT IN ('held', 'scheduled', 'completed', 'no_show')
    OR NEW."order_id" !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN
    RETURN NEW;
  END IF;
  PERFORM 1 FROM "orders" o WHERE o."id" = NEW."order_id"::uuid FOR UPDATE;
  IF NOT FOUND THEN
    RETURN NEW;
  END IF;
  SELECT o."quantity" - coalesce((SELECT sum(r."credits") FROM "refunds" r
      WHERE r."order_id" = o."id" AND r."status" <> 'failed'), 0)
    INTO credits FROM "orders" o WHERE o."id" = NEW."order_id"::uuid;
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
