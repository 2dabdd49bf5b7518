CREATE TABLE "search_clicks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_clicks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_id" text NOT NULL,
	"query" text NOT NULL,
	"query_key" text NOT NULL,
	"hit_id" text,
	"clicked" boolean NOT NULL,
	"empty" boolean NOT NULL,
	"language" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_clicks_at_idx" ON "search_clicks" USING btree ("at");
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT unaccent('unaccent'::regdictionary, $1) $$;--> statement-breakpoint
CREATE TABLE "search_entries" (
  "locale" text NOT NULL,
  "kind" text NOT NULL,
  "item_id" text NOT NULL,
  "config" regconfig NOT NULL,
  "code_key" text COLLATE "C",
  "lvi" text COLLATE "C",
  "title" text NOT NULL,
  "title_key" text COLLATE "C" NOT NULL,
  "tsv" tsvector NOT NULL,
  "category_ids" text[] NOT NULL DEFAULT '{}',
  "category_id" text,
  "category_name" text,
  "product_type" text,
  "doc_languages" text[] NOT NULL DEFAULT '{}',
  "doc_status" text,
  "doc_type_keys" text[] NOT NULL DEFAULT '{}',
  "doc_supertypes" text[] NOT NULL DEFAULT '{}',
  "doc_types" text[] NOT NULL DEFAULT '{}',
  "variant_id" bigint,
  "sort_key" text NOT NULL,
  "sort_date" date,
  "status_rank" integer NOT NULL DEFAULT 2,
  "data" jsonb NOT NULL,
  PRIMARY KEY ("locale", "kind", "item_id")
) PARTITION BY LIST ("locale");--> statement-breakpoint
CREATE TABLE "search_entries_en" PARTITION OF "search_entries" FOR VALUES IN ('en') PARTITION BY LIST ("kind");--> statement-breakpoint
CREATE TABLE "search_entries_en_products" PARTITION OF "search_entries_en" FOR VALUES IN ('product', 'variant');--> statement-breakpoint
CREATE TABLE "search_entries_en_documents" PARTITION OF "search_entries_en" FOR VALUES IN ('document');--> statement-breakpoint
CREATE TABLE "search_entries_en_content" PARTITION OF "search_entries_en" FOR VALUES IN ('solution', 'page');--> statement-breakpoint
CREATE TABLE "search_entries_sv" PARTITION OF "search_entries" FOR VALUES IN ('sv') PARTITION BY LIST ("kind");--> statement-breakpoint
CREATE TABLE "search_entries_sv_products" PARTITION OF "search_entries_sv" FOR VALUES IN ('product', 'variant');--> statement-breakpoint
CREATE TABLE "search_entries_sv_documents" PARTITION OF "search_entries_sv" FOR VALUES IN ('document');--> statement-breakpoint
CREATE TABLE "search_entries_sv_content" PARTITION OF "search_entries_sv" FOR VALUES IN ('solution', 'page');--> statement-breakpoint
CREATE TABLE "search_entries_fi" PARTITION OF "search_entries" FOR VALUES IN ('fi') PARTITION BY LIST ("kind");--> statement-breakpoint
CREATE TABLE "search_entries_fi_products" PARTITION OF "search_entries_fi" FOR VALUES IN ('product', 'variant');--> statement-breakpoint
CREATE TABLE "search_entries_fi_documents" PARTITION OF "search_entries_fi" FOR VALUES IN ('document');--> statement-breakpoint
CREATE TABLE "search_entries_fi_content" PARTITION OF "search_entries_fi" FOR VALUES IN ('solution', 'page');--> statement-breakpoint
CREATE TABLE "search_entries_de" PARTITION OF "search_entries" FOR VALUES IN ('de') PARTITION BY LIST ("kind");--> statement-breakpoint
CREATE TABLE "search_entries_de_products" PARTITION OF "search_entries_de" FOR VALUES IN ('product', 'variant');--> statement-breakpoint
CREATE TABLE "search_entries_de_documents" PARTITION OF "search_entries_de" FOR VALUES IN ('document');--> statement-breakpoint
CREATE TABLE "search_entries_de_content" PARTITION OF "search_entries_de" FOR VALUES IN ('solution', 'page');--> statement-breakpoint
CREATE TABLE "search_entries_de_at" PARTITION OF "search_entries" FOR VALUES IN ('de-AT') PARTITION BY LIST ("kind");--> statement-breakpoint
CREATE TABLE "search_entries_de_at_products" PARTITION OF "search_entries_de_at" FOR VALUES IN ('product', 'variant');--> statement-breakpoint
CREATE TABLE "search_entries_de_at_documents" PARTITION OF "search_entries_de_at" FOR VALUES IN ('document');--> statement-breakpoint
CREATE TABLE "search_entries_de_at_content" PARTITION OF "search_entries_de_at" FOR VALUES IN ('solution', 'page');--> statement-breakpoint
CREATE TABLE "search_entries_es" PARTITION OF "search_entries" FOR VALUES IN ('es') PARTITION BY LIST ("kind");--> statement-breakpoint
CREATE TABLE "search_entries_es_products" PARTITION OF "search_entries_es" FOR VALUES IN ('product', 'variant');--> statement-breakpoint
CREATE TABLE "search_entries_es_documents" PARTITION OF "search_entries_es" FOR VALUES IN ('document');--> statement-breakpoint
CREATE TABLE "search_entries_es_content" PARTITION OF "search_entries_es" FOR VALUES IN ('solution', 'page');--> statement-breakpoint
CREATE TABLE "search_entries_fr" PARTITION OF "search_entries" FOR VALUES IN ('fr') PARTITION BY LIST ("kind");--> statement-breakpoint
CREATE TABLE "search_entries_fr_products" PARTITION OF "search_entries_fr" FOR VALUES IN ('product', 'variant');--> statement-breakpoint
CREATE TABLE "search_entries_fr_documents" PARTITION OF "search_entries_fr" FOR VALUES IN ('document');--> statement-breakpoint
CREATE TABLE "search_entries_fr_content" PARTITION OF "search_entries_fr" FOR VALUES IN ('solution', 'page');--> statement-breakpoint
CREATE TABLE "search_entries_fr_be" PARTITION OF "search_entries" FOR VALUES IN ('fr-BE') PARTITION BY LIST ("kind");--> statement-breakpoint
CREATE TABLE "search_entries_fr_be_products" PARTITION OF "search_entries_fr_be" FOR VALUES IN ('product', 'variant');--> statement-breakpoint
CREATE TABLE "search_entries_fr_be_documents" PARTITION OF "search_entries_fr_be" FOR VALUES IN ('document');--> statement-breakpoint
CREATE TABLE "search_entries_fr_be_content" PARTITION OF "search_entries_fr_be" FOR VALUES IN ('solution', 'page');--> statement-breakpoint
CREATE TABLE "search_entries_hu" PARTITION OF "search_entries" FOR VALUES IN ('hu') PARTITION BY LIST ("kind");--> statement-breakpoint
CREATE TABLE "search_entries_hu_products" PARTITION OF "search_entries_hu" FOR VALUES IN ('product', 'variant');--> statement-breakpoint
CREATE TABLE "search_entries_hu_documents" PARTITION OF "search_entries_hu" FOR VALUES IN ('document');--> statement-breakpoint
CREATE TABLE "search_entries_hu_content" PARTITION OF "search_entries_hu" FOR VALUES IN ('solution', 'page');--> statement-breakpoint
CREATE TABLE "search_entries_it" PARTITION OF "search_entries" FOR VALUES IN ('it') PARTITION BY LIST ("kind");--> statement-breakpoint
CREATE TABLE "search_entries_it_products" PARTITION OF "search_entries_it" FOR VALUES IN ('product', 'variant');--> statement-breakpoint
CREATE TABLE "search_entries_it_documents" PARTITION OF "search_entries_it" FOR VALUES IN ('document');--> statement-breakpoint
CREATE TABLE "search_entries_it_content" PARTITION OF "search_entries_it" FOR VALUES IN ('solution', 'page');--> statement-breakpoint
CREATE TABLE "search_entries_nl" PARTITION OF "search_entries" FOR VALUES IN ('nl') PARTITION BY LIST ("kind");--> statement-breakpoint
CREATE TABLE "search_entries_nl_products" PARTITION OF "search_entries_nl" FOR VALUES IN ('product', 'variant');--> statement-breakpoint
CREATE TABLE "search_entries_nl_documents" PARTITION OF "search_entries_nl" FOR VALUES IN ('document');--> statement-breakpoint
CREATE TABLE "search_entries_nl_content" PARTITION OF "search_entries_nl" FOR VALUES IN ('solution', 'page');--> statement-breakpoint
CREATE TABLE "search_entries_nl_bl" PARTITION OF "search_entries" FOR VALUES IN ('nl-BL') PARTITION BY LIST ("kind");--> statement-breakpoint
CREATE TABLE "search_entries_nl_bl_products" PARTITION OF "search_entries_nl_bl" FOR VALUES IN ('product', 'variant');--> statement-breakpoint
CREATE TABLE "search_entries_nl_bl_documents" PARTITION OF "search_entries_nl_bl" FOR VALUES IN ('document');--> statement-breakpoint
CREATE TABLE "search_entries_nl_bl_content" PARTITION OF "search_entries_nl_bl" FOR VALUES IN ('solution', 'page');--> statement-breakpoint
CREATE TABLE "search_entries_pl" PARTITION OF "search_entries" FOR VALUES IN ('pl') PARTITION BY LIST ("kind");--> statement-breakpoint
CREATE TABLE "search_entries_pl_products" PARTITION OF "search_entries_pl" FOR VALUES IN ('product', 'variant');--> statement-breakpoint
CREATE TABLE "search_entries_pl_documents" PARTITION OF "search_entries_pl" FOR VALUES IN ('document');--> statement-breakpoint
CREATE TABLE "search_entries_pl_content" PARTITION OF "search_entries_pl" FOR VALUES IN ('solution', 'page');--> statement-breakpoint
CREATE TABLE "search_entries_ro" PARTITION OF "search_entries" FOR VALUES IN ('ro') PARTITION BY LIST ("kind");--> statement-breakpoint
CREATE TABLE "search_entries_ro_products" PARTITION OF "search_entries_ro" FOR VALUES IN ('product', 'variant');--> statement-breakpoint
CREATE TABLE "search_entries_ro_documents" PARTITION OF "search_entries_ro" FOR VALUES IN ('document');--> statement-breakpoint
CREATE TABLE "search_entries_ro_content" PARTITION OF "search_entries_ro" FOR VALUES IN ('solution', 'page');--> statement-breakpoint
CREATE TABLE "search_entries_tr" PARTITION OF "search_entries" FOR VALUES IN ('tr') PARTITION BY LIST ("kind");--> statement-breakpoint
CREATE TABLE "search_entries_tr_products" PARTITION OF "search_entries_tr" FOR VALUES IN ('product', 'variant');--> statement-breakpoint
CREATE TABLE "search_entries_tr_documents" PARTITION OF "search_entries_tr" FOR VALUES IN ('document');--> statement-breakpoint
CREATE TABLE "search_entries_tr_content" PARTITION OF "search_entries_tr" FOR VALUES IN ('solution', 'page');--> statement-breakpoint
CREATE INDEX "search_entries_tsv_idx" ON "search_entries" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "search_entries_title_trgm_idx" ON "search_entries" USING gin ("title_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_entries_code_trgm_idx" ON "search_entries" USING gin ("code_key" gin_trgm_ops) WHERE "code_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "search_entries_code_idx" ON "search_entries" ("code_key") WHERE "code_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "search_entries_lvi_idx" ON "search_entries" ("lvi") WHERE "lvi" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "search_entries_title_prefix_idx" ON "search_entries" ("title_key");--> statement-breakpoint
CREATE INDEX "search_entries_kind_sort_idx" ON "search_entries" ("kind", "sort_key");
--> statement-breakpoint
CREATE TABLE "search_words" (
  "locale" text NOT NULL,
  "word" text COLLATE "C" NOT NULL,
  PRIMARY KEY ("locale", "word")
);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
