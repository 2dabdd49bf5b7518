CREATE TABLE "catalogs" (
	"id" text PRIMARY KEY NOT NULL,
	"route_segment" text NOT NULL,
	"name" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"import_hash" text,
	CONSTRAINT "catalogs_route_segment_unique" UNIQUE("route_segment")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"catalog_id" text NOT NULL,
	"parent_id" text,
	"route_segment" text NOT NULL,
	"path" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb,
	"display_category_description" boolean DEFAULT false NOT NULL,
	"image" jsonb,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"import_hash" text
);
--> statement-breakpoint
CREATE TABLE "product_extras" (
	"product_id" text NOT NULL,
	"kind" text NOT NULL,
	"extra_variant_id" bigint NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_extras_product_id_kind_extra_variant_id_pk" PRIMARY KEY("product_id","kind","extra_variant_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"catalog_id" text NOT NULL,
	"category_id" text NOT NULL,
	"route_path" text NOT NULL,
	"kind" text DEFAULT 'product' NOT NULL,
	"name" jsonb NOT NULL,
	"intro" jsonb,
	"description" jsonb,
	"benefits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unique_selling_point" jsonb,
	"fast_facts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"icons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"logos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"videos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"related_pages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"faqs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"next_steps" jsonb,
	"attribute_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"default_variant_code" text,
	"main_document_id" uuid,
	"additional_main_document_text" jsonb,
	"selection_tool_url" text,
	"bim_file_url" text,
	"customisable_button_text" jsonb,
	"customisable_button_url" text,
	"hubspot_script" text,
	"hubspot_title" jsonb,
	"is_shoppable" boolean DEFAULT true NOT NULL,
	"is_discontinued" boolean DEFAULT false NOT NULL,
	"is_enquiry_form_visible" boolean DEFAULT false NOT NULL,
	"are_extras_open_by_default" boolean DEFAULT false NOT NULL,
	"has_accessories" boolean DEFAULT false NOT NULL,
	"has_spare_parts" boolean DEFAULT false NOT NULL,
	"has_filters" boolean DEFAULT false NOT NULL,
	"has_warranties" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"import_hash" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "related_products" (
	"product_id" text NOT NULL,
	"related_product_id" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "related_products_product_id_related_product_id_pk" PRIMARY KEY("product_id","related_product_id")
);
--> statement-breakpoint
CREATE TABLE "variant_extras" (
	"variant_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"extra_variant_id" bigint NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "variant_extras_variant_id_kind_extra_variant_id_pk" PRIMARY KEY("variant_id","kind","extra_variant_id")
);
--> statement-breakpoint
CREATE TABLE "variant_prices" (
	"variant_id" bigint NOT NULL,
	"market_id" text NOT NULL,
	"currency" char(3) NOT NULL,
	"net_amount" numeric(12, 2) NOT NULL,
	"tax_rate" numeric(5, 2) NOT NULL,
	"gross_amount" numeric(12, 2),
	"pack_size" integer,
	"pack_price" numeric(12, 2),
	"pack_discount" numeric(5, 2),
	CONSTRAINT "variant_prices_variant_id_market_id_pk" PRIMARY KEY("variant_id","market_id")
);
--> statement-breakpoint
CREATE TABLE "variant_stock" (
	"variant_id" bigint PRIMARY KEY NOT NULL,
	"quantity" integer NOT NULL,
	"modified_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "variants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" text NOT NULL,
	"code" text NOT NULL,
	"lvi_number" char(7),
	"attribute_values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"custom_note" jsonb,
	"note" jsonb,
	"lead_times" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_shoppable" boolean DEFAULT true NOT NULL,
	"is_discontinued" boolean DEFAULT false NOT NULL,
	"is_delivery_date_hidden" boolean DEFAULT false NOT NULL,
	"is_alternative_stock_flow" boolean DEFAULT false NOT NULL,
	"is_gross_price_visible" boolean DEFAULT true NOT NULL,
	"display_only_net_price" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "variants_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"name" text NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text NOT NULL,
	"retired" boolean DEFAULT false NOT NULL,
	"date" date NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"import_hash" text
);
--> statement-breakpoint
CREATE TABLE "product_documents" (
	"product_id" text NOT NULL,
	"document_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_documents_product_id_document_id_pk" PRIMARY KEY("product_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "variant_documents" (
	"variant_id" bigint NOT NULL,
	"document_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "variant_documents_variant_id_document_id_pk" PRIMARY KEY("variant_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"width" integer,
	"height" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_blocks" (
	"id" text PRIMARY KEY NOT NULL,
	"contacts_title" jsonb NOT NULL,
	"contacts_subtitle" jsonb,
	"contacts_description" jsonb,
	"default_country" text,
	"filters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"services_title" jsonb,
	"services_subtitle" jsonb,
	"services_description" jsonb,
	"services_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"import_hash" text
);
--> statement-breakpoint
CREATE TABLE "sales_contacts" (
	"id" text PRIMARY KEY NOT NULL,
	"type_name" jsonb NOT NULL,
	"brands" text[] DEFAULT '{}'::text[] NOT NULL,
	"company_name" text NOT NULL,
	"scope" jsonb,
	"role" jsonb,
	"person_name" text,
	"image" jsonb,
	"is_person" boolean DEFAULT false NOT NULL,
	"is_internal_contact" boolean DEFAULT false NOT NULL,
	"channels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"import_hash" text
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_catalog_id_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalogs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_extras" ADD CONSTRAINT "product_extras_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_extras" ADD CONSTRAINT "product_extras_extra_variant_id_variants_id_fk" FOREIGN KEY ("extra_variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_catalog_id_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalogs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "related_products" ADD CONSTRAINT "related_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "related_products" ADD CONSTRAINT "related_products_related_product_id_products_id_fk" FOREIGN KEY ("related_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_extras" ADD CONSTRAINT "variant_extras_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_extras" ADD CONSTRAINT "variant_extras_extra_variant_id_variants_id_fk" FOREIGN KEY ("extra_variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_prices" ADD CONSTRAINT "variant_prices_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_prices" ADD CONSTRAINT "variant_prices_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_stock" ADD CONSTRAINT "variant_stock_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_documents" ADD CONSTRAINT "product_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_documents" ADD CONSTRAINT "product_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_documents" ADD CONSTRAINT "variant_documents_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_documents" ADD CONSTRAINT "variant_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_catalog_path_key" ON "categories" USING btree ("catalog_id","path");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("catalog_id","parent_id","sort_order");--> statement-breakpoint
CREATE INDEX "product_extras_extra_idx" ON "product_extras" USING btree ("extra_variant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_catalog_route_key" ON "products" USING btree ("catalog_id","route_path");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","sort_order");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (("name"::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "variant_extras_extra_idx" ON "variant_extras" USING btree ("extra_variant_id");--> statement-breakpoint
CREATE INDEX "variants_product_idx" ON "variants" USING btree ("product_id","sort_order");--> statement-breakpoint
CREATE INDEX "variants_lvi_idx" ON "variants" USING btree ("lvi_number");--> statement-breakpoint
CREATE INDEX "documents_number_idx" ON "documents" USING btree ("number");--> statement-breakpoint
CREATE INDEX "documents_name_trgm_idx" ON "documents" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "documents_categories_idx" ON "documents" USING gin ("categories" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "product_documents_document_idx" ON "product_documents" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "variant_documents_document_idx" ON "variant_documents" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "sales_contacts_filters_idx" ON "sales_contacts" USING gin ("filters" jsonb_path_ops);