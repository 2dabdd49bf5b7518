CREATE TABLE "market_shipping_fees" (
	"market_id" text PRIMARY KEY NOT NULL,
	"fee" numeric(12, 2) NOT NULL,
	"free_from" numeric(12, 2),
	"tax_rate" numeric(5, 2) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_lines" DROP CONSTRAINT "cart_lines_delivery_fk";
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "seen_net_cents" bigint;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "seen_discontinued" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "seen_not_shoppable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "seen_stock_short" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "quantity_capped" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "market_shipping_fees" ADD CONSTRAINT "market_shipping_fees_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_delivery_fk" FOREIGN KEY ("cart_id","shipment_no") REFERENCES "public"."cart_deliveries"("cart_id","shipment_no") ON DELETE cascade ON UPDATE cascade;