CREATE TABLE "session_revocations" (
	"subject" text NOT NULL,
	"role" text NOT NULL,
	"revoked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "session_revocations_subject_role_pk" PRIMARY KEY("subject","role")
);
--> statement-breakpoint
CREATE INDEX "session_revocations_revoked_at_idx" ON "session_revocations" USING btree ("revoked_at");