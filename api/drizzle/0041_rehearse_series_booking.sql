-- A pooled connection's first weekly series no longer pays for the whole write path (issue 28, "Measured in npm run
-- bench": 50 patients booking 12-session series at once for one doctor, p95 < 150 ms).
--
-- Measured on bench/series.ts' cluster, one session calling book_series for 12-session series one after another:
-- after warm_connection() the first call took 18–19 ms, the next four 2.5–4 ms, and from the sixth on 1.5–1.8 ms.
-- The first compiles book_series and the appointments triggers, loads the catalog entries of every index,
-- constraint and foreign key on the path, and plans each statement; calls two to five plan each statement again
-- (PostgreSQL plans a cached statement for its parameter values five times before it considers a generic plan). In
-- the bench the 50 series land on 10 new pooled connections, so most of PostgreSQL's time in the burst was this.
--
-- rehearse_series_booking: series booked and undone on this connection, called with warm_connection on each pooled
-- connection before the API listens (platform/db/client.ts warm). In one subtransaction it adds a doctor, a patient
-- and a paid order of its own, the order's undated session, then books six 2-session series with an outbox message
-- each through book_series (six: every statement on the path is then past its five planned-per-call runs and has its
-- lasting plan); then it raises, and everything it wrote is rolled back (a notification raised in a rolled-back
-- subtransaction is never sent). The doctor is numbered after this backend (0 followed by its process id), so pooled
-- connections warming at once do not wait for each other, and the patient is an erased id no one signs in with. True
-- when every booking went through; otherwise a warning with the reason and false, and the connection is only as
-- cold as before.
CREATE OR REPLACE FUNCTION "rehearse_series_booking"() RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  v_doctor text := lpad(pg_backend_pid()::text, 10, '0');
  v_patient text := 'erased-' || md5(gen_random_uuid()::text);
  v_order uuid := gen_random_uuid();
  v_first timestamptz := date_trunc('day', now()) + interval '7 days 4 hours';
  v_at timestamptz;
  v_answer jsonb;
BEGIN
  BEGIN
    INSERT INTO "doctors" ("id", "name", "email", "mobile", "gender", "birth_date", "password_hash", "public_id")
      VALUES (v_doctor, 'Rehearsal', 'rehearsal@invalid', v_doctor, 'female', DATE '2000-01-01', '-',
        'dr-rehearsal-' || v_doctor);
    INSERT INTO "patients" ("id", "name", "email") VALUES (v_patient, 'Rehearsal', 'rehearsal@invalid');
    INSERT INTO "orders" ("id", "provider", "provider_order_id", "patient_id", "created_by", "kind", "status",
        "name", "email", "quantity", "unit_price_paise", "amount_paise", "payment_id", "paid_at")
      VALUES (v_order, 'sandbox', 'rehearsal_' || v_order, v_patient, v_patient, 'first_booking', 'paid',
        'Rehearsal', 'rehearsal@invalid', 12, 100, 1200, 'rehearsal_' || v_order, now());
    INSERT INTO "appointments" ("patient_id", "order_id", "sessions", "status", "mode")
      VALUES (v_patient, v_order::text, 1, 'scheduled', 'online');
    FOR i IN 0..5 LOOP
      v_at := v_first + make_interval(days => 14 * i);
      v_answer := "book_series"(jsonb_build_object(
        'now', now(), 'travel_minutes', 30, 'from', v_at, 'to', v_at + interval '7 days 45 minutes',
        'doctor_id', v_doctor, 'patient_id', v_patient, 'order_id', v_order::text, 'mode', 'online',
        'address', NULL, 'pincode', NULL, 'dependant_id', NULL, 'weekdays', extract(dow FROM v_at)::text,
        'minute', 570, 'start_date', v_at::date, 'created_by', v_patient, 'hold_until', NULL,
        'take_undated', true, 'changed_by', v_patient, 'series_id', NULL,
        'outbox', jsonb_build_array(jsonb_build_object('kind', 'email', 'channel', 'email',
          'key', 'rehearsal:' || v_order || ':' || i,
          'payload', jsonb_build_object('first', '00000000-0000-0000-0000-000000000000'))),
        'outbox_channel', 'rehearsal', 'first_marker', '00000000-0000-0000-0000-000000000000',
        'slots', jsonb_build_array(
          jsonb_build_object('start', v_at, 'end', v_at + interval '45 minutes', 'video_room', NULL),
          jsonb_build_object('start', v_at + interval '7 days', 'end', v_at + interval '7 days 45 minutes',
            'video_room', NULL))));
      IF v_answer ? 'refused' THEN
        RAISE EXCEPTION 'book_series refused the rehearsal: %', v_answer->>'refused';
      END IF;
    END LOOP;
    RAISE EXCEPTION USING ERRCODE = 'RH000', MESSAGE = 'rehearsal booked, now undone';
  EXCEPTION
    WHEN SQLSTATE 'RH000' THEN
      RETURN true;
    WHEN OTHERS THEN
      RAISE WARNING 'rehearse_series_booking: %', SQLERRM;
      RETURN false;
  END;
END;
$$;
