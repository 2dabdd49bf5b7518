ALTER TABLE "projects" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "projects_idempotency_key" ON "projects" USING btree ("company_id","idempotency_key");