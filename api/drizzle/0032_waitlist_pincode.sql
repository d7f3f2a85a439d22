-- Home visits that know the road, on the waitlist (issue 28 point 5): a home-visit entry carries the patient's PIN,
-- so a freed home slot is offered only to those the doctor can reach in time, and the claim checks that road again.
-- Entries made before this have none (the 30-minute floor only, as before).
ALTER TABLE "waitlist_entries" ADD COLUMN "pincode" text;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_pincode" CHECK ("waitlist_entries"."pincode" ~ '^[1-9][0-9]{5}$');
