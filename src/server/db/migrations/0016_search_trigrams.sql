CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION inventory_search_text(name text, brand text, strain text, sub_category text, category text, strain_type text)
  RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(name || ' ' || brand || ' ' || coalesce(strain, '') || ' ' || sub_category || ' ' || category || ' ' || coalesce(strain_type, '')) $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "inventory_search_trgm_idx" ON "inventory_items" USING gin (inventory_search_text("name", "brand", "strain", "sub_category", "category", "strain_type") gin_trgm_ops);
