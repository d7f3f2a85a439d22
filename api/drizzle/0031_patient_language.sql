-- The language of a patient's messages and receipts (issue 30 point 2): 'en' (the spec's English) or 'hi', set
-- from the site's language switch (the physio_lang cookie) at login and when a signed-in patient switches. Every
-- patient so far gets English, as before.
ALTER TABLE "patients" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_language" CHECK ("patients"."language" IN ('en', 'hi'));
