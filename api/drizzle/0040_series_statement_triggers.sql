-- A weekly series' 12 rows checked and counted once per statement instead of once per row (issue 28, "Measured in
-- npm run bench": 50 patients booking 12-session series at once for one doctor, p95 < 150 ms).
--
-- Measured in bench/series.ts' cluster (pg_stat_statements, track = all): per series, the credit trigger (0010)
-- locked the order and counted its sessions 12 times, the doctor's load (0006) updated the one doctor's row 12 times
-- at commit (600 updates of one row in the burst of 50, 0.59 ms each there against 0.02 ms alone), and book_series
-- read its 12 rows back twice (their changes, its answer). Now each check runs once per inserting statement on the
-- rows it inserted (a transition table); updates and deletes keep their row triggers (a trigger with a column list
-- cannot read a transition table), so every rule holds as before.
--
-- The order's credits after an insert, as the row trigger (0010) counts them: the order locked first (concurrent
-- bookings and refunds on one order counted one after the other), then its refunded credits and its dated live
-- sessions, the statement's own among them, read in later statements (each sees what the previous lock holder
-- committed); more than its credits refuses the whole statement with the same check_violation as the row trigger
-- (appointments_within_credits). The rows are inserted before the lock is taken, but they are invisible to the others
-- until commit and counted here after it. Runs before the doctor's load (triggers of one event fire in name order),
-- so a refused booking never waits for the doctor's row.
CREATE FUNCTION "appointments_added_credits"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_order text;
  credits integer;
  used integer;
BEGIN
  FOR v_order IN SELECT DISTINCT a."order_id" FROM "added" a
      WHERE a."order_id" IS NOT NULL AND a."start" IS NOT NULL
        AND a."status" IN ('held', 'scheduled', 'completed', 'no_show')
        AND a."order_id" ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      ORDER BY a."order_id" LOOP
    PERFORM 1 FROM "orders" o WHERE o."id" = v_order::uuid FOR UPDATE;
    CONTINUE WHEN NOT FOUND;
    SELECT o."quantity" - coalesce((SELECT sum(r."credits") FROM "refunds" r
        WHERE r."order_id" = o."id" AND r."status" <> 'failed'), 0)
      INTO credits FROM "orders" o WHERE o."id" = v_order::uuid;
    SELECT count(*) INTO used FROM "appointments" a
      WHERE a."order_id" = v_order AND a."start" IS NOT NULL
        AND a."status" IN ('held', 'scheduled', 'completed', 'no_show');
    IF used > credits THEN
      RAISE EXCEPTION 'order % has no session credit left', v_order
        USING ERRCODE = 'check_violation', CONSTRAINT = 'appointments_within_credits';
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "appointments_within_credits" ON "appointments";
--> statement-breakpoint
CREATE TRIGGER "appointments_within_credits" BEFORE UPDATE OF "status", "start", "order_id" ON "appointments"
  FOR EACH ROW EXECUTE FUNCTION "appointments_within_credits"();
--> statement-breakpoint
CREATE TRIGGER "appointments_added_credits" AFTER INSERT ON "appointments" REFERENCING NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "appointments_added_credits"();
--> statement-breakpoint
-- doctors.scheduled_appointments gains a series' scheduled sessions in one update per doctor (in id order) at the end
-- of the statement that inserts them (book_series: the last write of its transaction, or a transaction of its own)
-- instead of one update per row at commit. Every other insert (one session: a paid order's, a booking on credits)
-- keeps the deferred row trigger of 0006, so a payment's transaction still locks the doctor's row only while it
-- commits; updates and deletes too.
CREATE FUNCTION "appointments_added_load"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "doctors" d SET "scheduled_appointments" = d."scheduled_appointments" + c."n"
    FROM (SELECT a."doctor_id", count(*)::integer AS "n" FROM "added" a
      WHERE a."status" = 'scheduled' AND a."doctor_id" IS NOT NULL AND a."series_id" IS NOT NULL
      GROUP BY a."doctor_id" ORDER BY a."doctor_id") c
    WHERE d."id" = c."doctor_id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "appointments_doctor_load" ON "appointments";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "appointments_doctor_load"
  AFTER DELETE OR UPDATE OF "status", "doctor_id" ON "appointments"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "appointments_doctor_load"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "appointments_doctor_load_added" AFTER INSERT ON "appointments"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW."series_id" IS NULL) EXECUTE FUNCTION "appointments_doctor_load"();
--> statement-breakpoint
CREATE TRIGGER "appointments_added_load" AFTER INSERT ON "appointments" REFERENCING NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "appointments_added_load"();
--> statement-breakpoint
-- book_series (0033, 0036, 0038) writes the same rows and answers the same, without reading back what it wrote:
-- the occurrences come from the insert's RETURNING (and the order's undated appointment from its update's), their
-- "scheduled" changes are written in the same statement, and the doctor's two names are one read.
CREATE OR REPLACE FUNCTION "book_series"(p jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_now timestamptz := (p->>'now')::timestamptz;
  v_travel interval := make_interval(mins => (p->>'travel_minutes')::int);
  v_doctor text := p->>'doctor_id';
  v_order text := p->>'order_id';
  v_mode text := p->>'mode';
  v_status text := CASE WHEN p->>'hold_until' IS NULL THEN 'scheduled' ELSE 'held' END;
  v_hold_until timestamptz := (p->>'hold_until')::timestamptz;
  v_size int := jsonb_array_length(p->'slots');
  v_first jsonb := p->'slots'->0;
  v_series "appointment_series";
  v_undated jsonb;
  v_rows jsonb;
  v_first_id uuid;
  v_doctor_name text;
  v_doctor_public_id text;
  v_constraint text;
BEGIN
  UPDATE "appointments" SET "status" = 'cancelled', "cancelled_at" = v_now, "cancelled_by" = 'system',
      "cancel_reason" = 'hold_expired', "updated_at" = v_now
    WHERE "status" = 'held' AND "hold_expires_at" <= v_now AND "doctor_id" = v_doctor
      AND "start" < (p->>'to')::timestamptz + v_travel AND "end" + v_travel > (p->>'from')::timestamptz;
  INSERT INTO "appointment_series" ("id", "patient_id", "doctor_id", "order_id", "mode", "weekdays", "minute",
      "start_date", "size", "created_by")
    VALUES (coalesce((p->>'series_id')::uuid, gen_random_uuid()), p->>'patient_id', v_doctor, v_order, v_mode,
      p->>'weekdays', (p->>'minute')::int,
      (p->>'start_date')::date, v_size, p->>'created_by')
    RETURNING * INTO v_series;
  IF (p->>'take_undated')::boolean THEN
    UPDATE "appointments" SET "doctor_id" = v_doctor, "start" = (v_first->>'start')::timestamptz,
        "end" = (v_first->>'end')::timestamptz, "sessions" = 1, "status" = v_status,
        "hold_expires_at" = v_hold_until, "video_room" = v_first->>'video_room', "series_id" = v_series."id",
        "series_position" = 1, "series_size" = v_size, "dependant_id" = (p->>'dependant_id')::uuid, "updated_at" = v_now
      WHERE "order_id" = v_order AND "start" IS NULL AND "status" = 'scheduled'
      RETURNING to_jsonb("appointments") INTO v_undated;
  END IF;
  WITH "added" AS (
    INSERT INTO "appointments" ("doctor_id", "start", "end", "sessions", "status", "hold_expires_at", "video_room",
        "series_id", "series_position", "series_size", "dependant_id", "updated_at", "patient_id", "order_id", "mode",
        "address", "pincode")
      SELECT v_doctor, (s.value->>'start')::timestamptz, (s.value->>'end')::timestamptz, 1, v_status,
          v_hold_until, s.value->>'video_room', v_series."id", s.position::int, v_size, (p->>'dependant_id')::uuid,
          v_now, p->>'patient_id',
          v_order, v_mode, CASE WHEN v_mode = 'home' THEN p->>'address' END,
          CASE WHEN v_mode = 'home' THEN p->>'pincode' END
        FROM jsonb_array_elements(p->'slots') WITH ORDINALITY AS s(value, position)
        WHERE v_undated IS NULL OR s.position > 1
        ORDER BY s.position
      RETURNING *),
  "occurrences" AS (
    SELECT (v_undated->>'id')::uuid AS "id", (v_undated->>'start')::timestamptz AS "start", 1 AS "series_position",
        v_undated AS "row"
      WHERE v_undated IS NOT NULL
    UNION ALL
    SELECT a."id", a."start", a."series_position", to_jsonb(a) FROM "added" a),
  "changes" AS (
    INSERT INTO "appointment_changes" ("appointment_id", "kind", "to_start", "changed_by")
      SELECT o."id", 'scheduled', o."start", p->>'changed_by' FROM "occurrences" o
      WHERE p->>'changed_by' IS NOT NULL ORDER BY o."series_position")
  SELECT jsonb_agg(o."row" ORDER BY o."series_position") INTO v_rows FROM "occurrences" o;
  IF jsonb_array_length(coalesce(p->'outbox', '[]')) > 0 THEN
    v_first_id := (v_rows->0->>'id')::uuid;
    PERFORM "enqueue_outbox"(replace((p->'outbox')::text, p->>'first_marker', v_first_id::text)::jsonb,
      p->>'outbox_channel');
  END IF;
  SELECT d."name", d."public_id" INTO v_doctor_name, v_doctor_public_id FROM "doctors" d WHERE d."id" = v_doctor;
  RETURN jsonb_build_object('series', to_jsonb(v_series), 'appointments', v_rows,
    'patient_name', (SELECT pt."name" FROM "patients" pt WHERE pt."id" = v_series."patient_id"),
    'doctor_name', v_doctor_name,
    'doctor_public_id', v_doctor_public_id,
    'dependant', (SELECT jsonb_build_array(dp."id", dp."name", dp."relation", dp."birth_year") FROM "dependants" dp
      WHERE dp."id" = (p->>'dependant_id')::uuid));
EXCEPTION
  WHEN exclusion_violation THEN
    RETURN jsonb_build_object('refused', 'SLOT_TAKEN');
  WHEN check_violation THEN
    GET STACKED DIAGNOSTICS v_constraint = CONSTRAINT_NAME;
    IF v_constraint = 'appointments_within_credits' THEN
      RETURN jsonb_build_object('refused', 'NO_CREDIT');
    END IF;
    RAISE;
END;
$$;
