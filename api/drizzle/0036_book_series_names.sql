-- A weekly series booked in one statement (issue 28, "Measured in npm run bench": 50 patients booking 12-session series
-- at once for one doctor).
--
-- enqueue_outbox: the outbox's one insert (modules/notifications/outbox.ts `enqueue` calls it, and book_series): the
-- messages in their order, a key already there left as it is, and one NOTIFY on the drain's channel when any row is
-- new (delivered at commit, never on a rollback). How many were new.
CREATE OR REPLACE FUNCTION "enqueue_outbox"(p_messages jsonb, p_channel text) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_new integer;
BEGIN
  WITH "added" AS (
    INSERT INTO "outbox" ("kind", "channel", "key", "payload")
      SELECT m."kind", m."channel", m."key", m."payload"
        FROM ROWS FROM (jsonb_to_recordset(p_messages) AS ("kind" text, "channel" text, "key" text, "payload" jsonb))
          WITH ORDINALITY AS m("kind", "channel", "key", "payload", "position")
        ORDER BY m."position"
      ON CONFLICT ("key") DO NOTHING
      RETURNING 1)
  SELECT count(*) INTO v_new FROM "added";
  IF v_new > 0 THEN
    PERFORM pg_notify(p_channel, '');
  END IF;
  RETURN v_new;
END;
$$;
--> statement-breakpoint
-- book_series (0033) writes the same rows, and now also:
-- * the series under the id the API gives (`series_id`; else a new one), so the API names it before the write;
-- * the outbox messages the API gives (`outbox`, through enqueue_outbox on `outbox_channel`), in which the first
--   occurrence's id, known only here (the order's undated appointment may take the first time), stands where the
--   API wrote `first_marker`. A booking that owes nothing else is then one statement in its transaction;
-- * the names its answer shows: the patient's, the doctor's name and public id, and the family member every
--   occurrence treats ([id, name, relation, birth_year], as appointments.ts dependantSql reads it; null when none).
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
END;
$$;
