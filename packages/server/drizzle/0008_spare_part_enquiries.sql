CREATE TABLE "spare_part_enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"user_id" uuid,
	"serial_number" varchar(30) NOT NULL,
	"product_name" varchar(100) NOT NULL,
	"spare_part_type_id" smallint NOT NULL,
	"spare_part_type_other" varchar(50),
	"spare_part_serial_number" varchar(30),
	"spare_part_product_code" varchar(30),
	"supporting_notes" varchar(1000),
	"first_name" varchar(20) NOT NULL,
	"last_name" varchar(20) NOT NULL,
	"company_name" varchar(100) NOT NULL,
	"address1" varchar(50) NOT NULL,
	"address2" varchar(50),
	"city" varchar(50) NOT NULL,
	"postal_code" varchar(20) NOT NULL,
	"country" varchar(2) NOT NULL,
	"email" varchar(100) NOT NULL,
	"telephone_country_code" varchar(5) NOT NULL,
	"telephone" varchar(30) NOT NULL,
	"locale" varchar(6) NOT NULL,
	"market_id" text NOT NULL,
	"use_us_translation" boolean NOT NULL,
	"skip_hubspot" boolean NOT NULL,
	"terms_accepted" boolean NOT NULL,
	"contact_agreed" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spare_part_enquiries_request_id_key" UNIQUE("request_id"),
	CONSTRAINT "spare_part_enquiries_type_check" CHECK ("spare_part_enquiries"."spare_part_type_id" between 1 and 19),
	CONSTRAINT "spare_part_enquiries_consent_check" CHECK ("spare_part_enquiries"."terms_accepted" and "spare_part_enquiries"."contact_agreed")
);
--> statement-breakpoint
CREATE TABLE "spare_part_enquiry_images" (
	"enquiry_id" uuid NOT NULL,
	"slot" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	CONSTRAINT "spare_part_enquiry_images_enquiry_id_slot_pk" PRIMARY KEY("enquiry_id","slot"),
	CONSTRAINT "spare_part_enquiry_images_slot_check" CHECK ("spare_part_enquiry_images"."slot" in ('primary', 'secondary'))
);
--> statement-breakpoint
ALTER TABLE "spare_part_enquiries" ADD CONSTRAINT "spare_part_enquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_part_enquiries" ADD CONSTRAINT "spare_part_enquiries_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_part_enquiry_images" ADD CONSTRAINT "spare_part_enquiry_images_enquiry_id_spare_part_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."spare_part_enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spare_part_enquiries_created_idx" ON "spare_part_enquiries" USING btree ("created_at");