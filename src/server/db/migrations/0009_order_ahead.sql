ALTER TABLE "brands" ADD COLUMN "order_ahead" jsonb DEFAULT '{"slotMinutes":30,"daysAhead":7}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "lead_time_hours" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_slot_idx" ON "orders" USING btree ("brand_id","branch_id","scheduled_for");