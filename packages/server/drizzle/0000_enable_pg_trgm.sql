-- pg_trgm backs fuzzy search (product names, document titles). drizzle-kit does not emit CREATE EXTENSION.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
