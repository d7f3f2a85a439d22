-- Case-insensitive partial name search (GET /api/users?name=) stays fast with a trigram index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "patients_name_trgm_idx" ON "patients" USING gin (lower("name") gin_trgm_ops);
