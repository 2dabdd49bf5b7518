CREATE TABLE "unit_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"unit_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" jsonb NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_orders" (
	"order_no" text PRIMARY KEY NOT NULL,
	"order_date" date NOT NULL,
	"customer_number" text,
	"market_id" text,
	"import_hash" text
);
--> statement-breakpoint
CREATE TABLE "unit_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid,
	"serial_number" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"first_name" varchar(50) NOT NULL,
	"last_name" varchar(50) NOT NULL,
	"company_name" varchar(100),
	"email" varchar(100) NOT NULL,
	"telephone" varchar(30),
	"message" varchar(2000),
	"wished_date" date,
	"quantity" integer,
	"locale" varchar(6) NOT NULL,
	"routed_to" text NOT NULL,
	"mailbox" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_requests_kind_check" CHECK ("unit_requests"."kind" in ('sales-enquiry', 'register-warranty', 'purchase-similar-unit', 'request-service-engineer'))
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" uuid PRIMARY KEY NOT NULL,
	"serial_number" text NOT NULL,
	"variant_code" text NOT NULL,
	"manufacture_date" date NOT NULL,
	"order_no" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"import_hash" text,
	CONSTRAINT "units_serial_number_unique" UNIQUE("serial_number"),
	CONSTRAINT "units_serial_check" CHECK ("units"."serial_number" ~ '^[A-Z0-9]{4,30}$')
);
--> statement-breakpoint
ALTER TABLE "unit_documents" ADD CONSTRAINT "unit_documents_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_orders" ADD CONSTRAINT "unit_orders_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_requests" ADD CONSTRAINT "unit_requests_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_requests" ADD CONSTRAINT "unit_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_order_no_unit_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."unit_orders"("order_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unit_documents_unit_idx" ON "unit_documents" USING btree ("unit_id","sort_order");--> statement-breakpoint
CREATE INDEX "unit_orders_customer_idx" ON "unit_orders" USING btree ("customer_number");--> statement-breakpoint
CREATE INDEX "unit_requests_created_idx" ON "unit_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "units_order_idx" ON "units" USING btree ("order_no");