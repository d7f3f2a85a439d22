CREATE TABLE "receipt_counters" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "receipt_counters_kind_year_pk" PRIMARY KEY("kind","year"),
	CONSTRAINT "receipt_counters_last_positive" CHECK ("receipt_counters"."last" > 0)
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"number" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"refund_id" uuid,
	"amount_paise" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_refund_id_unique" UNIQUE("refund_id"),
	CONSTRAINT "receipts_refund_has_refund_id" CHECK (("receipts"."kind" = 'refund') = ("receipts"."refund_id" IS NOT NULL)),
	CONSTRAINT "receipts_seq_positive" CHECK ("receipts"."seq" > 0),
	CONSTRAINT "receipts_number_spelled" CHECK ("receipts"."number" = (CASE "receipts"."kind" WHEN 'payment' THEN 'PAY-' ELSE 'REF-' END) || "receipts"."year" || '-' || lpad("receipts"."seq"::text, 6, '0')),
	CONSTRAINT "receipts_amount_nonnegative" CHECK ("receipts"."amount_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_kind_year_seq" ON "receipts" USING btree ("kind","year","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_one_payment_per_order" ON "receipts" USING btree ("order_id") WHERE "receipts"."kind" = 'payment';--> statement-breakpoint
CREATE INDEX "receipts_order_idx" ON "receipts" USING btree ("order_id");--> statement-breakpoint
-- Receipts for what was paid before receipts existed: each IST year numbered in paid_at order (IST is UTC+05:30
-- all year, so the year is read on the UTC clock moved by 330 minutes, with no time-zone database needed).
INSERT INTO "receipts" ("number", "kind", "year", "seq", "order_id", "amount_paise", "issued_at")
SELECT 'PAY-' || "year" || '-' || lpad("seq"::text, 6, '0'), 'payment', "year", "seq", "id", "amount_paise", "paid_at"
FROM (
	SELECT "id", "amount_paise", "paid_at", "year",
		row_number() OVER (PARTITION BY "year" ORDER BY "paid_at", "id")::integer AS "seq"
	FROM (
		SELECT "id", "amount_paise", "paid_at",
			extract(year FROM ("paid_at" AT TIME ZONE 'UTC') + interval '330 minutes')::integer AS "year"
		FROM "orders" WHERE "status" = 'paid'
	) AS "paid"
) AS "numbered";
--> statement-breakpoint
INSERT INTO "receipts" ("number", "kind", "year", "seq", "order_id", "refund_id", "amount_paise", "issued_at")
SELECT 'REF-' || "year" || '-' || lpad("seq"::text, 6, '0'), 'refund', "year", "seq", "order_id", "id", "amount_paise", "processed_at"
FROM (
	SELECT "id", "order_id", "amount_paise", "processed_at", "year",
		row_number() OVER (PARTITION BY "year" ORDER BY "processed_at", "id")::integer AS "seq"
	FROM (
		SELECT "id", "order_id", "amount_paise", "processed_at",
			extract(year FROM ("processed_at" AT TIME ZONE 'UTC') + interval '330 minutes')::integer AS "year"
		FROM "refunds" WHERE "status" = 'processed' AND "processed_at" IS NOT NULL
	) AS "processed"
) AS "numbered";
--> statement-breakpoint
INSERT INTO "receipt_counters" ("kind", "year", "last")
SELECT "kind", "year", max("seq") FROM "receipts" GROUP BY "kind", "year";
