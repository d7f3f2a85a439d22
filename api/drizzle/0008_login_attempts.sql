CREATE TABLE "login_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "doctors" DROP COLUMN "login_failures";--> statement-breakpoint
ALTER TABLE "doctors" DROP COLUMN "login_failures_since";