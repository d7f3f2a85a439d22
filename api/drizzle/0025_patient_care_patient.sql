-- One patient's care rows (the primary key leads with the doctor): erasure moves them, a deleted patient's cascade and the
-- retention purge (modules/privacy/purge.ts, daily, for every erased account) look for them by patient.
CREATE INDEX "patient_care_patient_idx" ON "patient_care" USING btree ("patient_id");
