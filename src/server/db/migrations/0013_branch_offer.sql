ALTER TABLE "branches" ADD COLUMN "order_modes" jsonb;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "hidden_items" jsonb DEFAULT '[]'::jsonb NOT NULL;