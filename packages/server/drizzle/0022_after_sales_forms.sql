CREATE SEQUENCE "public"."after_sales_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "after_sales_submission_files" (
	"submission_id" uuid NOT NULL,
	"field" text NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	CONSTRAINT "after_sales_submission_files_submission_id_field_position_pk" PRIMARY KEY("submission_id","field","position")
);
--> statement-breakpoint
CREATE TABLE "after_sales_submissions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"user_id" uuid,
	"market_id" text,
	"locale" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"company_name" text,
	"serial_number" text,
	"fields" jsonb NOT NULL,
	"mailbox" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "after_sales_submissions_kind_check" CHECK ("kind" in ('discrepancy-report', 'service-request', 'retrofit-fans', 'warranty-claim'))
);
--> statement-breakpoint
ALTER TABLE "after_sales_submission_files" ADD CONSTRAINT "after_sales_submission_files_submission_id_after_sales_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."after_sales_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales_submissions" ADD CONSTRAINT "after_sales_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales_submissions" ADD CONSTRAINT "after_sales_submissions_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "after_sales_submission_files_storage_key_idx" ON "after_sales_submission_files" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "after_sales_submissions_reference_idx" ON "after_sales_submissions" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "after_sales_submissions_created_idx" ON "after_sales_submissions" USING btree ("created_at");