-- The two columns guest carts need to merge at sign-in (ADR 0059). cart-core's migration adds the same two with
-- the same definitions (carts.version of ADR 0057, cart_lines.quantity_capped for the mergedQuantityCapped
-- alert); IF NOT EXISTS lets both run in either order.
ALTER TABLE "cart_lines" ADD COLUMN IF NOT EXISTS "quantity_capped" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN IF NOT EXISTS "version" bigint DEFAULT 0 NOT NULL;
