-- A weekly series booked without a transaction of the API's (issue 28, "Measured in npm run bench": 50 patients
-- booking 12-session series at once for one doctor; each BEGIN and COMMIT was a round trip on a shared pool).
--
-- book_series (0033, 0036) writes the same rows, and a refusal of the database's guards is now its answer instead of
-- an error: a time taken (exclusion_violation: appointments_no_overlap or appointments_home_travel) answers
-- {"refused": "SLOT_TAKEN"}, a credit missing (check_violation of appointments_within_credits) {"refused":
-- "NO_CREDIT"}. The function's block is a subtransaction: everything it wrote is undone before it answers, so the
-- booking stays all or nothing, and a call outside a transaction is one statement that either commits every row or
-- none. An error reaching node-postgres' pool.query ends its pooled connection (the next request pays for a new
-- one); an answer does not. Any other error is raised as before.
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
  v_undated uuid;
  v_rows jsonb;
  v_first_id uuid;
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
      RETURNING "id" INTO v_undated;
  END IF;
  INSERT INTO "appointments" ("doctor_id", "start", "end", "sessions", "status", "hold_expires_at", "video_room",
      "series_id", "series_position", "series_size", "dependant_id", "updated_at", "patient_id", "order_id", "mode",
      "address", "pincode")
    SELECT v_doctor, (s.value->>'start')::timestamptz, (s.value->>'end')::timestamptz, 1, v_status,
        v_hold_until, s.value->>'video_room', v_series."id", s.position::int, v_size, (p->>'dependant_id')::uuid, v_now,
        p->>'patient_id',
        v_order, v_mode, CASE WHEN v_mode = 'home' THEN p->>'address' END,
        CASE WHEN v_mode = 'home' THEN p->>'pincode' END
      FROM jsonb_array_elements(p->'slots') WITH ORDINALITY AS s(value, position)
      WHERE v_undated IS NULL OR s.position > 1
      ORDER BY s.position;
  IF p->>'changed_by' IS NOT NULL THEN
    INSERT INTO "appointment_changes" ("appointment_id", "kind", "to_start", "changed_by")
      SELECT a."id", 'scheduled', a."start", p->>'changed_by' FROM "appointments" a
      WHERE a."series_id" = v_series."id" ORDER BY a."series_position";
  END IF;
  SELECT jsonb_agg(to_jsonb(a) ORDER BY a."series_position") INTO v_rows FROM "appointments" a
    WHERE a."series_id" = v_series."id";
  IF jsonb_array_length(coalesce(p->'outbox', '[]')) > 0 THEN
    v_first_id := (v_rows->0->>'id')::uuid;
    PERFORM "enqueue_outbox"(replace((p->'outbox')::text, p->>'first_marker', v_first_id::text)::jsonb,
      p->>'outbox_channel');
  END IF;
  RETURN jsonb_build_object('series', to_jsonb(v_series), 'appointments', v_rows,
    'patient_name', (SELECT pt."name" FROM "patients" pt WHERE pt."id" = v_series."patient_id"),
    'doctor_name', (SELECT d."name" FROM "doctors" d WHERE d."id" = v_doctor),
    'doctor_public_id', (SELECT d."public_id" FROM "doctors" d WHERE d."id" = v_doctor),
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
--> statement-breakpoint
-- warm_connection: called once on each pooled connection before the API listens (platform/db/client.ts warm). Each
-- table of the schema planned and opened once, so the backend has loaded it and its indexes and constraints into its
-- caches: the first burst of requests no longer pays that on every new connection. How many tables.
CREATE OR REPLACE FUNCTION "warm_connection"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_table regclass;
  v_count integer := 0;
BEGIN
  FOR v_table IN SELECT c."oid"::regclass FROM "pg_class" c
      WHERE c."relkind" IN ('r', 'p') AND c."relnamespace" = current_schema()::regnamespace LOOP
    EXECUTE format('SELECT 1 FROM %s LIMIT 0', v_table);
    v_count := v_count + 1;
  END LOOP;
  RETURN v_count;
END;
$$;
--> statement-breakpoint
-- A doctor's patients (patient_care, 0013) gain the patients of inserted appointments once per statement instead of
-- once per row: a 12-session series called patient_care_add twelve times, each planned anew (a quarter of the time
-- book_series took). The rows a statement inserted, each (doctor, patient) pair once; an update of
-- an appointment's doctor is still seen row by row (a trigger with a column list cannot read a transition table).
CREATE OR REPLACE FUNCTION "appointments_care_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "patient_care" ("doctor_id", "patient_id", "name_lower")
  SELECT DISTINCT a."doctor_id", p."id", lower(p."name")
    FROM "added" a JOIN "patients" p ON p."id" = a."patient_id"
    WHERE a."doctor_id" IS NOT NULL
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "appointments_care" ON "appointments";
--> statement-breakpoint
CREATE TRIGGER "appointments_care_added" AFTER INSERT ON "appointments" REFERENCING NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "appointments_care_added"();
--> statement-breakpoint
CREATE TRIGGER "appointments_care" AFTER UPDATE OF "doctor_id" ON "appointments"
  FOR EACH ROW WHEN (NEW."doctor_id" IS NOT NULL) EXECUTE FUNCTION "appointments_care"();
