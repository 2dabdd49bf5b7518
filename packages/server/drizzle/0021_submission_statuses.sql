CREATE TABLE "submission_status_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"submission_id" uuid NOT NULL,
	"status" text NOT NULL,
	"by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submission_status_events_status_check" CHECK ("submission_status_events"."status" in ('new', 'in-progress', 'done'))
);
--> statement-breakpoint
CREATE TABLE "submission_statuses" (
	"source" text NOT NULL,
	"submission_id" uuid NOT NULL,
	"status" text NOT NULL,
	"changed_by_user_id" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submission_statuses_source_submission_id_pk" PRIMARY KEY("source","submission_id"),
	CONSTRAINT "submission_statuses_status_check" CHECK ("submission_statuses"."status" in ('new', 'in-progress', 'done'))
);
--> statement-breakpoint
ALTER TABLE "submission_status_events" ADD CONSTRAINT "submission_status_events_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_statuses" ADD CONSTRAINT "submission_statuses_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submission_status_events_submission_idx" ON "submission_status_events" USING btree ("source","submission_id","created_at");--> statement-breakpoint
CREATE INDEX "submission_statuses_status_idx" ON "submission_statuses" USING btree ("status");