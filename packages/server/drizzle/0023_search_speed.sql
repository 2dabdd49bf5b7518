-- Search speed (ADR 0077). Typo and suggestion lookups compare the query with one locale's title words;
-- a trigram index over all locales' words made the planner read every word of the locale instead
-- (11,600 in the bench catalogue, 20 ms). One partial trigram index per locale, which a lookup with its
-- locale uses; the index over all locales goes.
DROP INDEX IF EXISTS "search_words_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_words_trgm_en_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WHERE "locale" = 'en';--> statement-breakpoint
CREATE INDEX "search_words_trgm_sv_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WHERE "locale" = 'sv';--> statement-breakpoint
CREATE INDEX "search_words_trgm_fi_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WHERE "locale" = 'fi';--> statement-breakpoint
CREATE INDEX "search_words_trgm_de_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WHERE "locale" = 'de';--> statement-breakpoint
CREATE INDEX "search_words_trgm_de_at_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WHERE "locale" = 'de-AT';--> statement-breakpoint
CREATE INDEX "search_words_trgm_es_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WHERE "locale" = 'es';--> statement-breakpoint
CREATE INDEX "search_words_trgm_fr_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WHERE "locale" = 'fr';--> statement-breakpoint
CREATE INDEX "search_words_trgm_fr_be_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WHERE "locale" = 'fr-BE';--> statement-breakpoint
CREATE INDEX "search_words_trgm_hu_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WHERE "locale" = 'hu';--> statement-breakpoint
CREATE INDEX "search_words_trgm_it_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WHERE "locale" = 'it';--> statement-breakpoint
CREATE INDEX "search_words_trgm_nl_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WHERE "locale" = 'nl';--> statement-breakpoint
CREATE INDEX "search_words_trgm_nl_bl_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WHERE "locale" = 'nl-BL';--> statement-breakpoint
CREATE INDEX "search_words_trgm_pl_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WHERE "locale" = 'pl';--> statement-breakpoint
CREATE INDEX "search_words_trgm_ro_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WHERE "locale" = 'ro';--> statement-breakpoint
CREATE INDEX "search_words_trgm_tr_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WHERE "locale" = 'tr';--> statement-breakpoint
-- A bulk insert leaves its GIN entries in each index's pending list (up to 4 MB), which every search reads whole
-- until a VACUUM moves them into the index; the rebuild now ends with one, and an index built before gets its
-- lists cleaned here.
DO $$
DECLARE i regclass;
BEGIN
  FOR i IN SELECT c.oid::regclass FROM pg_class c
      JOIN pg_am a ON a.oid = c.relam
      JOIN pg_index x ON x.indexrelid = c.oid
      JOIN pg_class t ON t.oid = x.indrelid
    WHERE a.amname = 'gin' AND c.relkind = 'i' AND (t.relname LIKE 'search\_entries\_%' OR t.relname = 'search_words')
  LOOP
    PERFORM gin_clean_pending_list(i);
  END LOOP;
END $$;
