-- Erasing an account re-keys the treatment records it keeps to the account's `erased-…` stand-in (modules/privacy/erase.ts).
-- A signed note is otherwise never edited: the freeze now lets exactly that one change through — the patient id moving
-- from a real account to a stand-in, every other column as it was — and still refuses any other edit.
CREATE OR REPLACE FUNCTION "clinical_notes_signed_frozen"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."status" = 'signed' AND (NEW."doctor_id", NEW."status", NEW."subjective", NEW."objective",
      NEW."assessment", NEW."plan", NEW."patient_summary", NEW."share_plan", NEW."created_at", NEW."signed_at")
    IS DISTINCT FROM (OLD."doctor_id", OLD."status", OLD."subjective", OLD."objective",
      OLD."assessment", OLD."plan", OLD."patient_summary", OLD."share_plan", OLD."created_at", OLD."signed_at") THEN
    RAISE EXCEPTION 'a signed note is never edited';
  END IF;
  IF OLD."status" = 'signed' AND NEW."patient_id" IS DISTINCT FROM OLD."patient_id"
      AND (OLD."patient_id" LIKE 'erased-%' OR NEW."patient_id" NOT LIKE 'erased-%') THEN
    RAISE EXCEPTION 'a signed note is never edited';
  END IF;
  RETURN NEW;
END
$$;
