ALTER TABLE "doctors" ADD COLUMN "login_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "login_failures_since" timestamp with time zone;