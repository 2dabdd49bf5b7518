CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"operation" text NOT NULL,
	"fingerprint" text,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
-- The keys written ad hoc until now move into the one table (ADR 0051). Their bodies were never fingerprinted,
-- so they keep answering any body with the same key, as they did.
INSERT INTO "idempotency_keys" ("scope", "key", "operation", "fingerprint", "result", "created_at")
SELECT 'public', "request_id"::text, 'POST Form/SendSparePartEnquiryForm', NULL, jsonb_build_object('enquiryId', "id"), "created_at"
FROM "spare_part_enquiries";--> statement-breakpoint
INSERT INTO "idempotency_keys" ("scope", "key", "operation", "fingerprint", "result", "created_at")
SELECT 'company:' || "company_id", "idempotency_key", 'POST portal/Projects', NULL, jsonb_build_object('Id', "id"), "created_at"
FROM "projects" WHERE "idempotency_key" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "spare_part_enquiries" DROP CONSTRAINT "spare_part_enquiries_request_id_key";--> statement-breakpoint
DROP INDEX "projects_idempotency_key";--> statement-breakpoint
ALTER TABLE "spare_part_enquiries" DROP COLUMN "request_id";--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "idempotency_key";
